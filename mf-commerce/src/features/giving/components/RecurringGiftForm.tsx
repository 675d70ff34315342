import { useId } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { RECURRING_GIFT_PLANS, recurringGiftPlan } from '@parish/shared-types';
import { SchemaForm, type SchemaFormState } from '@parish/shared-web';
import { PaymentDialog } from '@parish/shared-web/payments';
import { DONATION_PAYMENT_MESSAGES } from '../../../lib/checkoutMessages';
import { startRecurringGiftCheckout } from '../api/gifts';
import { useGiftForm } from '../hooks/useGiftForm';
import { RECURRING_CARD_ONLY_NOTE } from '../lib/givingCopy';
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
  const { form, paying, closePayment, saveDraft } = useGiftForm(recurringGiftSchema, {
    initialValues: RECURRING_GIFT_START,
    toInput: recurringGiftInput,
    draftName: 'recurring-gift',
  });

  return (
    <>
      <SchemaForm form={form} ariaLabel="Recurring gift">
        <GivingCard
          title="Recurring Gift"
          blurb="Give every week, every two weeks or every month, and support the parish all year."
        >
          <Stack spacing={3}>
            <FrequencyPicker form={form} />
            <AmountPicker form={form} />
            <FundPicker form={form} />
            <CoverFeeField form={form} />
            <ReceiptSection form={form} />
            <GiftSubmitButton form={form}>Set Up Recurring Gift</GiftSubmitButton>
          </Stack>
        </GivingCard>
      </SchemaForm>
      <PaymentDialog
        open={paying !== null}
        onClose={closePayment}
        title="Set Up Your Recurring Gift"
        summary={
          paying && (
            <GiftBreakdown gift={paying} frequency={recurringGiftPlan(paying.priceId).label} />
          )
        }
        startCardCheckout={() => {
          saveDraft();
          return startRecurringGiftCheckout(giftBeingPaid(paying));
        }}
        messages={DONATION_PAYMENT_MESSAGES}
        note={RECURRING_CARD_ONLY_NOTE}
      />
    </>
  );
}

function FrequencyPicker({ form }: { form: SchemaFormState<GiftFormValues> }) {
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        How often?
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
              {plan.label}
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}

function ReceiptSection({ form }: { form: SchemaFormState<GiftFormValues> }) {
  const headingId = useId();
  return (
    <Box role="group" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        Your receipt
      </Typography>
      <ReceiptContactFields form={form} />
    </Box>
  );
}
