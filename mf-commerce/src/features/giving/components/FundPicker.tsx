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
import { fundLabel, GIVING_FUNDS, type GivingFundId } from '@parish/shared-types';
import { formatPrice, SchemaField, type SchemaFormState } from '@parish/shared-web';
import { FUND_DESCRIPTIONS } from '../lib/givingCopy';
import { splitSoFar, typedDollars, withSplit, type GiftFormValues } from '../lib/giftForm';

const fundOrder = (fund: GivingFundId) =>
  GIVING_FUNDS.findIndex((candidate) => candidate.id === fund);

/**
 * Spec: the Designated Gift card's six funds, which now work: the gift goes
 * to the fund picked, or, split, each picked fund gets its own part.
 */
export function FundPicker({ form }: { form: SchemaFormState<GiftFormValues> }) {
  const labelId = useId();
  const splitErrorId = useId();
  const { values } = form;
  const splitError = form.errorOf('funds');
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
        {values.split ? 'Choose the funds to share your gift' : 'Choose where your gift goes'}
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
        {GIVING_FUNDS.map(({ id, label }) => (
          <Button
            key={id}
            variant={chosen(id) ? 'contained' : 'outlined'}
            aria-pressed={chosen(id)}
            disabled={form.busy}
            onClick={() => choose(id)}
            sx={{ flexDirection: 'column', alignItems: 'flex-start', textAlign: 'left', py: 1 }}
          >
            <Box component="span" sx={{ fontWeight: 600 }}>
              {label}
            </Box>
            <Box
              component="span"
              sx={{ fontSize: '0.8rem', fontWeight: 400, textTransform: 'none' }}
            >
              {FUND_DESCRIPTIONS[id]}
            </Box>
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
        label="Split my gift across several funds"
      />
      {values.split && (
        <Stack spacing={1.5} sx={{ mt: 1.5 }}>
          {values.funds.map((share, index) => (
            <SchemaField
              key={share.fund}
              form={form}
              name={`funds.${index}.amount`}
              kind="money"
              label={`${fundLabel(share.fund)} amount`}
              autoComplete="off"
            />
          ))}
          <Typography variant="body2" aria-live="polite">
            {total === null
              ? `The parts add up to ${formatPrice(splitSoFar(values))}.`
              : `The parts add up to ${formatPrice(splitSoFar(values))} of your ${formatPrice(total)} gift.`}
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
