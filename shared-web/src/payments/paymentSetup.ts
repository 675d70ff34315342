import { apiPaths, createParishApi, type PaymentSetup } from '@parish/shared-types';
import { apiClient, apiQuery, useApiQuery } from '@parish/shared-web';

const api = createParishApi(apiClient);

/** `GET /api/payments/setup`: sandbox mode, or which provider takes each method (null: not offered). */
export function getPaymentSetup(signal?: AbortSignal): Promise<PaymentSetup> {
  return api.payments.setup(signal);
}

export function usePaymentSetup() {
  return useApiQuery(apiQuery(apiPaths.paymentSetup, getPaymentSetup));
}
