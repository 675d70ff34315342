import { Grid, Stack } from '@mui/material';
import { SchemaForm } from '@parish/shared-web';
import { PaymentDialog } from '@parish/shared-web/payments';
import { DONATION_PAYMENT_MESSAGES, DONATION_THANKS_MESSAGE } from '../../../lib/checkoutMessages';
import { useThankAndShowReceipt } from '../../../lib/useThankAndShowReceipt';
import { captureGiftOrder, createGiftOrder, startGiftCheckout } from '../api/gifts';
import { useGiftForm } from '../hooks/useGiftForm';
import { giftBeingPaid, giftInput, ONE_TIME_GIFT_START, oneTimeGiftSchema } from '../lib/giftForm';
import { AmountPicker } from './AmountPicker';
import { CoverFeeField } from './CoverFeeField';
import { FundPicker } from './FundPicker';
import { GiftBreakdown } from './GiftBreakdown';
import { GiftSubmitButton } from './GiftSubmitButton';
import { GivingCard } from './GivingCard';
import { ReceiptContactFields } from './ReceiptContactFields';

/**
 * The Online tab: the One-Time Gift card (amount) and the Designated Gift
 * card (funds) make one gift, and the Your Receipt card says who it is
 * mailed to. Donate Now checks it all with the shared schemas, then the
 * payment dialog shows its breakdown and takes card or PayPal.
 */
export function OneTimeGiftForm() {
  const thankAndShowReceipt = useThankAndShowReceipt(DONATION_THANKS_MESSAGE);
  const { form, paying, closePayment, saveDraft } = useGiftForm(oneTimeGiftSchema, {
    initialValues: ONE_TIME_GIFT_START,
    toInput: giftInput,
    draftName: 'one-time-gift',
  });

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
          <Grid size={12}>
            <GivingCard title="Your Receipt" blurb="Where we send the receipt for your gift.">
              <ReceiptContactFields form={form} />
            </GivingCard>
          </Grid>
        </Grid>
        <Stack spacing={2} sx={{ mt: 3, alignItems: 'flex-start' }}>
          <CoverFeeField form={form} />
          <GiftSubmitButton form={form}>Donate Now</GiftSubmitButton>
        </Stack>
      </SchemaForm>
      <PaymentDialog
        open={paying !== null}
        onClose={closePayment}
        title="Complete Your Gift"
        summary={paying && <GiftBreakdown gift={paying} />}
        startCardCheckout={() => {
          saveDraft();
          return startGiftCheckout(giftBeingPaid(paying));
        }}
        createPayPalOrder={() => createGiftOrder(giftBeingPaid(paying))}
        capturePayPalOrder={captureGiftOrder}
        onPaid={thankAndShowReceipt}
        messages={DONATION_PAYMENT_MESSAGES}
      />
    </>
  );
}
