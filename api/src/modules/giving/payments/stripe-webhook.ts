/**
 * Stripe's webhook. The signature is checked over the raw body (so these
 * routes read JSON as bytes); what the notice does to its payment is
 * `stripe-notices.ts`'s business.
 */
import { apiPaths } from '@parish/shared-types';
import { z } from 'zod';
import type { Config } from '../../../config';
import type { Database } from '../../../db';
import type { Outbox } from '../../messaging';
import { BODY_NOT_JSON, fieldError, HttpError } from '../../../http/errors';
import { unwrap } from '../../../http/results';
import { docs } from '../../../openapi/registry';
import { stripeSignatureProblem } from './providers/stripe';
import { settleStripeNotice, WEBHOOK_OUTCOMES, type StripeEvent } from './stripe-notices';
import type { ApiApp } from '../../../http/context';

const STRIPE_WEBHOOK_OFF_MESSAGE = 'Stripe webhooks are not configured on this server.';

const receivedJson = z.object({
  received: z.literal(true),
  outcome: z.enum(WEBHOOK_OUTCOMES),
});

interface WebhookOptions {
  db: Database;
  config: Config;
  outbox: Outbox;
}

export async function stripeWebhookRoutes(app: ApiApp, { db, config, outbox }: WebhookOptions) {
  // The signature covers the exact bytes Stripe sent: keep them (in these routes only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    apiPaths.stripeWebhook,
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
      const outcome = unwrap(
        await settleStripeNotice(db, outbox, event, request.log, config.timeZone),
      );
      request.log.info({ stripeEvent: event.id, type: event.type, outcome }, 'Stripe notice');
      return { received: true as const, outcome };
    },
  );
}
