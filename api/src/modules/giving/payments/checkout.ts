/**
 * Starting a payment: record it, then ask the provider for a card checkout
 * (Stripe or the sandbox page) or a PayPal order. A booking's payment that
 * is already open is handed back rather than started twice.
 */
import {
  BOOKING_ALREADY_PAID_MESSAGE,
  BOOKING_NOT_PAYABLE_MESSAGE,
  BOOKING_OTHER_METHOD_MESSAGE,
  CARD_PAYMENT_MINIMUM_MESSAGE,
  CARD_PAYMENTS_UNAVAILABLE_MESSAGE,
  DEFAULT_LANGUAGE,
  MIN_CARD_PAYMENT_CENTS,
  PAYMENT_FAILED_MESSAGE,
  PAYMENT_UNDER_WAY_MESSAGE,
  PAYPAL_PAYMENTS_UNAVAILABLE_MESSAGE,
  pathInLanguage,
  type CheckoutSession,
  type Language,
  type PaymentMethod,
  type PaymentProvider,
  type PaymentPurpose,
  type PayPalOrder,
} from '@parish/shared-types';
import { INTENTION_CANCELLED_MESSAGE } from '@parish/shared-types/intentions';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db';
import { toDollars } from '../../../lib/money';
import {
  commitIfOk,
  conflict,
  failure,
  invalid,
  notFound,
  ok,
  type Failure,
  type Result,
} from '../../../lib/result';
import { findOrCreateDonor } from '../donors/repository';
import { lockHeldBooking } from '../../ticketing';
import { lockHeldIntention } from '../../worship';
import { findLivePaymentOfIntention } from './intention-payments';
import type { PaymentContext } from './context';
import { siteUrlOf, type Charge } from './pricing';
import { insertFundShares, insertRecurringGift } from './gifts-repository';
import { ProviderError } from './providers/types';
import {
  findLivePaymentOfBooking,
  insertPayment,
  moveOnFromCreated,
  setProviderReference,
  type PaymentRow,
} from './repository';

/** The request field a charge's amount comes from, named when the amount is refused. */
const AMOUNT_FIELDS: Record<PaymentPurpose, string> = {
  booking: 'booking_id',
  shop: 'product',
  donation: 'amount',
  recurring_donation: 'amount',
  intention: 'intention_id',
};

/** A payment just recorded, or (`existing`) the one already open for the same booking. */
interface OpenedPayment {
  row: PaymentRow;
  existing: boolean;
}

/**
 * Records a new payment. For a booking the booking row is locked first and
 * must still be held; a payment already open for it is returned instead
 * (`existing`), so a reloaded page does not start a second one.
 */
function openPayment(
  db: Database,
  charge: Charge,
  method: PaymentMethod,
  provider: PaymentProvider,
  /** The language of the page that asked: the receipt is written in it, and the gift's donor takes it once paid. */
  language: Language,
): Promise<Result<OpenedPayment>> {
  return commitIfOk<OpenedPayment>(db, async (tx) => {
    if (charge.bookingId) {
      const booking = await lockHeldBooking(tx, charge.bookingId);
      if (!booking) return conflict(BOOKING_NOT_PAYABLE_MESSAGE, 'booking_id');
      // Paid the way it was booked: its seats were held for that method's payment.
      if (booking.paymentMethod !== method) {
        return conflict(BOOKING_OTHER_METHOD_MESSAGE, 'booking_id');
      }
      const live = await findLivePaymentOfBooking(tx, charge.bookingId);
      if (live) return ok({ row: live, existing: true });
    }
    if (charge.intentionId) {
      const intention = await lockHeldIntention(tx, charge.intentionId);
      if (!intention) return conflict(INTENTION_CANCELLED_MESSAGE, 'intention_id');
      const live = await findLivePaymentOfIntention(tx, charge.intentionId);
      if (live) return ok({ row: live, existing: true });
    }
    const { gift } = charge;
    // A gift with a payer's address belongs to its donor, found or made here.
    const donor = gift && charge.payer ? await findOrCreateDonor(tx, charge.payer, language) : null;
    // A recurring gift's schedule is written first: its payments point to it.
    const recurringGift = gift?.priceId
      ? await insertRecurringGift(tx, {
          priceId: gift.priceId,
          amountCents: charge.amountCents,
          feeCents: gift.feeCents,
          provider,
          donorId: donor?.id ?? null,
        })
      : null;
    const row = await insertPayment(tx, {
      purpose: charge.purpose,
      provider,
      method,
      bookingId: charge.bookingId,
      intentionId: charge.intentionId ?? null,
      amountCents: charge.amountCents,
      feeCents: gift?.feeCents ?? 0,
      recurringGiftId: recurringGift?.id ?? null,
      status: 'created',
      payerName: charge.payer?.name ?? null,
      payerEmail: charge.payer?.email ?? null,
      donorId: donor?.id ?? null,
      language,
      details: {
        ...charge.details,
        success_path: charge.successPath,
        cancel_path: charge.cancelPath,
      },
    });
    if (gift) await insertFundShares(tx, row.id, gift.funds);
    return ok({ row, existing: false });
  });
}

