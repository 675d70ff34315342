/**
 * Capturing an approved PayPal order: the provider takes the money, then
 * the payment is settled. Capturing again answers the same receipt without
 * asking PayPal.
 */
import {
  ORDER_CLOSED_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  PAYMENT_FAILED_MESSAGE,
  PAYPAL_PAYMENTS_UNAVAILABLE_MESSAGE,
  type CapturedOrder,
  type PaymentPurpose,
} from '@parish/shared-types';
import type { FastifyBaseLogger } from 'fastify';
import { toDollars } from '../../../lib/money';
import { conflict, failure, notFound, ok, type Result } from '../../../lib/result';
import type { PaymentContext } from './context';
import { ProviderError } from './providers/types';
import { isOpen, type PaymentRow } from './repository';
import { closePayment, completePayment, findCurrentPayment, markPending } from './settlement';

/** The answer to a capture; `pending` while PayPal holds the money for review. */
export interface Capture {
  receipt: CapturedOrder;
  pending: boolean;
}

function receipt(payment: PaymentRow, status: CapturedOrder['status']): CapturedOrder {
  return {
    orderID: payment.providerReference ?? '',
    status,
    payment_id: payment.id,
    amount: toDollars(payment.amountCents),
    currency: 'USD',
    purpose: payment.purpose as PaymentPurpose,
    booking_id: payment.bookingId,
  };
}

export async function captureOrder(
  { db, providers, outbox, timeZone }: PaymentContext,
  orderID: string,
  log: FastifyBaseLogger,
): Promise<Result<Capture>> {
  const provider = providers.paypal;
  if (!provider) return notFound(PAYPAL_PAYMENTS_UNAVAILABLE_MESSAGE);
  // Only an order started as this provider's PayPal order: never a card
  // checkout's session, nor an order of the sandbox once the site is live.
  const payment = await findCurrentPayment(db, {
    provider: provider.name,
    method: 'paypal',
    reference: orderID,
  });
  if (!payment) return notFound(ORDER_NOT_FOUND_MESSAGE, 'orderID');
  if (payment.status === 'completed') {
    return ok({ receipt: receipt(payment, 'COMPLETED'), pending: false });
  }
  if (!isOpen(payment)) return conflict(ORDER_CLOSED_MESSAGE, 'orderID');

  let capture;
  try {
    capture = await provider.captureOrder(orderID);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    log.error({ err: error, paymentId: payment.id }, 'PayPal capture failed');
    return failure('provider_failed', PAYMENT_FAILED_MESSAGE, 'orderID');
  }
  if (capture.status === 'DECLINED') {
    const closed = await closePayment(db, payment.id, 'failed', { strict: false });
    if (!closed.ok) return closed;
    return failure('payment_declined', PAYMENT_FAILED_MESSAGE, 'orderID');
  }
  if (capture.amountCents !== null && capture.amountCents !== payment.amountCents) {
    log.error(
      { paymentId: payment.id, expected: payment.amountCents, captured: capture.amountCents },
      'PayPal captured a different amount than the order was created with',
    );
  }
  if (capture.status === 'PENDING') {
    await markPending(db, payment.id);
    return ok({ receipt: receipt(payment, 'PENDING'), pending: true });
  }
  // The money is in: settle it even if the hold lapsed since the check above.
  const completed = await completePayment(db, payment.id, {
    afterClose: true,
    log,
    outbox,
    timeZone,
  });
  return completed.ok
    ? ok({ receipt: receipt(completed.value, 'COMPLETED'), pending: false })
    : completed;
}
