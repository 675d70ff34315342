/**
 * What a payment is for and what it costs, priced from the server's own
 * data: a shop item's price, a booking's total, a gift's amount. A price a
 * client sends is never used.
 */
import {
  BOOKING_ALREADY_PAID_MESSAGE,
  BOOKING_NOT_FOUND_MESSAGE,
  BOOKING_NOT_PAYABLE_MESSAGE,
  CHECKOUT_CANCELLED,
  CHECKOUT_RETURN_PARAM,
  coveredFeeCents,
  DEFAULT_LANGUAGE,
  GIVING_TAB_PARAM,
  localize,
  productName,
  recurringGiftPlan,
  SHOP_ITEM_UNAVAILABLE_MESSAGE,
  SUCCESS_SESSION_PARAM,
  type Language,
  type NormalizedGift,
  type PaymentPurpose,
  type RecurringDonationInput,
  type RecurringGiftPriceId,
} from '@parish/shared-types';
import type { PaymentsConfig } from '../../../config';
import type { Database, Executor } from '../../../db';
import { MAX_ID } from '../../../db/rows';
import { apiTexts } from '../../../lib/i18n';
import { toCents } from '../../../lib/money';
import { conflict, notFound, ok, type Result } from '../../../lib/result';
import { releaseLapsedHoldsNow } from '../../ticketing';
import { findBookingWithEvent } from '../../ticketing';
import { findProduct, findProductByTitle } from '../../content';
import { formatDate } from '../../messaging';
import type { FundShareCents } from './gifts-repository';
import type { PaymentDetails } from './repository';
import { bookingPayments } from './booking-payments';
import { intentionToPay } from '../../worship';
import { releaseLapsedIntentionNow } from './intention-payments';
import type { FundNames } from '../funds/names';

/** What a gift adds to its payment: where the money goes, the fee covered, how often. */
export interface GiftCharge {
  /** Add up to the charge's amount less `feeCents`. */
  funds: FundShareCents[];
  feeCents: number;
  /** Recurring gifts: the frequency, which the provider maps to its own price. */
  priceId: RecurringGiftPriceId | null;
}

/** What is to be paid, priced by the server. */
export interface Charge {
  purpose: PaymentPurpose;
  /** Everything charged: for a gift, its funds' parts plus any covered fee. */
  amountCents: number;
  /** The line the visitor sees at checkout (the provider's page), in the page's language. */
  describe: (language: Language) => string;
  bookingId: string | null;
  /** The Mass intention whose offering it is (docs/mass-intentions.md). */
  intentionId?: number | null;
  details: PaymentDetails | null;
  /** Where the site shows the outcome (paths on SITE_URL). */
  successPath: string;
  cancelPath: string;
  recurring: { interval: 'week' | 'month'; intervalCount: number } | null;
  /** A booking's or an intention's hold: the checkout should not outlive it. */
  holdExpiresAt: Date | null;
  gift: GiftCharge | null;
  /** Who gets the receipt by mail (gifts and purchases); null: nobody asked for one. */
  payer: Payer | null;
}

export interface Payer {
  name: string | null;
  email: string;
}

/** The payer named in a request, if it gave an address to mail the receipt to. */
export function payerOf(input: { payer_name?: string | null; payer_email?: string | null }) {
  return input.payer_email ? { name: input.payer_name ?? null, email: input.payer_email } : null;
}

/** Stripe puts the session id where this placeholder is; the sandbox does the same. */
const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';
/** The site's thank-you page for shop purchases and gifts. */
const SUCCESS_PAGE_PATH = `/success?${SUCCESS_SESSION_PARAM}=${SESSION_ID_PLACEHOLDER}`;

/**
 * Where a cancelled checkout returns: the shop or the giving page, which say
 * that nothing was charged (and the giving page offers the gift again).
 */
const CANCELLED_QUERY = `${CHECKOUT_RETURN_PARAM}=${CHECKOUT_CANCELLED}`;
const SHOP_CANCEL_PATH = `/shop?${CANCELLED_QUERY}`;
const GIVING_CANCEL_PATH = `/giving?${CANCELLED_QUERY}`;

/** A path on the parish site, with the checkout session's id put in when it is known. */
export function siteUrlOf(config: PaymentsConfig, path: string, sessionId?: string): string {
  return `${config.siteUrl}${sessionId ? path.replace(SESSION_ID_PLACEHOLDER, sessionId) : path}`;
}

/** A shop item at the shop's price, found by id or else by its title (the spec sends `name`). */
export async function quoteProduct(
  db: Executor,
  product: { id?: number; name?: string; title?: string },
  quantity: number,
): Promise<Result<Charge>> {
  const row =
    product.id === undefined
      ? await findProductByTitle(db, productName(product))
      : product.id > MAX_ID
        ? undefined
        : await findProduct(db, product.id);
  if (!row) return notFound(SHOP_ITEM_UNAVAILABLE_MESSAGE, 'product');
  return ok({
    purpose: 'shop',
    amountCents: row.priceCents * quantity,
    describe: (language) =>
      apiTexts(language)('api.checkout.item', {
        title: localize({ title: row.title, title_es: row.titleEs }, ['title'], language).title,
        quantity,
      }),
    bookingId: null,
    details: {
      items: [
        {
          product_id: row.id,
          title: row.title,
          title_es: row.titleEs,
          quantity,
          unit_price_cents: row.priceCents,
        },
      ],
    },
    successPath: SUCCESS_PAGE_PATH,
    cancelPath: SHOP_CANCEL_PATH,
    recurring: null,
    holdExpiresAt: null,
    gift: null,
    payer: null,
  });
}

