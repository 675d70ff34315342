import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentsConfig } from '../../../../config';
import { DEFAULT_LANGUAGE } from '@parish/shared-types';
import { apiTexts } from '../../../../lib/i18n';
import {
  callProvider,
  ProviderError,
  type CardCheckoutProvider,
  type CheckoutRequest,
  type SubscriptionChange,
  type SubscriptionProvider,
} from './types';

type StripeConfig = NonNullable<PaymentsConfig['stripe']>;

/**
 * Stripe refuses an `expires_at` less than 30 minutes ahead; one more minute
 * covers the time the request takes to arrive.
 */
const STRIPE_MIN_SESSION_MS = 31 * 60 * 1000;

/**
 * The form fields of `POST /v1/checkout/sessions` (Stripe's bracketed form
 * encoding). A recurring gift subscribes to the parish's own Price for its
 * frequency when one is configured ($1.00 a unit, as many units as the gift
 * has dollars), else to an inline price; a covered fee is its own line.
 */
function checkoutSessionForm(
  request: CheckoutRequest,
  recurringPrices: StripeConfig['recurringPrices'],
): URLSearchParams {
  const form = new URLSearchParams();
  const { recurring } = request;
  form.set('mode', recurring ? 'subscription' : 'payment');
  let line = 0;
  const addInlineLine = (name: string, unitAmountCents: number) => {
    const item = `line_items[${line}]`;
    form.set(`${item}[quantity]`, '1');
    form.set(`${item}[price_data][currency]`, 'usd');
    form.set(`${item}[price_data][unit_amount]`, String(unitAmountCents));
    form.set(`${item}[price_data][product_data][name]`, name);
    if (recurring) {
      form.set(`${item}[price_data][recurring][interval]`, recurring.interval);
      form.set(`${item}[price_data][recurring][interval_count]`, String(recurring.intervalCount));
    }
    line += 1;
  };
  const giftCents = request.amountCents - request.feeCents;
  const configuredPrice = recurring ? recurringPrices?.[recurring.priceId] : undefined;
  if (configuredPrice) {
    // Gifts are whole dollars (the shared schema), so the units are exact.
    form.set('line_items[0][price]', configuredPrice);
    form.set('line_items[0][quantity]', String(giftCents / 100));
    line = 1;
  } else {
    addInlineLine(request.description, giftCents);
  }
  if (request.feeCents > 0) {
    const language = request.language ?? DEFAULT_LANGUAGE;
    addInlineLine(apiTexts(language)('api.checkout.feeLine'), request.feeCents);
  }
  form.set('success_url', request.successUrl);
  form.set('cancel_url', request.cancelUrl);
  // Stripe's page in the visitor's language; an English page leaves it to Stripe, as before.
  if (request.language && request.language !== DEFAULT_LANGUAGE) {
    form.set('locale', request.language);
  }
  form.set('client_reference_id', String(request.paymentId));
  form.set('metadata[payment_id]', String(request.paymentId));
  if (recurring) form.set('subscription_data[metadata][payment_id]', String(request.paymentId));
  if (request.expiresAt) {
    const expiresAt = Math.max(request.expiresAt.getTime(), Date.now() + STRIPE_MIN_SESSION_MS);
    form.set('expires_at', String(Math.ceil(expiresAt / 1000)));
  }
  return form;
}

/**
 * Stripe Checkout over its REST API (no SDK): a session per payment, the
 * visitor pays on Stripe's page, and the webhook reports the outcome.
 */
export function stripeCardProvider(config: StripeConfig): CardCheckoutProvider {
  async function post(path: string, form?: URLSearchParams, idempotencyKey?: string) {
    const headers: Record<string, string> = { authorization: `Bearer ${config.secretKey}` };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    const answer = await callProvider('stripe', 'Stripe', `${config.apiBase}${path}`, {
      method: 'POST',
      headers,
      body: form?.toString(),
    });
    if (answer.status >= 300) throw failure(answer.status, answer.body);
    return answer;
  }

  function failure(status: number, body: unknown): ProviderError {
    const error = (body as { error?: { message?: string; code?: string } } | null)?.error;
    return new ProviderError(
      'stripe',
      error?.message ?? `unexpected answer (${status})`,
      status,
      error?.code,
    );
  }

  return {
    name: 'stripe',
    async createCheckoutSession(request) {
      const { status, body } = await post(
        '/v1/checkout/sessions',
        checkoutSessionForm(request, config.recurringPrices),
        // A retried request for the same payment makes no second session.
        `parish-payment-${request.paymentId}`,
      );
      const session = body as { id?: unknown; url?: unknown } | null;
      if (typeof session?.id !== 'string' || typeof session.url !== 'string') {
        throw failure(status, body);
      }
      return { id: session.id, url: session.url };
    },

    async expireCheckoutSession(sessionId) {
      await post(`/v1/checkout/sessions/${encodeURIComponent(sessionId)}/expire`);
    },
  };
}

interface StripeSubscriptionItem {
  id: string;
  price: { product: string };
}

