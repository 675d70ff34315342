import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentsConfig } from '../../../config';
import { ProviderError, type CardCheckoutProvider, type CheckoutRequest } from './types';

type StripeConfig = NonNullable<PaymentsConfig['stripe']>;

/**
 * Stripe refuses an `expires_at` less than 30 minutes ahead; one more minute
 * covers the time the request takes to arrive.
 */
const STRIPE_MIN_SESSION_MS = 31 * 60 * 1000;
const REQUEST_TIMEOUT_MS = 10_000;

/** The form fields of `POST /v1/checkout/sessions` (Stripe's bracketed form encoding). */
export function checkoutSessionForm(request: CheckoutRequest, now = Date.now()): URLSearchParams {
  const form = new URLSearchParams();
  form.set('mode', request.recurring ? 'subscription' : 'payment');
  form.set('line_items[0][quantity]', '1');
  form.set('line_items[0][price_data][currency]', 'usd');
  form.set('line_items[0][price_data][unit_amount]', String(request.amountCents));
  form.set('line_items[0][price_data][product_data][name]', request.description);
  if (request.recurring) {
    form.set('line_items[0][price_data][recurring][interval]', request.recurring.interval);
    form.set(
      'line_items[0][price_data][recurring][interval_count]',
      String(request.recurring.intervalCount),
    );
  }
  form.set('success_url', request.successUrl);
  form.set('cancel_url', request.cancelUrl);
  form.set('client_reference_id', String(request.paymentId));
  form.set('metadata[payment_id]', String(request.paymentId));
  if (request.expiresAt) {
    const expiresAt = Math.max(request.expiresAt.getTime(), now + STRIPE_MIN_SESSION_MS);
    form.set('expires_at', String(Math.ceil(expiresAt / 1000)));
  }
  return form;
}

/**
 * Stripe Checkout over its REST API (no SDK): a session per payment, the
 * visitor pays on Stripe's page, and the webhook reports the outcome.
 */
export function stripeCardProvider(config: StripeConfig): CardCheckoutProvider {
  return {
    name: 'stripe',
    async createCheckoutSession(request) {
      let response: Response;
      try {
        response = await fetch(`${config.apiBase}/v1/checkout/sessions`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.secretKey}`,
            'content-type': 'application/x-www-form-urlencoded',
            // A retried request for the same payment makes no second session.
            'idempotency-key': `parish-payment-${request.paymentId}`,
          },
          body: checkoutSessionForm(request).toString(),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        throw new ProviderError('stripe', `cannot reach Stripe: ${(error as Error).message}`);
      }
      const body = (await response.json().catch(() => null)) as {
        id?: unknown;
        url?: unknown;
        error?: { message?: string; code?: string };
      } | null;
      if (!response.ok || typeof body?.id !== 'string' || typeof body.url !== 'string') {
        throw new ProviderError(
          'stripe',
          body?.error?.message ?? `unexpected answer (${response.status})`,
          response.status,
          body?.error?.code,
        );
      }
      return { id: body.id, url: body.url };
    },

    async expireCheckoutSession(sessionId) {
      let response: Response;
      try {
        response = await fetch(
          `${config.apiBase}/v1/checkout/sessions/${encodeURIComponent(sessionId)}/expire`,
          {
            method: 'POST',
            headers: { authorization: `Bearer ${config.secretKey}` },
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          },
        );
      } catch (error) {
        throw new ProviderError('stripe', `cannot reach Stripe: ${(error as Error).message}`);
      }
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as {
          error?: { message?: string; code?: string };
        } | null;
        throw new ProviderError(
          'stripe',
          body?.error?.message ?? `unexpected answer (${response.status})`,
          response.status,
          body?.error?.code,
        );
      }
    },
  };
}

/** How old a signed webhook may be (Stripe's own libraries use 5 minutes). */
export const STRIPE_SIGNATURE_TOLERANCE_S = 300;

/**
 * Checks a `Stripe-Signature` header (`t=…,v1=…[,v1=…]`): an HMAC-SHA256 with
 * the endpoint's secret over `${t}.${payload}`, made at most `tolerance`
 * seconds ago. Returns why it fails, or null when it is genuine.
 */
export function stripeSignatureProblem(
  payload: Buffer,
  header: string | undefined,
  secret: string,
  options: { nowSeconds?: number; toleranceSeconds?: number } = {},
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
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? STRIPE_SIGNATURE_TOLERANCE_S)) {
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
