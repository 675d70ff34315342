/**
 * The sandbox provider's checkout page and its form. Approving completes the
 * payment and sends the visitor to the page the site shows after paying;
 * cancelling goes back.
 */
import { apiPaths, PAYMENTS_SANDBOX_OFF_MESSAGE, type Language } from '@parish/shared-types';
import { apiTexts } from '../../../lib/i18n';
import type { FastifyReply } from 'fastify';

import { z } from 'zod';
import { isAllowedOrigin } from '../../../http/origin';
import { unwrap } from '../../../http/results';
import type { RouteParams } from '../../../http/validation';
import { docs } from '../../../openapi/registry';
import type { PaymentContext } from './context';
import { loadFundNames } from '../funds/names';
import { fundSharesOf } from './gifts-repository';
import { isOpen } from './repository';
import { bookingPaidFor, findSandboxPayment, returnUrl } from './sandbox-checkout';
import { checkoutPage, messagePage, paymentLanguage } from './sandbox-page';
import { closePayment, completePayment } from './settlement';
import type { ApiApp } from '../../../http/context';

type SessionParams = RouteParams<typeof apiPaths.sandboxCheckout>;

const tag = 'Payments';

const sandboxActionSchema = z.object({
  action: z.enum(['approve', 'cancel'], { error: 'Choose Approve or Cancel.' }),
});

interface SandboxRouteOptions {
  payments: PaymentContext;
  /** The site's origins: the page's form must come from one of them (or this API). */
  corsOrigins: readonly string[];
}

export async function sandboxCheckoutRoutes(
  app: ApiApp,
  { payments, corsOrigins }: SandboxRouteOptions,
) {
  const { db, config } = payments;
  const backToSite = { href: config.siteUrl, text: 'Back to the parish site' };

  // The page's form posts application/x-www-form-urlencoded; only these routes read it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  function sendPage(reply: FastifyReply, status: number, html: string) {
    const site = new URL(config.siteUrl).origin;
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${site}; frame-ancestors 'none'; base-uri 'none'`,
      )
      .header('referrer-policy', 'same-origin')
      .send(html);
  }

  /** 409: the checkout can no longer be paid or cancelled; `message` says why, in the payment's language. */
  const sendCheckoutClosed = (reply: FastifyReply, message: string, language: Language) => {
    const t = apiTexts(language);
    const back = { href: config.siteUrl, text: t('api.sandbox.backToSite') };
    return sendPage(reply, 409, messagePage(t('api.sandbox.closed'), message, back, language));
  };

  /** 404 while the site takes real payments (or none): the sandbox is not there. */
  const sendSandboxOff = (reply: FastifyReply) =>
    sendPage(reply, 404, messagePage('No test payments', PAYMENTS_SANDBOX_OFF_MESSAGE, backToSite));

  const sendNotFound = (reply: FastifyReply) =>
    sendPage(
      reply,
      404,
      messagePage(
        'Checkout not found',
        'This checkout does not exist or has been removed.',
        backToSite,
      ),
    );

  app.get<{ Params: SessionParams }>(
    apiPaths.sandboxCheckout.pattern,
    docs({
      tag,
      summary: "The sandbox's checkout page",
      description:
        'Served only in sandbox mode (PAYMENTS_SANDBOX; else 404). Shows what is paid and the amount, with Approve and Cancel.',
      access: 'public',
      responses: { 200: { description: 'The checkout page', contentType: 'text/html' } },
      errors: {
        404: 'Unknown checkout, or the site is not in sandbox mode',
        409: 'The checkout is closed (paid, cancelled or lapsed)',
      },
    }),
    async (request, reply) => {
      if (!config.sandbox) return sendSandboxOff(reply);
      const { sessionId } = request.params;
      const payment = await findSandboxPayment(payments, sessionId);
      if (!payment) return sendNotFound(reply);
      if (isOpen(payment)) {
        const booking = await bookingPaidFor(db, payment);
        const shares = (await fundSharesOf(db, [payment.id])).get(payment.id) ?? [];
        return sendPage(
          reply,
          200,
          checkoutPage(payment, sessionId, booking, shares, await loadFundNames(db)),
        );
      }
      const language = paymentLanguage(payment);
      const t = apiTexts(language);
      const message =
        payment.status === 'completed'
          ? t('api.sandbox.closed.paid')
          : payment.bookingId
            ? t('api.sandbox.closed.booking')
            : t('api.sandbox.closed.other');
      return sendCheckoutClosed(reply, message, language);
    },
  );

  app.post<{ Params: SessionParams; Body: z.output<typeof sandboxActionSchema> }>(
    apiPaths.sandboxCheckout.pattern,
    docs({
      tag,
      summary: 'Approve or cancel a sandbox checkout',
      description:
        "The page's form (`action=approve` or `action=cancel`, form-encoded or JSON). Approve completes the payment (a booking is confirmed) and redirects (303) to the site's success page: `/success?session_id=…`, or `/booking-success?bookingId=…`. Cancel cancels it (a booking is cancelled and its seats released) and redirects back to the shop, giving or events page. Approving twice changes nothing.",
      access: 'public',
      body: sandboxActionSchema,
      example: { action: 'approve' },
      responses: { 303: { description: "Redirect to the site's success or cancel page" } },
      errors: {
        403: 'Sent from a foreign site',
        404: 'Unknown checkout, or the site is not in sandbox mode',
        409: 'The checkout is closed (cancelled, lapsed, or approving after cancel)',
      },
    }),
    async (request, reply) => {
      if (!config.sandbox) return sendSandboxOff(reply);
      if (!isAllowedOrigin(request, corsOrigins)) {
        return sendPage(
          reply,
          403,
          messagePage('Not allowed', 'This checkout can only be answered from its own page.'),
        );
      }
      const { action } = request.body;
      const { sessionId } = request.params;
      const payment = await findSandboxPayment(payments, sessionId);
      if (!payment) return sendNotFound(reply);
      const settled =
        action === 'approve'
          ? await completePayment(db, payment.id, {
              afterClose: false,
              log: request.log,
              outbox: payments.outbox,
              timeZone: payments.timeZone,
            })
          : await closePayment(db, payment.id, 'cancelled', { strict: true });
      if (!settled.ok && settled.reason === 'conflict') {
        const language = paymentLanguage(payment);
        const t = apiTexts(language);
        return sendCheckoutClosed(
          reply,
          t(action === 'approve' ? 'api.sandbox.closed.approve' : 'api.sandbox.closed.cancel'),
          language,
        );
      }
      const outcome = action === 'approve' ? 'success' : 'cancel';
      return reply.redirect(returnUrl(payments, unwrap(settled), outcome, sessionId), 303);
    },
  );
}
