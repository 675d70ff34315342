/**
 * The receipt a payer sees on the success page, found by the reference the
 * provider sent them back with (a checkout session or PayPal order id). It
 * says what was paid and where it went, never who paid.
 */
import {
  recurringGiftPlan,
  type Language,
  type PaymentReceipt,
  type RecurringGiftPriceId,
} from '@parish/shared-types';
import type { Database } from '../../../db';
import { notFound, ok, type Result } from '../../../lib/result';
import { findPaymentByAnyReference, fundSharesOf } from './gifts-repository';
import { purchasedItems, toPaymentJson } from './repository';

export const RECEIPT_NOT_FOUND_MESSAGE = 'No receipt was found for this payment.';

/** Checkout session ids and order ids: letters, digits, `_` and `-`. */
const REFERENCE_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** The receipt of the payment `reference` names, its items named in `language` (the page's). */
export async function findReceipt(
  db: Database,
  reference: string,
  language: Language,
): Promise<Result<PaymentReceipt>> {
  const row = REFERENCE_PATTERN.test(reference)
    ? await findPaymentByAnyReference(db, reference)
    : undefined;
  // Bookings have their own confirmation page; nothing paid, nothing to show.
  if (!row || row.purpose === 'booking' || row.status === 'failed' || row.status === 'cancelled') {
    return notFound(RECEIPT_NOT_FOUND_MESSAGE);
  }
  const shares = await fundSharesOf(db, [row.id]);
  const payment = toPaymentJson(row, shares.get(row.id));
  return ok({
    reference,
    purpose: payment.purpose as PaymentReceipt['purpose'],
    status: payment.status as PaymentReceipt['status'],
    amount: payment.amount,
    processing_fee: payment.processing_fee,
    funds: payment.funds,
    items: purchasedItems(row, language),
    frequency: payment.price_id
      ? recurringGiftPlan(payment.price_id as RecurringGiftPriceId).label
      : null,
    date: payment.completed_at ?? payment.created_at,
  });
}
