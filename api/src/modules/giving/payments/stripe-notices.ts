/**
 * What Stripe's notices about a Checkout Session do to its payment: paid →
 * completed (the booking confirmed), paid later → pending, failed → failed,
 * expired → cancelled (the booking's seats released). Stripe resends
 * notices; settling is idempotent.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db';
import type { Outbox } from '../../messaging';
import { ok, type Result } from '../../../lib/result';
import { setSubscriptionId } from './gifts-repository';
import { findRecurringGiftBySubscription, mailRenewalFailed, recordRenewal } from './renewals';
import { findPaymentByReference } from './repository';
import { closePayment, completePayment, markPending } from './settlement';

/** The parts of a Stripe event this API reads. */
export interface StripeEvent {
  id?: string;
  type?: string;
  data?: {
    object?: {
      id?: string;
      object?: string;
      payment_status?: string;
      amount_total?: number | null;
      /** Subscription mode (a recurring gift): the subscription it started; an invoice's. */
      subscription?: string | null;
      /** Invoices (renewals): what was paid, why, and the page to pay it (update the card). */
      amount_paid?: number;
      billing_reason?: string;
      hosted_invoice_url?: string | null;
      /** Newer API versions name an invoice's subscription here. */
      parent?: { subscription_details?: { subscription?: string | null } | null } | null;
    };
  };
}

export const WEBHOOK_OUTCOMES = ['completed', 'pending', 'failed', 'cancelled', 'ignored'] as const;
/** What one Stripe notice did. */
type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/**
 * A subscription's invoice: a renewal paid (recorded with its receipt) or
 * failed (the donor is mailed the invoice's page to update the card). The
 * first invoice is the checkout's payment, already recorded.
 */
async function settleInvoiceNotice(
  db: Database,
  outbox: Outbox,
  event: StripeEvent,
  log: FastifyBaseLogger,
): Promise<WebhookOutcome> {
  const invoice = event.data?.object;
  const subscription =
    invoice?.subscription ?? invoice?.parent?.subscription_details?.subscription ?? null;
  if (!invoice?.id || !subscription || invoice.billing_reason === 'subscription_create') {
    return 'ignored';
  }
  const gift = await findRecurringGiftBySubscription(db, 'stripe', subscription);
  if (!gift) {
    log.warn({ subscription, type: event.type }, 'Stripe invoice of an unknown subscription');
    return 'ignored';
  }
  if (event.type === 'invoice.paid') {
    const amountCents = invoice.amount_paid ?? gift.amountCents;
    const row = await recordRenewal(db, outbox, gift, { reference: invoice.id, amountCents }, log);
    return row ? 'completed' : 'ignored';
  }
  if (event.type === 'invoice.payment_failed') {
    const updateCardUrl = invoice.hosted_invoice_url ?? `${outbox.siteUrl}/my-giving`;
    await mailRenewalFailed(db, outbox, gift, updateCardUrl, log);
    return 'failed';
  }
  return 'ignored';
}

export async function settleStripeNotice(
  db: Database,
  outbox: Outbox,
  event: StripeEvent,
  log: FastifyBaseLogger,
  /** The parish's time zone: a Mass intention's Mass is found in it. */
  timeZone: string,
): Promise<Result<WebhookOutcome>> {
  const session = event.data?.object;
  if (session?.object === 'invoice') return ok(await settleInvoiceNotice(db, outbox, event, log));
  if (session?.object !== 'checkout.session' || typeof session.id !== 'string') {
    return ok('ignored');
  }
  const payment = await findPaymentByReference(db, {
    provider: 'stripe',
    method: 'card',
    reference: session.id,
  });
  if (!payment) {
    log.warn({ sessionId: session.id, type: event.type }, 'Stripe notice for an unknown session');
    return ok('ignored');
  }
  if (typeof session.amount_total === 'number' && session.amount_total !== payment.amountCents) {
    log.error(
      { paymentId: payment.id, expected: payment.amountCents, paid: session.amount_total },
      'Stripe session total differs from the payment',
    );
  }
  // A recurring gift keeps its subscription's id, whatever became of the first payment.
  if (payment.recurringGiftId !== null && typeof session.subscription === 'string') {
    await setSubscriptionId(db, payment.recurringGiftId, session.subscription);
  }
  const paid =
    session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  const settled = (result: Result<unknown>, outcome: WebhookOutcome) =>
    result.ok ? ok(outcome) : result;
  switch (event.type) {
    case 'checkout.session.completed':
      if (!paid) {
        await markPending(db, payment.id);
        return ok('pending');
      }
      return settled(
        await completePayment(db, payment.id, { afterClose: true, log, outbox, timeZone }),
        'completed',
      );
    case 'checkout.session.async_payment_succeeded':
      return settled(
        await completePayment(db, payment.id, { afterClose: true, log, outbox, timeZone }),
        'completed',
      );
    case 'checkout.session.async_payment_failed':
      return settled(await closePayment(db, payment.id, 'failed', { strict: false }), 'failed');
    case 'checkout.session.expired':
      return settled(
        await closePayment(db, payment.id, 'cancelled', { strict: false }),
        'cancelled',
      );
    default:
      return ok('ignored');
  }
}
