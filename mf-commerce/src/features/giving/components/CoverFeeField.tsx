import { describeProcessingFee } from '@parish/shared-types';
import { SchemaField, useFormat, type SchemaFormState } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { feeForTyped, type GiftFormValues } from '../lib/giftForm';

/** The optional fee cover, its cost in dollars shown as soon as an amount is chosen. */
export function CoverFeeField({ form }: { form: SchemaFormState<GiftFormValues> }) {
  const t = useT();
  const format = useFormat();
  const fee = feeForTyped(form.values.amount);
  return (
    <SchemaField
      form={form}
      name="cover_fee"
      kind="checkbox"
      label={
        fee === null
          ? t('commerce.giving.coverFee.label')
          : t('commerce.giving.coverFee.labelWithFee', { fee: format.price(fee / 100) })
      }
      hint={t('commerce.giving.coverFee.hint', { rate: describeProcessingFee() })}
    />
  );
}
