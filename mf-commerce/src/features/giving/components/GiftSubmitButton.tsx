import { useId, type ReactNode } from 'react';
import { Box, FormHelperText } from '@mui/material';
import { DONATION_AMOUNT_REQUIRED_MESSAGE } from '@parish/shared-types';
import { SubmitButton, type SchemaFormState } from '@parish/shared-web';
import type { GiftFormValues } from '../lib/giftForm';

/** Spec: the gift's button is disabled without an amount, and says why beside it. */
export function GiftSubmitButton({
  form,
  children,
}: {
  form: SchemaFormState<GiftFormValues>;
  children: ReactNode;
}) {
  const hintId = useId();
  const noAmount = form.values.amount.trim() === '';
  return (
    <Box>
      <SubmitButton
        form={form}
        busyLabel="Opening payment..."
        size="large"
        disabled={noAmount}
        aria-describedby={noAmount ? hintId : undefined}
      >
        {children}
      </SubmitButton>
      {noAmount && <FormHelperText id={hintId}>{DONATION_AMOUNT_REQUIRED_MESSAGE}</FormHelperText>}
    </Box>
  );
}
