import { useId, type ReactNode } from 'react';
import { Box, FormHelperText } from '@mui/material';
import { SubmitButton, type SchemaFormState } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import type { GiftFormValues } from '../lib/giftForm';

/** Spec: the gift's button is disabled without an amount, and says why beside it. */
export function GiftSubmitButton({
  form,
  children,
}: {
  form: SchemaFormState<GiftFormValues>;
  children: ReactNode;
}) {
  const t = useT();
  const hintId = useId();
  const noAmount = form.values.amount.trim() === '';
  return (
    <Box>
      <SubmitButton
        form={form}
        busyLabel={t('commerce.giving.openingPayment')}
        size="large"
        disabled={noAmount}
        aria-describedby={noAmount ? hintId : undefined}
      >
        {children}
      </SubmitButton>
      {noAmount && (
        <FormHelperText id={hintId}>{t('commerce.giving.amount.required')}</FormHelperText>
      )}
    </Box>
  );
}
