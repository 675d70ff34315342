/**
 * Every payment flow: the server prices what is paid for from its own data,
 * records the payment, asks the provider, and settles the payment (and the
 * booking it pays for) exactly once however often the provider reports it.
 */
import {
  BOOKING_ALREADY_PAID_MESSAGE,
  BOOKING_NOT_FOUND_MESSAGE,
  BOOKING_NOT_PAYABLE_MESSAGE,
  CARD_PAYMENT_MINIMUM_MESSAGE,
  MIN_CARD_PAYMENT_CENTS,
  ORDER_CLOSED_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  PAYMENT_FAILED_MESSAGE,
  PAYMENT_UNDER_WAY_MESSAGE,
  productName,
  recurringGiftPlan,
  SHOP_ITEM_UNAVAILABLE_MESSAGE,
  type CapturedOrder,
  type CheckoutSession,
  type PaymentMethod,
  type PaymentPurpose,
  type PayPalOrder,
  type RecurringGiftPriceId,
} from '@parish/shared-types';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsConfig } from '../../config';
import type { Database, Executor } from '../../db';
import { single } from '../../db/rows';
import { bookings, events, payments, products } from '../../db/schema';
import { fieldError, HttpError } from '../../http/errors';
import { MAX_ID } from '../../http/validation';
import { toCents, toDollars } from '../../lib/money';
import {
  cancelUnpaidBooking,
  confirmPaidBooking,
  releaseLapsedHoldsNow,
} from '../../lib/seat-holds';
import type { PaymentProviders } from './providers';
import { ProviderError } from './providers/types';
import {
  findLivePaymentOfBooking,
  findPaymentByReference,
  isOpen,
  lockPayment,
  type PaymentDetails,
  type PaymentReference,
  type PaymentRow,
} from './repository';

/** What is to be paid, priced by the server. */
export interface Charge {
  purpose: PaymentPurpose;
  amountCents: number;
  /** The line the visitor sees at checkout. */
  description: string;
  bookingId: string | null;
  details: PaymentDetails | null;
  /** Where the site shows the outcome (paths on SITE_URL). */
  successPath: string;
  cancelPath: string;
  recurring: { interval: 'week' | 'month'; intervalCount: number } | null;
  /** A booking's hold: the checkout should not outlive it. */
  holdExpiresAt: Date | null;
}

/** The request field a charge's amount comes from, named when the amount is refused. */
const AMOUNT_FIELDS: Record<PaymentPurpose, string> = {
  booking: 'booking_id',
  shop: 'product',
  donation: 'amount',
  recurring_donation: 'amount',
};

/** Stripe puts the session id where this placeholder is; the sandbox does the same. */
const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** A shop item at the shop's price, found by id or else by its title (the spec sends `name`). */
export async function quoteProduct(
  db: Executor,
  product: { id?: number; name?: string; title?: string },
  quantity: number,
): Promise<Charge> {
  const name = productName(product);
  const [row] =
    product.id !== undefined
      ? product.id > MAX_ID
        ? []
        : await db.select().from(products).where(eq(products.id, product.id)).limit(1)
      : await db
          .select()
          .from(products)
          .where(sql`lower(${products.title}) = lower(${name})`)
          .orderBy(products.id)
          .limit(1);
  if (!row) throw fieldError(404, 'product', SHOP_ITEM_UNAVAILABLE_MESSAGE);
  return {
    purpose: 'shop',
    amountCents: row.priceCents * quantity,
    description: quantity > 1 ? `${row.title} × ${quantity}` : row.title,
    bookingId: null,
    details: {
      items: [{ product_id: row.id, title: row.title, quantity, unit_price_cents: row.priceCents }],
    },
    successPath: `/success?session_id=${SESSION_ID_PLACEHOLDER}`,
    cancelPath: '/shop',
    recurring: null,
    holdExpiresAt: null,
  };
}

/** A pending booking's total, as the server computed it when the seats were taken. */
export async function quoteBooking(db: Database, bookingId: string): Promise<Charge> {
  await releaseLapsedHoldsNow(db, { bookingId });
  const [row] = await db
    .select({ booking: bookings, event: { title: events.title, date: events.date } })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(eq(bookings.bookingId, bookingId))
    .limit(1);
  if (!row) throw fieldError(404, 'booking_id', BOOKING_NOT_FOUND_MESSAGE);
  const { booking, event } = row;
  if (booking.status === 'confirmed') {
    throw fieldError(409, 'booking_id', BOOKING_ALREADY_PAID_MESSAGE);
  }
  if (booking.status !== 'pending')
    throw fieldError(409, 'booking_id', BOOKING_NOT_PAYABLE_MESSAGE);
  const tickets = booking.numberOfTickets === 1 ? '1 ticket' : `${booking.numberOfTickets} tickets`;
  return {
    purpose: 'booking',
    amountCents: booking.totalCents,
    description: `${tickets}: ${event.title} (${event.date})`,
    bookingId,
    details: null,
    successPath: `/booking-success?bookingId=${encodeURIComponent(bookingId)}`,
    cancelPath: `/event/tickets?eventId=${booking.eventId}`,
    recurring: null,
    holdExpiresAt: booking.expiresAt,
  };
}