/** A pending booking's total, as the server computed it when the seats were taken. */
export async function quoteBooking(db: Database, bookingId: string): Promise<Result<Charge>> {
  await releaseLapsedHoldsNow(db, { bookingId }, bookingPayments);
  const row = await findBookingWithEvent(db, bookingId);
  if (!row) return notFound(BOOKING_NOT_FOUND_MESSAGE, 'booking_id');
  const { booking, event } = row;
  if (booking.status === 'confirmed') return conflict(BOOKING_ALREADY_PAID_MESSAGE, 'booking_id');
  if (booking.status !== 'pending') return conflict(BOOKING_NOT_PAYABLE_MESSAGE, 'booking_id');
  return ok({
    purpose: 'booking',
    amountCents: booking.totalCents,
    describe: (language) =>
      apiTexts(language)('api.checkout.booking', {
        count: booking.numberOfTickets,
        title: localize({ title: event.title, title_es: event.titleEs }, ['title'], language).title,
        // English shows the date as it always did (YYYY-MM-DD).
        date: language === DEFAULT_LANGUAGE ? event.date : formatDate(event.date, language),
      }),
    bookingId,
    details: null,
    successPath: `/booking-success?bookingId=${encodeURIComponent(bookingId)}`,
    cancelPath: `/event/tickets?eventId=${booking.eventId}`,
    recurring: null,
    holdExpiresAt: booking.expiresAt,
    gift: null,
    // The booking's own mail goes to its first attendee.
    payer: null,
  });
}

/**
 * A held Mass intention's offering, as the parish's rule set it when the
 * slot was taken. A lapsed hold is released first (its slot given back).
 */
export async function quoteIntention(db: Database, intentionId: number): Promise<Result<Charge>> {
  await releaseLapsedIntentionNow(db, intentionId);
  const found = await intentionToPay(db, intentionId);
  if (!found.ok) return found;
  const intention = found.value;
  return ok({
    purpose: 'intention',
    amountCents: intention.amountCents,
    describe: (language) =>
      apiTexts(language)('api.checkout.intention', { date: formatDate(intention.date, language) }),
    bookingId: null,
    intentionId,
    details: null,
    successPath: `/mass-intentions?${SUCCESS_SESSION_PARAM}=${SESSION_ID_PLACEHOLDER}`,
    cancelPath: `/mass-intentions?${CANCELLED_QUERY}`,
    recurring: null,
    holdExpiresAt: intention.expiresAt,
    gift: null,
    // Finance sees who paid; the intention's own mail is the requester's confirmation.
    payer: { name: intention.requestedBy, email: intention.email },
  });
}

/**
 * A gift as the shared schema normalized it (whole dollars, funds summing to
 * the gift), in cents, with the processing fee computed here when the giver
 * covers it: the page's own figure is never taken.
 */
function giftCharge(gift: NormalizedGift, priceId: RecurringGiftPriceId | null) {
  const funds = gift.funds.map((share) => ({
    fund: share.fund,
    amountCents: toCents(share.amount),
  }));
  const giftCents = funds.reduce((sum, share) => sum + share.amountCents, 0);
  const feeCents = gift.cover_fee ? coveredFeeCents(giftCents) : 0;
  return { amountCents: giftCents + feeCents, gift: { funds, feeCents, priceId } };
}

/** `Missions and Youth Ministry` (in `language`), for the line the payer sees at checkout. */
function fundsLine(gift: GiftCharge, language: Language, fundNames: FundNames): string {
  const names = gift.funds.map((share) => fundNames.of(share.fund, language));
  const last = names.at(-1) ?? '';
  return names.length > 1
    ? apiTexts(language)('api.checkout.funds', { rest: names.slice(0, -1).join(', '), last })
    : last;
}

/** A recurring gift's frequency as the API's messages select it (`weekly`, `biweekly`, `monthly`). */
export function frequencyKey(priceId: RecurringGiftPriceId): string {
  return priceId.replace(/^gift-/, '');
}

export function quoteGift(input: NormalizedGift, fundNames: FundNames): Charge {
  const { amountCents, gift } = giftCharge(input, null);
  return {
    purpose: 'donation',
    amountCents,
    describe: (language) =>
      apiTexts(language)('api.checkout.gift', { funds: fundsLine(gift, language, fundNames) }),
    bookingId: null,
    details: null,
    successPath: SUCCESS_PAGE_PATH,
    cancelPath: GIVING_CANCEL_PATH,
    recurring: null,
    holdExpiresAt: null,
    gift,
    payer: payerOf(input),
  };
}

export function quoteRecurringGift(input: RecurringDonationInput, fundNames: FundNames): Charge {
  const plan = recurringGiftPlan(input.priceId);
  const { amountCents, gift } = giftCharge(input, plan.priceId);
  return {
    purpose: 'recurring_donation',
    amountCents,
    describe: (language) =>
      apiTexts(language)('api.checkout.recurringGift', {
        frequency: frequencyKey(plan.priceId),
        funds: fundsLine(gift, language, fundNames),
      }),
    bookingId: null,
    details: { price_id: plan.priceId },
    successPath: SUCCESS_PAGE_PATH,
    cancelPath: `${GIVING_CANCEL_PATH}&${GIVING_TAB_PARAM}=recurring`,
    recurring: { interval: plan.interval, intervalCount: plan.intervalCount },
    holdExpiresAt: null,
    gift,
    payer: payerOf(input),
  };
}
