import { describeProcessingFee } from '@parish/shared-types';
import { formatPrice, SchemaField, type SchemaFormState } from '@parish/shared-web';
import { feeForTyped, type GiftFormValues } from '../lib/giftForm';

/** The optional fee cover, its cost in dollars shown as soon as an amount is chosen. */
export function CoverFeeField({ form }: { form: SchemaFormState<GiftFormValues> }) {
  const fee = feeForTyped(form.values.amount);
  return (
    <SchemaField
      form={form}
      name="cover_fee"
      kind="checkbox"
      label={
        fee === null
          ? 'Cover the card processing fee'
          : `Add ${formatPrice(fee / 100)} to cover the card processing fee`
      }
      hint={`The processor keeps ${describeProcessingFee()} of each gift; adding it means the parish receives your whole gift.`}
    />
  );
}
