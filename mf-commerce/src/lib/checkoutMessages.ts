import type { PaymentMessages } from '@parish/shared-web/payments';
import type { CommerceMessageId, CommerceTranslate } from './i18n';

/** Spec §8's success notice after a shop purchase. */
export const PURCHASE_THANKS_MESSAGE: CommerceMessageId = 'commerce.checkout.purchaseThanks';
/** Spec §8's success notice after a gift. */
export const DONATION_THANKS_MESSAGE: CommerceMessageId = 'commerce.checkout.donationThanks';

/** The ids of a payment dialog's failure messages. */
export type PaymentMessageIds = { [K in keyof PaymentMessages]-?: CommerceMessageId };

/** Spec §8: the shop's failures ('Payment failed…' for a card or capture failure). */
export const SHOP_PAYMENT_MESSAGES: PaymentMessageIds = {
  cardFailed: 'commerce.checkout.paymentFailed',
  paypalFailed: 'commerce.checkout.paymentFailed',
  paypalOrderFailed: 'commerce.checkout.shopPayPalFailed',
  paypalButtonsFailed: 'commerce.checkout.shopPayPalFailed',
};

/** Spec §8: the donations' PayPal failures, each in its words; a card failure as the shop's. */
export const DONATION_PAYMENT_MESSAGES: PaymentMessageIds = {
  cardFailed: 'commerce.checkout.paymentFailed',
  paypalFailed: 'commerce.checkout.giftCaptureFailed',
  paypalOrderFailed: 'commerce.checkout.giftOrderFailed',
  paypalButtonsFailed: 'commerce.checkout.giftPayPalFailed',
};

/** The messages a payment dialog takes, in the page's language. */
export function paymentMessages(ids: PaymentMessageIds, t: CommerceTranslate): PaymentMessages {
  return {
    cardFailed: t(ids.cardFailed),
    paypalFailed: t(ids.paypalFailed),
    paypalOrderFailed: t(ids.paypalOrderFailed),
    paypalButtonsFailed: t(ids.paypalButtonsFailed),
  };
}

/** A receipt of a payment the card processor has not confirmed yet. */
export const AWAITING_CONFIRMATION_NOTE: CommerceMessageId =
  'commerce.checkout.awaitingConfirmation';