/** A payment open elsewhere for the same booking: reused if it is of the same kind. */
function reuseOpenPayment(row: PaymentRow, method: PaymentMethod): Result<PaymentRow> {
  if (row.status === 'completed') return conflict(BOOKING_ALREADY_PAID_MESSAGE, 'booking_id');
  if (row.method !== method || !row.providerReference || (method === 'card' && !row.checkoutUrl)) {
    return conflict(PAYMENT_UNDER_WAY_MESSAGE, 'booking_id');
  }
  return ok(row);
}

/** The provider failed before anything was paid: the payment is closed, the booking kept. */
async function providerFailed(
  db: Database,
  row: PaymentRow,
  error: unknown,
  log: FastifyBaseLogger,
): Promise<Failure> {
  log.error({ err: error, paymentId: row.id }, 'payment provider request failed');
  await moveOnFromCreated(db, row.id, 'failed');
  return failure('provider_failed', PAYMENT_FAILED_MESSAGE);
}

/** A card checkout (Stripe or the sandbox page) for `charge`. */
export async function startCardCheckout(
  { db, providers, config }: PaymentContext,
  asked: Charge,
  apiOrigin: string,
  log: FastifyBaseLogger,
  /** The language of the page that asked: the checkout returns to that page's language. */
  language: Language = DEFAULT_LANGUAGE,
): Promise<Result<CheckoutSession>> {
  const charge: Charge = {
    ...asked,
    successPath: pathInLanguage(asked.successPath, language),
    cancelPath: pathInLanguage(asked.cancelPath, language),
  };
  // Stripe refuses less (a 502 after the payment was recorded); the sandbox
  // keeps the same rule, so it is met before any provider is asked.
  if (charge.amountCents < MIN_CARD_PAYMENT_CENTS) {
    return invalid(CARD_PAYMENT_MINIMUM_MESSAGE, AMOUNT_FIELDS[charge.purpose]);
  }
  const provider = providers.card;
  if (!provider) return notFound(CARD_PAYMENTS_UNAVAILABLE_MESSAGE);
  const opened = await openPayment(db, charge, 'card', provider.name, language);
  if (!opened.ok) return opened;
  const { row, existing } = opened.value;
  const answer = (payment: PaymentRow, url: string): CheckoutSession => ({
    id: payment.providerReference ?? '',
    url,
    amount: toDollars(payment.amountCents),
    currency: 'USD',
  });
  if (existing) {
    const open = reuseOpenPayment(row, 'card');
    return open.ok ? ok(answer(open.value, open.value.checkoutUrl ?? '')) : open;
  }
  try {
    const session = await provider.createCheckoutSession({
      paymentId: row.id,
      amountCents: charge.amountCents,
      description: charge.describe(language),
      recurring:
        charge.recurring && charge.gift?.priceId
          ? { ...charge.recurring, priceId: charge.gift.priceId }
          : null,
      feeCents: charge.gift?.feeCents ?? 0,
      successUrl: siteUrlOf(config, charge.successPath),
      cancelUrl: siteUrlOf(config, charge.cancelPath),
      expiresAt: charge.holdExpiresAt,
      apiOrigin,
      language,
    });
    await setProviderReference(db, row.id, session.id, session.url);
    return ok(answer({ ...row, providerReference: session.id }, session.url));
  } catch (error) {
    if (error instanceof ProviderError) return providerFailed(db, row, error, log);
    throw error;
  }
}

/** A PayPal order (PayPal or the sandbox) for `charge`. */
export async function createOrder(
  { db, providers }: PaymentContext,
  charge: Charge,
  log: FastifyBaseLogger,
  /** The language of the page that asked: the receipt is written in it. */
  language: Language = DEFAULT_LANGUAGE,
): Promise<Result<PayPalOrder>> {
  const provider = providers.paypal;
  if (!provider) return notFound(PAYPAL_PAYMENTS_UNAVAILABLE_MESSAGE);
  const opened = await openPayment(db, charge, 'paypal', provider.name, language);
  if (!opened.ok) return opened;
  const { row, existing } = opened.value;
  const answer = (payment: PaymentRow): PayPalOrder => ({
    orderID: payment.providerReference ?? '',
    amount: toDollars(payment.amountCents),
    currency: 'USD',
  });
  if (existing) {
    const open = reuseOpenPayment(row, 'paypal');
    return open.ok ? ok(answer(open.value)) : open;
  }
  try {
    const order = await provider.createOrder({
      paymentId: row.id,
      amountCents: charge.amountCents,
      description: charge.describe(language),
    });
    await setProviderReference(db, row.id, order.id, null);
    return ok(answer({ ...row, providerReference: order.id }));
  } catch (error) {
    if (error instanceof ProviderError) return providerFailed(db, row, error, log);
    throw error;
  }
}