/** The subscription's items as Stripe lists them: the gift's line first, then a covered fee's. */
function subscriptionItems(body: unknown): StripeSubscriptionItem[] {
  const items = (body as { items?: { data?: unknown } } | null)?.items?.data;
  if (!Array.isArray(items)) return [];
  return items.filter(
    (item): item is StripeSubscriptionItem =>
      typeof (item as StripeSubscriptionItem | null)?.id === 'string' &&
      typeof (item as StripeSubscriptionItem).price?.product === 'string',
  );
}

/**
 * The form of `POST /v1/subscriptions/{id}` that gives a subscription a
 * donor's new amount and frequency: each line keeps its item and product
 * with a new price (the configured Price × dollars, else an inline one),
 * the fee line follows the new amount, and nothing is prorated: the new
 * terms apply from the next gift.
 */
function subscriptionChangeForm(
  items: StripeSubscriptionItem[],
  change: SubscriptionChange,
  recurringPrices: StripeConfig['recurringPrices'],
): URLSearchParams {
  const form = new URLSearchParams();
  form.set('proration_behavior', 'none');
  const setInline = (index: number, item: StripeSubscriptionItem, cents: number) => {
    const key = `items[${index}]`;
    form.set(`${key}[id]`, item.id);
    form.set(`${key}[quantity]`, '1');
    form.set(`${key}[price_data][currency]`, 'usd');
    form.set(`${key}[price_data][product]`, item.price.product);
    form.set(`${key}[price_data][unit_amount]`, String(cents));
    form.set(`${key}[price_data][recurring][interval]`, change.recurring.interval);
    form.set(
      `${key}[price_data][recurring][interval_count]`,
      String(change.recurring.intervalCount),
    );
  };
  const [gift, fee] = items;
  if (!gift) throw new ProviderError('stripe', 'the subscription has no items');
  const configuredPrice = recurringPrices?.[change.recurring.priceId];
  if (configuredPrice) {
    form.set('items[0][id]', gift.id);
    form.set('items[0][price]', configuredPrice);
    form.set('items[0][quantity]', String(change.giftCents / 100));
  } else {
    setInline(0, gift, change.giftCents);
  }
  if (fee && change.feeCents > 0) setInline(1, fee, change.feeCents);
  if (fee && change.feeCents === 0) {
    form.set('items[1][id]', fee.id);
    form.set('items[1][deleted]', 'true');
  }
  return form;
}

/** A recurring gift's Stripe subscription, changed, paused, resumed or cancelled for its donor. */
export function stripeSubscriptionProvider(config: StripeConfig): SubscriptionProvider {
  async function call(method: 'GET' | 'POST' | 'DELETE', path: string, form?: URLSearchParams) {
    const headers: Record<string, string> = { authorization: `Bearer ${config.secretKey}` };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const answer = await callProvider('stripe', 'Stripe', `${config.apiBase}${path}`, {
      method,
      headers,
      body: form?.toString(),
    });
    if (answer.status >= 300) {
      const error = (answer.body as { error?: { message?: string; code?: string } } | null)?.error;
      throw new ProviderError(
        'stripe',
        error?.message ?? `unexpected answer (${answer.status})`,
        answer.status,
        error?.code,
      );
    }
    return answer.body;
  }
  const at = (id: string) => `/v1/subscriptions/${encodeURIComponent(id)}`;
  return {
    name: 'stripe',
    async changeSubscription(subscriptionId, change) {
      const items = subscriptionItems(await call('GET', at(subscriptionId)));
      await call(
        'POST',
        at(subscriptionId),
        subscriptionChangeForm(items, change, config.recurringPrices),
      );
    },
    async pauseSubscription(subscriptionId) {
      // `void`: invoices made while paused are voided, so nothing is charged.
      await call(
        'POST',
        at(subscriptionId),
        new URLSearchParams({ 'pause_collection[behavior]': 'void' }),
      );
    },
    async resumeSubscription(subscriptionId) {
      // An empty value unsets `pause_collection` (Stripe's way to resume collection).
      await call('POST', at(subscriptionId), new URLSearchParams({ pause_collection: '' }));
    },
    async cancelSubscription(subscriptionId) {
      await call('DELETE', at(subscriptionId));
    },
  };
}

/** How old a signed webhook may be (Stripe's own libraries use 5 minutes). */
const STRIPE_SIGNATURE_TOLERANCE_S = 300;

/**
 * Checks a `Stripe-Signature` header (`t=…,v1=…[,v1=…]`): an HMAC-SHA256 with
 * the endpoint's secret over `${t}.${payload}`, made at most 5 minutes ago.
 * Returns why it fails, or null when it is genuine.
 */
export function stripeSignatureProblem(
  payload: Buffer,
  header: string | undefined,
  secret: string,
  options: { nowSeconds?: number } = {},
): string | null {
  if (!header) return 'The Stripe-Signature header is missing.';
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((text) => text.trim());
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) {
    return 'The Stripe-Signature header is malformed.';
  }
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > STRIPE_SIGNATURE_TOLERANCE_S) {
    return 'The Stripe signature is too old.';
  }
  const expected = Buffer.from(signStripePayload(payload, timestamp, secret), 'hex');
  const genuine = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return genuine ? null : 'The Stripe signature does not match.';
}

/** The v1 signature Stripe puts on `payload` sent at `timestamp` (seconds). */
export function signStripePayload(payload: Buffer | string, timestamp: number, secret: string) {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex');
}
