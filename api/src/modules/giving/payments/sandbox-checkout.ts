/**
 * The sandbox provider's checkout: finding the payment behind a session and
 * where the visitor goes once it is approved or cancelled. Approving and
 * cancelling are settlement's `completePayment` and `closePayment`.
 */
import type { Database } from '../../../db';
import { findBookingWithEvent, type BookingWithEvent } from '../../ticketing';
import type { PaymentContext } from './context';
import { siteUrlOf } from './pricing';
import { detailsOf, type PaymentRow } from './repository';
import { findCurrentPayment } from './settlement';

/** The sandbox card payment behind a session id, its lapsed hold released first. */
export async function findSandboxPayment(
  { db, providers }: PaymentContext,
  sessionId: string,
): Promise<PaymentRow | undefined> {
  if (providers.card?.name !== 'sandbox') return undefined;
  return findCurrentPayment(db, { provider: 'sandbox', method: 'card', reference: sessionId });
}

/** The booking a payment is for, with its event, as the checkout page describes it. */
export async function bookingPaidFor(
  db: Database,
  payment: PaymentRow,
): Promise<BookingWithEvent | undefined> {
  return payment.bookingId ? findBookingWithEvent(db, payment.bookingId) : undefined;
}

/** The site's page for the outcome, recorded with the payment when it was opened. */
export function returnUrl(
  { config }: PaymentContext,
  payment: PaymentRow,
  outcome: 'success' | 'cancel',
  sessionId: string,
): string {
  const details = detailsOf(payment);
  const path = outcome === 'success' ? details.success_path : details.cancel_path;
  return siteUrlOf(config, path ?? '/', sessionId);
}
