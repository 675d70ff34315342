import { PAYMENT_FAILED_MESSAGE } from '@parish/shared-types';

/** Spec §8's success notice after a shop purchase. */
export const PURCHASE_THANKS_MESSAGE = 'Payment successful! Thank you for your purchase.';
/** Spec §8's success notice after a gift. */
export const DONATION_THANKS_MESSAGE = 'Thank you for your donation!';

/** Spec §8: the shop's failures ('Payment failed…' for a card or capture failure). */
export const SHOP_PAYMENT_MESSAGES = {
  cardFailed: PAYMENT_FAILED_MESSAGE,
  paypalFailed: PAYMENT_FAILED_MESSAGE,
  paypalOrderFailed: 'PayPal payment failed. Please try another method.',
  paypalButtonsFailed: 'PayPal payment failed. Please try another method.',
};

/** Spec §8: the donations' PayPal failures, each in its words; a card failure as the shop's. */
export const DONATION_PAYMENT_MESSAGES = {
  cardFailed: PAYMENT_FAILED_MESSAGE,
  paypalFailed: 'There was an issue capturing your donation. Please try again.',
  paypalOrderFailed: 'Failed to create PayPal order. Please try again.',
  paypalButtonsFailed: 'There was an error processing your PayPal payment',
};

/** A receipt of a payment the card processor has not confirmed yet. */
export const AWAITING_CONFIRMATION_NOTE =
  'The card processor has not confirmed this payment yet; it will appear as received shortly.';
