import { useId, useState } from 'react';
import { Box, FormHelperText, Grid, Stack } from '@mui/material';
import {
  DONATION_AMOUNT_REQUIRED_MESSAGE,
  donationInputSchema,
  type NormalizedGift,
} from '@parish/shared-types';
import { SchemaForm, SubmitButton, useNotify, useSchemaForm } from '@parish/shared-web';
import { PaymentDialog } from '@parish/shared-web/payments';
import { useNavigate } from 'react-router-dom';
import {
  DONATION_PAYMENT_MESSAGES,
  DONATION_THANKS_MESSAGE,
  successPathForOrder,
} from '../../../lib/checkoutMessages';
import { captureGiftOrder, createGiftOrder, startGiftCheckout } from '../api/gifts';
import { useGiftDraft } from '../hooks/useGiftDraft';
import { giftBeingPaid, giftInput, ONE_TIME_GIFT_START } from '../lib/giftForm';
import { AmountPicker } from './AmountPicker';
import { CoverFeeField } from './CoverFeeField';
import { FundPicker } from './FundPicker';
import { GiftBreakdown } from './GiftBreakdown';
import { GivingCard } from './GivingCard';

const DRAFT_NAME = 'one-time-gift';

/**
 * The Online tab: the One-Time Gift card (amount) and the Designated Gift
 * card (funds) make one gift. Donate Now checks it with the shared schema,
 * then the payment dialog shows its breakdown and takes card or PayPal.
 */
export function OneTimeGiftForm() {
  const notify = useNotify();
  const navigate = useNavigate();
  const amountHintId = useId();
  // The gift being paid for: the dialog is open while there is one.
  const [paying, setPaying] = useState<NormalizedGift | null>(null);
  const form = useSchemaForm(donationInputSchema, {
    initialValues: ONE_TIME_GIFT_START,
    toInput: giftInput,
    // Nothing to send yet: a valid gift opens the payment dialog.
    submit: async (gift) => gift,
    failureMessage: DONATION_PAYMENT_MESSAGES.cardFailed,
    onSuccess: setPaying,
  });
  const draft = useGiftDraft(DRAFT_NAME, form);
  const noAmount = form.values.amount.trim() === '';

  return (
    <>
      <SchemaForm form={form} ariaLabel="One-time gift">
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <GivingCard title="One-Time Gift" blurb="Support the parish with a gift today.">
              <AmountPicker form={form} />
            </GivingCard>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <GivingCard
              title="Designated Gift"
              blurb="Give to the ministry closest to your heart, or share your gift among several."
            >
              <FundPicker form={form} />
            </GivingCard>
          </Grid>
        </Grid>
        <Stack spacing={2} sx={{ mt: 3, alignItems: 'flex-start' }}>
          <CoverFeeField form={form} />
          <Box>
            <SubmitButton
              form={form}
              busyLabel="Opening payment..."
              size="large"
              disabled={noAmount}
              aria-describedby={noAmount ? amountHintId : undefined}
            >
              Donate Now
            </SubmitButton>
            {noAmount && (
              <FormHelperText id={amountHintId}>{DONATION_AMOUNT_REQUIRED_MESSAGE}</FormHelperText>
            )}
          </Box>
        </Stack>
      </SchemaForm>
      <PaymentDialog
        open={paying !== null}
        onClose={() => setPaying(null)}
        title="Complete Your Gift"
        summary={paying && <GiftBreakdown gift={paying} />}
        startCardCheckout={() => {
          draft.save();
          return startGiftCheckout(giftBeingPaid(paying));
        }}
        createPayPalOrder={() => createGiftOrder(giftBeingPaid(paying))}
        capturePayPalOrder={captureGiftOrder}
        onPaid={(captured) => {
          notify.success(DONATION_THANKS_MESSAGE);
          navigate(successPathForOrder(captured.orderID));
        }}
        messages={DONATION_PAYMENT_MESSAGES}
      />
    </>
  );
}