/** A one-time gift of `dollars` (validated by the shared schema: 1 to 100,000, cents). */
export function quoteGift(dollars: number): Charge {
  return {
    purpose: 'donation',
    amountCents: toCents(dollars),
    description: 'One-time gift to the parish',
    bookingId: null,
    details: null,
    successPath: `/success?session_id=${SESSION_ID_PLACEHOLDER}`,
    cancelPath: '/giving',
    recurring: null,
    holdExpiresAt: null,
  };
}

export function quoteRecurringGift(priceId: RecurringGiftPriceId, dollars: number): Charge {
  const plan = recurringGiftPlan(priceId);
  return {
    purpose: 'recurring_donation',
    amountCents: toCents(dollars),
    description: `${plan.label} gift to the parish`,
    bookingId: null,
    details: { price_id: plan.priceId },
    successPath: `/success?session_id=${SESSION_ID_PLACEHOLDER}`,
    cancelPath: '/giving',
    recurring: { interval: plan.interval, intervalCount: plan.intervalCount },
    holdExpiresAt: null,
  };
}

/** What one Stripe webhook event did. */
export type WebhookOutcome = 'completed' | 'pending' | 'failed' | 'cancelled' | 'ignored';

export function createPaymentService(
  db: Database,
  providers: PaymentProviders,
  config: PaymentsConfig,
) {
  const siteUrl = (path: string, sessionId?: string) =>
    `${config.siteUrl}${sessionId ? path.replace(SESSION_ID_PLACEHOLDER, sessionId) : path}`;

  /**
   * Records a new payment. For a booking the booking row is locked first and
   * must still be held; a payment already open for it is returned instead
   * (`existing`), so a reloaded page does not start a second one.
   */
  async function openPayment(charge: Charge, method: PaymentMethod, provider: string) {
    return db.transaction(async (tx) => {
      if (charge.bookingId) {
        const [held] = await tx
          .select({ id: bookings.bookingId })
          .from(bookings)
          .where(
            and(
              eq(bookings.bookingId, charge.bookingId),
              eq(bookings.status, 'pending'),
              gt(bookings.expiresAt, sql`now()`),
            ),
          )
          .for('update');
        if (!held) throw fieldError(409, 'booking_id', BOOKING_NOT_PAYABLE_MESSAGE);
        const live = await findLivePaymentOfBooking(tx, charge.bookingId);
        if (live) return { row: live, existing: true };
      }
      const row = single(
        await tx
          .insert(payments)
          .values({
            purpose: charge.purpose,
            provider,
            method,
            bookingId: charge.bookingId,
            amountCents: charge.amountCents,
            status: 'created',
            details: {
              ...charge.details,
              success_path: charge.successPath,
              cancel_path: charge.cancelPath,
            },
          })
          .returning(),
      );
      return { row, existing: false };
    });
  }

  /** A payment open elsewhere for the same booking: reuse it if it is of the same kind. */
  function reuse(row: PaymentRow, method: PaymentMethod): PaymentRow {
    if (row.status === 'completed') {
      throw fieldError(409, 'booking_id', BOOKING_ALREADY_PAID_MESSAGE);
    }
    if (
      row.method !== method ||
      !row.providerReference ||
      (method === 'card' && !row.checkoutUrl)
    ) {
      throw fieldError(409, 'booking_id', PAYMENT_UNDER_WAY_MESSAGE);
    }
    return row;
  }

  /** The provider failed before anything was paid: the payment is closed, the booking kept. */
  async function providerFailed(row: PaymentRow, error: unknown, log: FastifyBaseLogger) {
    log.error({ err: error, paymentId: row.id }, 'payment provider request failed');
    await db
      .update(payments)
      .set({ status: 'failed', updatedAt: sql`now()` })
      .where(and(eq(payments.id, row.id), eq(payments.status, 'created')));
    return new HttpError(502, PAYMENT_FAILED_MESSAGE);
  }

  async function setReference(id: number, reference: string, checkoutUrl: string | null) {
    await db
      .update(payments)
      .set({ providerReference: reference, checkoutUrl, updatedAt: sql`now()` })
      .where(eq(payments.id, id));
  }

  /** Locks the payment's booking (if any) before the payment: the lock order of seat-holds.ts. */
  async function lockPaymentAndBooking(tx: Executor, paymentId: number) {
    const [peek] = await tx
      .select({ bookingId: payments.bookingId })
      .from(payments)
      .where(eq(payments.id, paymentId));
    if (peek?.bookingId) {
      await tx
        .select({ id: bookings.bookingId })
        .from(bookings)
        .where(eq(bookings.bookingId, peek.bookingId))
        .for('update');
    }
    return lockPayment(tx, paymentId);
  }

  /**
   * Marks a payment completed and confirms its booking, once: a repeat
   * (webhook resent, capture retried) changes nothing. `afterClose` accepts
   * a payment already cancelled (the money arrived after the hold lapsed),
   * which then confirms the booking only if its seats are still free.
   */
  async function completePayment(
    paymentId: number,
    options: { afterClose: boolean; log: FastifyBaseLogger },
  ): Promise<PaymentRow> {
    return db.transaction(async (tx) => {
      const payment = await lockPaymentAndBooking(tx, paymentId);
      if (!payment) throw new HttpError(404, ORDER_NOT_FOUND_MESSAGE);
      if (payment.status === 'completed') return payment;
      if (!isOpen(payment) && !(options.afterClose && payment.status === 'cancelled')) {
        throw new HttpError(409, ORDER_CLOSED_MESSAGE);
      }
      const completed = single(
        await tx
          .update(payments)
          .set({ status: 'completed', completedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(payments.id, paymentId))
          .returning(),
      );
      if (payment.bookingId) {
        const { seatsLost } = await confirmPaidBooking(tx, payment.bookingId);
        if (seatsLost) {
          options.log.error(
            { paymentId, bookingId: payment.bookingId },
            'payment completed after its booking lapsed and the seats were sold: refund it',
          );
        }
      }
      return completed;
    });
  }

  /**
   * Closes an open payment as `failed` or `cancelled` and cancels its
   * pending booking (seats released). `strict` makes closing a completed
   * payment a 409; otherwise (provider notices) it is ignored.
   */
  async function closePayment(
    paymentId: number,
    status: 'failed' | 'cancelled',
    options: { strict: boolean },
  ): Promise<PaymentRow> {
    return db.transaction(async (tx) => {
      const payment = await lockPaymentAndBooking(tx, paymentId);
      if (!payment) throw new HttpError(404, ORDER_NOT_FOUND_MESSAGE);
      if (!isOpen(payment)) {
        if (options.strict && payment.status === 'completed') {
          throw new HttpError(409, 'This payment is already completed.');
        }
        return payment;
      }
      const closed = single(
        await tx
          .update(payments)
          .set({ status, updatedAt: sql`now()` })
          .where(eq(payments.id, paymentId))
          .returning(),
      );
      if (payment.bookingId) await cancelUnpaidBooking(tx, payment.bookingId);
      return closed;
    });
  }

  /** The payment behind a provider's reference, its booking's lapsed hold released first. */
  async function findCurrentPayment(where: PaymentReference): Promise<PaymentRow | undefined> {
    const payment = await findPaymentByReference(db, where);
    if (!payment?.bookingId) return payment;
    await releaseLapsedHoldsNow(db, { bookingId: payment.bookingId });
    return findPaymentByReference(db, where);
  }

  async function markPending(paymentId: number) {
    await db
      .update(payments)
      .set({ status: 'pending', updatedAt: sql`now()` })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'created')));
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

  return {
    siteUrl,

    /** A card checkout (Stripe or the sandbox page) for `charge`. */
    async startCardCheckout(
      charge: Charge,
      apiOrigin: string,
      log: FastifyBaseLogger,
    ): Promise<CheckoutSession> {
      // Stripe refuses less (a 502 after the payment was recorded); the sandbox
      // keeps the same rule, so it is met before any provider is asked.
      if (charge.amountCents < MIN_CARD_PAYMENT_CENTS) {
        throw fieldError(400, AMOUNT_FIELDS[charge.purpose], CARD_PAYMENT_MINIMUM_MESSAGE);
      }
      const provider = providers.card;
      const { row, existing } = await openPayment(charge, 'card', provider.name);
      const answer = (payment: PaymentRow, url: string): CheckoutSession => ({
        id: payment.providerReference ?? '',
        url,
        amount: toDollars(payment.amountCents),
        currency: 'USD',
      });
      if (existing) {
        const open = reuse(row, 'card');
        return answer(open, open.checkoutUrl ?? '');
      }
      try {
        const session = await provider.createCheckoutSession({
          paymentId: row.id,
          amountCents: charge.amountCents,
          description: charge.description,
          recurring: charge.recurring,
          successUrl: siteUrl(charge.successPath),
          cancelUrl: siteUrl(charge.cancelPath),
          expiresAt: charge.holdExpiresAt,
          apiOrigin,
        });
        await setReference(row.id, session.id, session.url);
        return answer({ ...row, providerReference: session.id }, session.url);
      } catch (error) {
        if (error instanceof ProviderError) throw await providerFailed(row, error, log);
        throw error;
      }
    },

    /** A PayPal order (PayPal or the sandbox) for `charge`. */
    async createOrder(charge: Charge, log: FastifyBaseLogger): Promise<PayPalOrder> {
      const provider = providers.paypal;
      const { row, existing } = await openPayment(charge, 'paypal', provider.name);
      const answer = (payment: PaymentRow): PayPalOrder => ({
        orderID: payment.providerReference ?? '',
        amount: toDollars(payment.amountCents),
        currency: 'USD',
      });
      if (existing) return answer(reuse(row, 'paypal'));
      try {
        const order = await provider.createOrder({
          paymentId: row.id,
          amountCents: charge.amountCents,
          description: charge.description,
        });
        await setReference(row.id, order.id, null);
        return answer({ ...row, providerReference: order.id });
      } catch (error) {
        if (error instanceof ProviderError) throw await providerFailed(row, error, log);
        throw error;
      }
    },

    /**
     * Captures an approved PayPal order and settles its payment. A repeat
     * answers the same receipt without asking PayPal again.
     */
    async captureOrder(
      orderID: string,
      log: FastifyBaseLogger,
    ): Promise<{ receipt: CapturedOrder; pending: boolean }> {
      const provider = providers.paypal;
      const payment = await findCurrentPayment({
        provider: provider.name,
        method: 'paypal',
        reference: orderID,
      });
      if (!payment) throw fieldError(404, 'orderID', ORDER_NOT_FOUND_MESSAGE);
      if (payment.status === 'completed')
        return { receipt: receipt(payment, 'COMPLETED'), pending: false };
      if (!isOpen(payment)) {
        throw fieldError(409, 'orderID', ORDER_CLOSED_MESSAGE);
      }

      let capture;
      try {
        capture = await provider.captureOrder(orderID);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        log.error({ err: error, paymentId: payment.id }, 'PayPal capture failed');
        throw fieldError(502, 'orderID', PAYMENT_FAILED_MESSAGE);
      }
      if (capture.status === 'DECLINED') {
        await closePayment(payment.id, 'failed', { strict: false });
        throw fieldError(402, 'orderID', PAYMENT_FAILED_MESSAGE);
      }
      if (capture.amountCents !== null && capture.amountCents !== payment.amountCents) {
        log.error(
          { paymentId: payment.id, expected: payment.amountCents, captured: capture.amountCents },
          'PayPal captured a different amount than the order was created with',
        );
      }
      if (capture.status === 'PENDING') {
        await markPending(payment.id);
        return { receipt: receipt(payment, 'PENDING'), pending: true };
      }
      // The money is in: settle it even if the hold lapsed since the check above.
      const completed = await completePayment(payment.id, { afterClose: true, log });
      return { receipt: receipt(completed, 'COMPLETED'), pending: false };
    },

    /**
     * Closes at the provider the checkouts of payments cancelled here (a
     * booking's hold lapsed), so a visitor cannot pay for seats no longer
     * held. Stripe keeps a session open at least 30 minutes, longer than a
     * hold. Runs with the hold sweep; `checkout_url` is cleared once closed.
     */
    async expireLapsedCheckouts(log: FastifyBaseLogger): Promise<number> {
      const provider = providers.card;
      if (!provider.expireCheckoutSession) return 0;
      const lapsed = await db
        .select({ id: payments.id, reference: payments.providerReference })
        .from(payments)
        .where(
          and(
            eq(payments.provider, provider.name),
            eq(payments.method, 'card'),
            eq(payments.status, 'cancelled'),
            isNotNull(payments.checkoutUrl),
            isNotNull(payments.providerReference),
          ),
        )
        .limit(50);
      let closed = 0;
      for (const payment of lapsed) {
        try {
          await provider.expireCheckoutSession(payment.reference ?? '');
        } catch (error) {
          // 4xx: already expired or completed at the provider; nothing left to close.
          const gone =
            error instanceof ProviderError &&
            (error.status ?? 0) >= 400 &&
            (error.status ?? 0) < 500;
          if (!gone) {
            log.warn({ err: error, paymentId: payment.id }, 'could not close a lapsed checkout');
            continue;
          }
        }
        await db.update(payments).set({ checkoutUrl: null }).where(eq(payments.id, payment.id));
        closed += 1;
      }
      return closed;
    },

    findCurrentPayment,
    completePayment,
    closePayment,
    markPending,
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
