/**
 * Stripe's notices about Checkout Sessions. The signature is checked over
 * the raw body (so these routes read JSON as bytes), then the session's
 * payment is settled: paid → completed (the booking confirmed), paid later
 * → pending, failed → failed, expired → cancelled (the booking's seats
 * released). Stripe resends notices; settling is idempotent.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db';
import { BODY_NOT_JSON, fieldError, HttpError } from '../../http/errors';
import { docs } from '../../openapi/registry';
import { stripeSignatureProblem } from './providers/stripe';
import { findPaymentByReference } from './repository';
import type { PaymentService, WebhookOutcome } from './service';

export const STRIPE_WEBHOOK_URL = '/api/payments/stripe/webhook';
const STRIPE_WEBHOOK_OFF_MESSAGE = 'Stripe webhooks are not configured on this server.';

interface StripeEvent {
  id?: string;
  type?: string;
  data?: {
    object?: {
      id?: string;
      object?: string;
      payment_status?: string;
      amount_total?: number | null;
    };
  };
}

const receivedJson = z.object({
  received: z.literal(true),
  outcome: z.enum(['completed', 'pending', 'failed', 'cancelled', 'ignored']),
});

interface WebhookOptions {
  db: Database;
  config: Config;
  payments: PaymentService;
}

export async function stripeWebhookRoutes(
  app: FastifyInstance,
  { db, config, payments }: WebhookOptions,
) {
  // The signature covers the exact bytes Stripe sent: keep them (in these routes only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  async function settle(event: StripeEvent, log: FastifyBaseLogger): Promise<WebhookOutcome> {
    const session = event.data?.object;
    if (session?.object !== 'checkout.session' || typeof session.id !== 'string') {
      return 'ignored';
    }
    const payment = await findPaymentByReference(db, {
      provider: 'stripe',
      method: 'card',
      reference: session.id,
    });
    if (!payment) {
      log.warn({ sessionId: session.id, type: event.type }, 'Stripe notice for an unknown session');
      return 'ignored';
    }
    if (typeof session.amount_total === 'number' && session.amount_total !== payment.amountCents) {
      log.error(
        { paymentId: payment.id, expected: payment.amountCents, paid: session.amount_total },
        'Stripe session total differs from the payment',
      );
    }
    const paid =
      session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
    switch (event.type) {
      case 'checkout.session.completed':
        if (!paid) {
          await payments.markPending(payment.id);
          return 'pending';
        }
        await payments.completePayment(payment.id, { afterClose: true, log });
        return 'completed';
      case 'checkout.session.async_payment_succeeded':
        await payments.completePayment(payment.id, { afterClose: true, log });
        return 'completed';
      case 'checkout.session.async_payment_failed':
        await payments.closePayment(payment.id, 'failed', { strict: false });
        return 'failed';
      case 'checkout.session.expired':
        await payments.closePayment(payment.id, 'cancelled', { strict: false });
        return 'cancelled';
      default:
        return 'ignored';
    }
  }

  app.post(
    STRIPE_WEBHOOK_URL,
    docs({
      tag: 'Payments',
      summary: "Stripe's webhook (Checkout Session events)",
      description:
        'Point a Stripe webhook endpoint here with the events `checkout.session.completed`, `checkout.session.async_payment_succeeded`, `checkout.session.async_payment_failed` and `checkout.session.expired`, and set STRIPE_WEBHOOK_SECRET to its signing secret. The `Stripe-Signature` header is verified (HMAC-SHA256 over `t.payload`, at most 5 minutes old). 404 when Stripe is not configured.',
      access: 'public',
      responses: { 200: { description: 'Received', schema: receivedJson } },
      errors: {
        400: 'Missing, malformed, wrong or old signature, or not JSON',
        404: STRIPE_WEBHOOK_OFF_MESSAGE,
      },
    }),
    async (request) => {
      const secret = config.payments.stripe?.webhookSecret;
      if (!secret) throw new HttpError(404, STRIPE_WEBHOOK_OFF_MESSAGE);
      const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      const problem = stripeSignatureProblem(
        payload,
        Array.isArray(header) ? header.join(',') : header,
        secret,
      );
      if (problem) throw fieldError(400, 'stripe-signature', problem);
      let event: StripeEvent;
      try {
        event = JSON.parse(payload.toString('utf8')) as StripeEvent;
      } catch {
        throw fieldError(400, 'body', BODY_NOT_JSON);
      }
      const outcome = await settle(event, request.log);
      request.log.info({ stripeEvent: event.id, type: event.type, outcome }, 'Stripe notice');
      return { received: true as const, outcome };
    },
  );
}
