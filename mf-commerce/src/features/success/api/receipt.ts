import { apiPaths, type PaymentReceipt } from '@parish/shared-types';
import { apiQuery, useApiQuery } from '@parish/shared-web';
import { api } from '../../../lib/api';

/**
 * `GET /api/payments/receipts/:reference`: the receipt of the payment the
 * visitor came back from; null when the address names none.
 */
export function getReceipt(
  reference: string | null,
  signal?: AbortSignal,
): Promise<PaymentReceipt | null> {
  return reference ? api.payments.receipt(reference, signal) : Promise.resolve(null);
}

export function useReceipt(reference: string | null) {
  return useApiQuery(
    apiQuery(apiPaths.paymentReceipt(reference ?? ''), (signal) => getReceipt(reference, signal)),
  );
}
