import { Stack } from '@mui/material';
import { SchemaField, type SchemaFormState } from '@parish/shared-web';
import { PAYER_EMAIL_FIELD, PAYER_NAME_FIELD } from '../../../lib/receiptContact';
import type { GiftFormValues } from '../lib/giftForm';

/**
 * Who the gift's receipt is mailed to. Required here: the gift schema's
 * fields are optional for the API, so the forms say so themselves.
 */
export function ReceiptContactFields({ form }: { form: SchemaFormState<GiftFormValues> }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <SchemaField form={form} name="payer_name" kind="text" required {...PAYER_NAME_FIELD} />
      <SchemaField form={form} name="payer_email" kind="email" required {...PAYER_EMAIL_FIELD} />
    </Stack>
  );
}
