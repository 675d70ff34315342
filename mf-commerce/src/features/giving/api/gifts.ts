import type {
  CapturedOrder,
  CheckoutSession,
  NormalizedGift,
  PayPalOrder,
  RecurringDonationInput,
} from '@parish/shared-types';
import { api } from '../../../lib/api';

/** `POST /api/payment/donate`: a card checkout of a one-time gift (its funds, its fee choice). */
export function startGiftCheckout(gift: NormalizedGift): Promise<CheckoutSession> {
  return api.payments.donate(gift);
}

/** `POST /api/payment/recurring-donate`: a card checkout that sets up a recurring gift. */
export function startRecurringGiftCheckout(gift: RecurringDonationInput): Promise<CheckoutSession> {
  return api.payments.recurringDonate(gift);
}

/** `POST /api/config/create-order`: a PayPal order for a one-time gift. */
export function createGiftOrder(gift: NormalizedGift): Promise<PayPalOrder> {
  return api.payments.createOrder(gift);
}

/** `POST /api/config/capture-order`: the gift's money, once PayPal has approved it. */
export function captureGiftOrder(orderID: string): Promise<CapturedOrder> {
  return api.payments.captureOrder({ orderID });
}
