import { createParishApi, type PaymentSetup } from '@parish/shared-types';
import { apiClient, useApiQuery } from '@parish/shared-web';

const api = createParishApi(apiClient);

/** `GET /api/payments/setup`: which provider takes each method (real, or the sandbox). */
export function getPaymentSetup(signal?: AbortSignal): Promise<PaymentSetup> {
  return api.payments.setup(signal);
}

export function usePaymentSetup() {
  return useApiQuery(getPaymentSetup);
}
