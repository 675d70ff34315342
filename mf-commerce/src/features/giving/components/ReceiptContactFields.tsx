import { Stack } from '@mui/material';
import { SchemaField, type SchemaFormState } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { receiptContactFields } from '../../../lib/receiptContact';
import type { GiftFormValues } from '../lib/giftForm';

/**
 * Who the gift's receipt is mailed to. Required here: the gift schema's
 * fields are optional for the API, so the forms say so themselves.
 */
export function ReceiptContactFields({ form }: { form: SchemaFormState<GiftFormValues> }) {
  const contact = receiptContactFields(useT());
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <SchemaField form={form} name="payer_name" kind="text" required {...contact.name} />
      <SchemaField form={form} name="payer_email" kind="email" required {...contact.email} />
    </Stack>
  );
}
