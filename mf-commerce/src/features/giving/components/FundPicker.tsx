import { useId } from 'react';
import {
  Box,
  Button,
  FormControlLabel,
  FormHelperText,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { fundName, type GivingFundId } from '@parish/shared-types';
import {
  describeApiError,
  ErrorState,
  LoadingState,
  SchemaField,
  useFormat,
  useLanguage,
  type SchemaFormState,
} from '@parish/shared-web';
import { useGivingFunds } from '../api/funds';
import { useT } from '../lib/i18n';
import { splitSoFar, typedDollars, withSplit, type GiftFormValues } from '../lib/giftForm';

/**
 * Spec: the Designated Gift card: the funds the office keeps that take gifts
 * today (GET /api/funds/, read with the page), in their order. The gift goes
 * to the fund picked, or, split, each picked fund gets its own part.
 */
export function FundPicker({ form }: { form: SchemaFormState<GiftFormValues> }) {
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  const funds = useGivingFunds();
  const labelId = useId();
  const splitErrorId = useId();
  const { values } = form;
  const splitError = form.errorOf('funds');
  const list = funds.data ?? [];
  const fundOrder = (fund: GivingFundId) => list.findIndex((candidate) => candidate.key === fund);
  const nameOf = (key: GivingFundId) => {
    const fund = list.find((candidate) => candidate.key === key);
    return fund ? fundName(fund, language) : key;
  };
  const chosen = (fund: GivingFundId) =>
    values.split ? values.funds.some((share) => share.fund === fund) : values.fund === fund;

  function choose(fund: GivingFundId) {
    if (!values.split) {
      form.setValue('fund', fund);
      return;
    }
    form.setValues((current) => ({
      ...current,
      funds: current.funds.some((share) => share.fund === fund)
        ? current.funds.filter((share) => share.fund !== fund)
        : [...current.funds, { fund, amount: '' }].sort(
            (a, b) => fundOrder(a.fund) - fundOrder(b.fund),
          ),
    }));
  }

  function setSplit(split: boolean) {
    form.setValues((current) => withSplit(current, split));
  }

  const total = typedDollars(values.amount);
  return (
    <Box>
      <Typography id={labelId} component="h3" variant="subtitle1">
        {t(values.split ? 'commerce.giving.funds.splitHeading' : 'commerce.giving.funds.heading')}
      </Typography>
      <Box
        role="group"
        aria-labelledby={labelId}
        aria-describedby={splitError ? splitErrorId : undefined}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1,
          my: 1.5,
        }}
      >
        {funds.status === 'loading' && <LoadingState />}
        {funds.status === 'error' && (
          <ErrorState
            message={describeApiError(funds.error, t('commerce.giving.funds.loadFailed'))}
            onRetry={funds.reload}
          />
        )}
        {list.map(({ key: id, ...fund }) => (
          <Button
            key={id}
            variant={chosen(id) ? 'contained' : 'outlined'}
            aria-pressed={chosen(id)}
            disabled={form.busy}
            onClick={() => choose(id)}
            sx={{ flexDirection: 'column', alignItems: 'flex-start', textAlign: 'left', py: 1 }}
          >
            <Box component="span" sx={{ fontWeight: 600 }}>
              {fundName(fund, language)}
            </Box>
            {fund.description && (
              <Box
                component="span"
                sx={{ fontSize: '0.8rem', fontWeight: 400, textTransform: 'none' }}
              >
                {language === 'es' ? (fund.description_es ?? fund.description) : fund.description}
              </Box>
            )}
          </Button>
        ))}
      </Box>
      <FormControlLabel
        control={
          <Switch
            name="split"
            checked={values.split}
            onChange={(event) => setSplit(event.target.checked)}
            disabled={form.busy}
          />
        }
        label={t('commerce.giving.funds.split')}
      />
      {values.split && (
        <Stack spacing={1.5} sx={{ mt: 1.5 }}>
          {values.funds.map((share, index) => (
            <SchemaField
              key={share.fund}
              form={form}
              name={`funds.${index}.amount`}
              kind="money"
              label={t('commerce.giving.funds.shareAmount', { fund: nameOf(share.fund) })}
              autoComplete="off"
            />
          ))}
          <Typography variant="body2" aria-live="polite">
            {total === null
              ? t('commerce.giving.funds.partsSoFar', { sum: format.price(splitSoFar(values)) })
              : t('commerce.giving.funds.partsOfTotal', {
                  sum: format.price(splitSoFar(values)),
                  total: format.price(total),
                })}
          </Typography>
          {splitError && (
            <FormHelperText error id={splitErrorId} sx={{ mx: 0 }}>
              {splitError}
            </FormHelperText>
          )}
        </Stack>
      )}
    </Box>
  );
}
