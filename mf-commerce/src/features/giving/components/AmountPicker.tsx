import { useId } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { DONATION_PRESETS } from '@parish/shared-types';
import { SchemaField, type SchemaFormState } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { withAmount, type GiftFormValues } from '../lib/giftForm';

/**
 * Spec: amount buttons 25, 50, 100, 250, 500 and an 'other' amount. A
 * button fills the amount in; typing another one leaves every button up.
 * Either way a split's one part follows the amount (`withAmount`).
 */
export function AmountPicker({ form }: { form: SchemaFormState<GiftFormValues> }) {
  const t = useT();
  const labelId = useId();
  const chosen = form.values.amount.trim();
  const choose = (amount: string) => form.setValues((current) => withAmount(current, amount));
  const amountField: SchemaFormState<GiftFormValues> = {
    ...form,
    setValue: (path, value) =>
      path === 'amount' ? choose(String(value)) : form.setValue(path, value),
  };

  return (
    <Box>
      <Typography id={labelId} component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        {t('commerce.giving.amount.heading')}
      </Typography>
      <Box
        role="group"
        aria-labelledby={labelId}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(5, 1fr)' },
          gap: 1,
          mb: 2,
        }}
      >
        {DONATION_PRESETS.map((preset) => {
          const pressed = chosen === String(preset);
          return (
            <Button
              key={preset}
              variant={pressed ? 'contained' : 'outlined'}
              aria-pressed={pressed}
              disabled={form.busy}
              onClick={() => choose(String(preset))}
            >
              ${preset}
            </Button>
          );
        })}
      </Box>
      <SchemaField
        form={amountField}
        name="amount"
        kind="money"
        label={t('commerce.giving.amount.other')}
        hint={t('commerce.giving.amount.hint')}
        required={false}
        autoComplete="off"
      />
    </Box>
  );
}
