import {
  apiPaths,
  type CapturedOrder,
  type CheckoutSession,
  type PaymentReceipt,
  type PayPalOrder,
} from '@parish/shared-types';
import {
  type IntentionDay,
  type MassIntentionReceipt,
  type MassIntentionRequest,
} from '@parish/shared-types/intentions';
import { apiQuery, useApiQuery } from '@parish/shared-web';
import { api } from '../../../lib/api';

/** `GET /api/mass-intentions/masses/?date=`: the day's Masses and their room (read in the browser). */
function intentionDayQuery(date: string) {
  return apiQuery(`${apiPaths.massIntentionMasses}?date=${date}`, (signal) =>
    api.intentions.day(date, signal),
  );
}

export function useIntentionDay(date: string) {
  return useApiQuery<IntentionDay>(intentionDayQuery(date));
}

/** Asks for the intention: its Mass is held while the offering is paid. */
export function requestIntention(input: MassIntentionRequest): Promise<MassIntentionReceipt> {
  return api.intentions.request(input);
}

/** The offering by card: the checkout (Stripe's, or the sandbox's page) the visitor is sent to. */
export function startIntentionCheckout(intentionId: number): Promise<CheckoutSession> {
  return api.payments.createCheckoutSession({ intention_id: intentionId });
}

/** The offering by PayPal: the order PayPal's buttons approve. */
export function createIntentionOrder(intentionId: number): Promise<PayPalOrder> {
  return api.payments.createOrder({ intention_id: intentionId });
}

export function captureIntentionOrder(orderID: string): Promise<CapturedOrder> {
  return api.payments.captureOrder({ orderID });
}

/** The receipt of the payment a card payer came back with (`?session_id=`). */
export function useOfferingReceipt(reference: string) {
  return useApiQuery<PaymentReceipt>(
    apiQuery(apiPaths.paymentReceipt(reference), (signal) =>
      api.payments.receipt(reference, signal),
    ),
  );
}
