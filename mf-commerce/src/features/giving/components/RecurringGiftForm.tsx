import { useId } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { RECURRING_GIFT_PLANS } from '@parish/shared-types';
import { SchemaForm, type SchemaFormState } from '@parish/shared-web';
import { PaymentDialog } from '@parish/shared-web/payments';
import { DONATION_PAYMENT_MESSAGES, paymentMessages } from '../../../lib/checkoutMessages';
import { FREQUENCIES, FREQUENCY_NAMES } from '../../../lib/givingTexts';
import { useT } from '../lib/i18n';
import { startRecurringGiftCheckout } from '../api/gifts';
import { useGiftForm } from '../hooks/useGiftForm';
import {
  giftBeingPaid,
  recurringGiftInput,
  recurringGiftSchema,
  RECURRING_GIFT_START,
  type GiftFormValues,
} from '../lib/giftForm';
import { AmountPicker } from './AmountPicker';
import { CoverFeeField } from './CoverFeeField';
import { FundPicker } from './FundPicker';
import { GiftBreakdown } from './GiftBreakdown';
import { GiftSubmitButton } from './GiftSubmitButton';
import { GivingCard } from './GivingCard';
import { ReceiptContactFields } from './ReceiptContactFields';

/**
 * The Recurring tab: Weekly, Bi-Weekly or Monthly, an amount (50 unless
 * changed), the funds, the fee and who the receipts go to, then 'Set Up
 * Recurring Gift'. It is paid by card: a Stripe subscription with keys, a
 * recorded schedule in the sandbox.
 */
export function RecurringGiftForm() {
  const t = useT();
  const { form, paying, closePayment, saveDraft } = useGiftForm(recurringGiftSchema, {
    initialValues: RECURRING_GIFT_START,
    toInput: recurringGiftInput,
    draftName: 'recurring-gift',
  });

  return (
    <>
      <SchemaForm form={form} ariaLabel={t('commerce.giving.recurring.form')}>
        <GivingCard
          title={t('commerce.giving.recurring.title')}
          blurb={t('commerce.giving.recurring.blurb')}
        >
          <Stack spacing={3}>
            <FrequencyPicker form={form} />
            <AmountPicker form={form} />
            <FundPicker form={form} />
            <CoverFeeField form={form} />
            <ReceiptSection form={form} />
            <GiftSubmitButton form={form}>{t('commerce.giving.recurring.submit')}</GiftSubmitButton>
          </Stack>
        </GivingCard>
      </SchemaForm>
      <PaymentDialog
        open={paying !== null}
        onClose={closePayment}
        title={t('commerce.giving.recurring.dialogTitle')}
        summary={paying && <GiftBreakdown gift={paying} frequency={FREQUENCIES[paying.priceId]} />}
        startCardCheckout={() => {
          saveDraft();
          return startRecurringGiftCheckout(giftBeingPaid(paying));
        }}
        messages={paymentMessages(DONATION_PAYMENT_MESSAGES, t)}
        note={t('commerce.giving.recurring.cardOnly')}
      />
    </>
  );
}

function FrequencyPicker({ form }: { form: SchemaFormState<GiftFormValues> }) {
  const t = useT();
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        {t('commerce.giving.recurring.howOften')}
      </Typography>
      <Box
        role="group"
        aria-labelledby={labelId}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}
      >
        {RECURRING_GIFT_PLANS.map((plan) => {
          const pressed = form.values.priceId === plan.priceId;
          return (
            <Button
              key={plan.priceId}
              variant={pressed ? 'contained' : 'outlined'}
              aria-pressed={pressed}
              disabled={form.busy}
              onClick={() => form.setValue('priceId', plan.priceId)}
            >
              {t(FREQUENCY_NAMES[FREQUENCIES[plan.priceId]])}
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}

function ReceiptSection({ form }: { form: SchemaFormState<GiftFormValues> }) {
  const t = useT();
  const headingId = useId();
  return (
    <Box role="group" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        {t('commerce.giving.recurring.receiptHeading')}
      </Typography>
      <ReceiptContactFields form={form} />
    </Box>
  );
}
