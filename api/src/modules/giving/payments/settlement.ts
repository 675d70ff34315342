/**
 * Recording a provider's answer: a payment completes (confirming its
 * booking), fails or is cancelled (releasing its booking's seats), or waits
 * as pending. Each happens once however often the provider reports it.
 */
import { isLanguage, ORDER_CLOSED_MESSAGE, ORDER_NOT_FOUND_MESSAGE } from '@parish/shared-types';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../../db';
import { commitIfOk, conflict, notFound, ok, type Result } from '../../../lib/result';
import {
  cancelUnpaidBooking,
  confirmPaidBooking,
  lockBooking,
  releaseLapsedHoldsNow,
} from '../../ticketing';
import { mailPaidBookingConfirmed } from '../../ticketing';
import type { Outbox } from '../../messaging';
import { setDonorLanguage } from '../donors/repository';
import { mailReceipt } from './mails';
import {
  heldForPayment,
  findPaymentByReference,
  isOpen,
  lockPayment,
  moveOnFromCreated,
  setFinalStatus,
  type PaymentReference,
  type PaymentRow,
} from './repository';
import { bookingPayments } from './booking-payments';
import { cancelUnpaidIntention, confirmPaidIntention, lockHeldIntention } from '../../worship';
import { releaseLapsedIntentionNow } from './intention-payments';

/**
 * Locks the payment's booking or Mass intention (if any) before the
 * payment: the lock order of seat-holds.ts.
 */
async function lockPaymentAndBooking(tx: Transaction, paymentId: number) {
  const { bookingId, intentionId } = await heldForPayment(tx, paymentId);
  if (bookingId) await lockBooking(tx, bookingId);
  if (intentionId) await lockHeldIntention(tx, intentionId);
  return lockPayment(tx, paymentId);
}

/** The payment behind a provider's reference, its booking's lapsed hold released first. */
export async function findCurrentPayment(
  db: Database,
  where: PaymentReference,
): Promise<PaymentRow | undefined> {
  const payment = await findPaymentByReference(db, where);
  if (payment?.intentionId) {
    await releaseLapsedIntentionNow(db, payment.intentionId);
    return findPaymentByReference(db, where);
  }
  if (!payment?.bookingId) return payment;
  await releaseLapsedHoldsNow(db, { bookingId: payment.bookingId }, bookingPayments);
  return findPaymentByReference(db, where);
}

/**
 * Marks a payment completed and confirms its booking, once: a repeat
 * (webhook resent, capture retried) changes nothing. `afterClose` accepts
 * a payment already cancelled (the money arrived after the hold lapsed),
 * which then confirms the booking only if its seats are still free.
 */
export function completePayment(
  db: Database,
  paymentId: number,
  options: { afterClose: boolean; log: FastifyBaseLogger; outbox: Outbox; timeZone: string },
): Promise<Result<PaymentRow>> {
  return commitIfOk(db, async (tx) => {
    const payment = await lockPaymentAndBooking(tx, paymentId);
    if (!payment) return notFound(ORDER_NOT_FOUND_MESSAGE);
    if (payment.status === 'completed') return ok(payment);
    if (!isOpen(payment) && !(options.afterClose && payment.status === 'cancelled')) {
      return conflict(ORDER_CLOSED_MESSAGE);
    }
    const completed = await setFinalStatus(tx, paymentId, 'completed');
    if (payment.bookingId) {
      const { seatsLost } = await confirmPaidBooking(tx, payment.bookingId, bookingPayments);
      if (seatsLost) {
        options.log.error(
          { paymentId, bookingId: payment.bookingId },
          'payment completed after its booking lapsed and the seats were sold: refund it',
        );
      } else {
        await mailPaidBookingConfirmed(tx, options.outbox, payment.bookingId);
      }
    }
    if (payment.intentionId) {
      const { slotLost } = await confirmPaidIntention(
        tx,
        options.outbox,
        payment.intentionId,
        options.timeZone,
      );
      if (slotLost) {
        options.log.error(
          { paymentId, intentionId: payment.intentionId },
          "payment completed after its Mass intention lapsed and the Mass's slots were taken: refund it",
        );
      }
    }
    // A donor's receipts and statements follow the language they last gave in.
    if (completed.donorId && isLanguage(completed.language)) {
      await setDonorLanguage(tx, completed.donorId, completed.language);
    }
    await mailReceipt(tx, options.outbox, completed);
    return ok(completed);
  });
}

/**
 * Closes an open payment as `failed` or `cancelled` and cancels its
 * pending booking (seats released). `strict` makes closing a completed
 * payment a conflict; otherwise (provider notices) it is ignored.
 */
export function closePayment(
  db: Database,
  paymentId: number,
  status: 'failed' | 'cancelled',
  options: { strict: boolean },
): Promise<Result<PaymentRow>> {
  return commitIfOk(db, async (tx) => {
    const payment = await lockPaymentAndBooking(tx, paymentId);
    if (!payment) return notFound(ORDER_NOT_FOUND_MESSAGE);
    if (!isOpen(payment)) {
      if (options.strict && payment.status === 'completed') {
        return conflict('This payment is already completed.');
      }
      return ok(payment);
    }
    const closed = await setFinalStatus(tx, paymentId, status);
    if (payment.bookingId) await cancelUnpaidBooking(tx, payment.bookingId);
    if (payment.intentionId) await cancelUnpaidIntention(tx, payment.intentionId);
    return ok(closed);
  });
}

/** The money is on its way but not in (a PayPal review, a Stripe bank debit): the payment waits. */
export async function markPending(db: Database, paymentId: number): Promise<void> {
  await moveOnFromCreated(db, paymentId, 'pending');
}
