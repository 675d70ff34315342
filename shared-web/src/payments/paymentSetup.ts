import { apiPaths, givingCalls, type PaymentSetup } from '@parish/shared-types';
import { apiClient, apiQuery, useApiQuery } from '@parish/shared-web';

// Only the giving calls: the pages that ask for the setup need no other.
const api = givingCalls(apiClient);

/** `GET /api/payments/setup`: sandbox mode, or which provider takes each method (null: not offered). */
export function getPaymentSetup(signal?: AbortSignal): Promise<PaymentSetup> {
  return api.payments.setup(signal);
}

export function usePaymentSetup() {
  return useApiQuery(apiQuery(apiPaths.paymentSetup, getPaymentSetup));
}
