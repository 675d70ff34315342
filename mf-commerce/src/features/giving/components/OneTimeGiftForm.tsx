import { Grid, Stack } from '@mui/material';
import { SchemaForm } from '@parish/shared-web';
import { PaymentDialog } from '@parish/shared-web/payments';
import {
  DONATION_PAYMENT_MESSAGES,
  DONATION_THANKS_MESSAGE,
  paymentMessages,
} from '../../../lib/checkoutMessages';
import { useT } from '../lib/i18n';
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
  const t = useT();
  const thankAndShowReceipt = useThankAndShowReceipt(DONATION_THANKS_MESSAGE);
  const { form, paying, closePayment, saveDraft } = useGiftForm(oneTimeGiftSchema, {
    initialValues: ONE_TIME_GIFT_START,
    toInput: giftInput,
    draftName: 'one-time-gift',
  });

  return (
    <>
      <SchemaForm form={form} ariaLabel={t('commerce.giving.oneTime.form')}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <GivingCard
              title={t('commerce.giving.oneTime.title')}
              blurb={t('commerce.giving.oneTime.blurb')}
            >
              <AmountPicker form={form} />
            </GivingCard>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <GivingCard
              title={t('commerce.giving.designated.title')}
              blurb={t('commerce.giving.designated.blurb')}
            >
              <FundPicker form={form} />
            </GivingCard>
          </Grid>
          <Grid size={12}>
            <GivingCard
              title={t('commerce.giving.receipt.title')}
              blurb={t('commerce.giving.receipt.blurb')}
            >
              <ReceiptContactFields form={form} />
            </GivingCard>
          </Grid>
        </Grid>
        <Stack spacing={2} sx={{ mt: 3, alignItems: 'flex-start' }}>
          <CoverFeeField form={form} />
          <GiftSubmitButton form={form}>{t('commerce.giving.donateNow')}</GiftSubmitButton>
        </Stack>
      </SchemaForm>
      <PaymentDialog
        open={paying !== null}
        onClose={closePayment}
        title={t('commerce.giving.oneTime.dialogTitle')}
        summary={paying && <GiftBreakdown gift={paying} />}
        startCardCheckout={() => {
          saveDraft();
          return startGiftCheckout(giftBeingPaid(paying));
        }}
        createPayPalOrder={() => createGiftOrder(giftBeingPaid(paying))}
        capturePayPalOrder={captureGiftOrder}
        onPaid={thankAndShowReceipt}
        messages={paymentMessages(DONATION_PAYMENT_MESSAGES, t)}
      />
    </>
  );
}
