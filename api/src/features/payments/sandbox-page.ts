/**
 * The sandbox provider's checkout page: a small server-rendered HTML page
 * (no scripts, no external assets) showing what is paid and how much, with
 * Approve and Cancel. Approving completes the payment and sends the visitor
 * to the page the site shows after paying; cancelling goes back.
 */
import type { PaymentPurpose } from '@parish/shared-types';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db';
import { bookings, events } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { isAllowedOrigin } from '../../http/origin';
import { parseBody } from '../../http/validation';
import { escapeHtml } from '../../lib/html';
import { docs } from '../../openapi/registry';
import type { PaymentProviders } from './providers';
import { SANDBOX_CHECKOUT_URL, sandboxCheckoutPath } from './providers/sandbox';
import { detailsOf, isOpen, toPaymentJson, type PaymentRow } from './repository';
import type { PaymentService } from './service';

const tag = 'Payments';

const sandboxActionSchema = z.object({
  action: z.enum(['approve', 'cancel'], { error: 'Choose Approve or Cancel.' }),
});

const money = (dollars: number) =>
  `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const PURPOSE_NAMES: Record<PaymentPurpose, string> = {
  booking: 'Event tickets',
  shop: 'Church shop purchase',
  donation: 'One-time gift',
  recurring_donation: 'Recurring gift',
};

const FREQUENCY_NAMES: Record<string, string> = {
  'gift-weekly': 'Weekly',
  'gift-biweekly': 'Every two weeks',
  'gift-monthly': 'Monthly',
};

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
  body { margin: 0; background: Canvas; color: CanvasText; }
  main { max-width: 32rem; margin: 2rem auto; padding: 1.5rem; border: 1px solid GrayText; border-radius: 0.75rem; }
  .notice { padding: 0.5rem 0.75rem; border-left: 4px solid #b45309; background: color-mix(in srgb, #f59e0b 15%, Canvas); }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  .amount { font-size: 1.5rem; font-weight: 700; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.6rem 1.4rem; border-radius: 0.5rem; cursor: pointer; border: 2px solid #1d4ed8; }
  button[value="approve"] { background: #1d4ed8; color: #fff; }
  button[value="cancel"] { background: transparent; color: inherit; border-color: GrayText; }
  button:focus-visible, a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function sendPage(reply: FastifyReply, config: Config, status: number, html: string) {
  const site = new URL(config.payments.siteUrl).origin;
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

function messagePage(title: string, message: string, link?: { href: string; text: string }) {
  const back = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : '';
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${back}`);
}

/** 409: the checkout can no longer be paid or cancelled; `message` says why. */
function sendCheckoutClosed(reply: FastifyReply, config: Config, message: string) {
  return sendPage(
    reply,
    config,
    409,
    messagePage('Checkout closed', message, {
      href: config.payments.siteUrl,
      text: 'Back to the parish site',
    }),
  );
}

async function bookingLine(db: Database, bookingId: string): Promise<string> {
  const [row] = await db
    .select({ tickets: bookings.numberOfTickets, title: events.title, date: events.date })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(eq(bookings.bookingId, bookingId))
    .limit(1);
  if (!row) return escapeHtml(bookingId);
  const tickets = row.tickets === 1 ? '1 ticket' : `${row.tickets} tickets`;
  return `${escapeHtml(tickets)} for ${escapeHtml(row.title)} on ${escapeHtml(row.date)} (booking ${escapeHtml(bookingId)})`;
}

async function checkoutPage(db: Database, payment: PaymentRow, sessionId: string) {
  const json = toPaymentJson(payment);
  const rows: [string, string][] = [['For', escapeHtml(PURPOSE_NAMES[json.purpose])]];
  if (json.booking_id) rows.push(['Booking', await bookingLine(db, json.booking_id)]);
  for (const item of json.items ?? []) {
    rows.push([
      'Item',
      `${escapeHtml(item.title)} × ${item.quantity} at ${money(item.unit_price)}`,
    ]);
  }
  if (json.price_id)
    rows.push(['Repeats', escapeHtml(FREQUENCY_NAMES[json.price_id] ?? json.price_id)]);
  rows.push(['Amount', `<span class="amount">${money(json.amount)}</span> USD`]);
  const details = rows.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('\n');
  const action = escapeHtml(sandboxCheckoutPath(sessionId));
  return page(
    'Sandbox checkout',
    `<h1>Sandbox checkout</h1>
<p class="notice" role="note">This is the parish site's test payment page. No card is charged and no money moves.</p>
<dl>
${details}
</dl>
<form method="post" action="${action}">
<div class="actions">
<button type="submit" name="action" value="approve">Approve payment of ${money(json.amount)}</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</div>
</form>`,
  );
}

interface SandboxOptions {
  db: Database;
  config: Config;
  payments: PaymentService;
  providers: PaymentProviders;
}

export async function sandboxCheckoutRoutes(
  app: FastifyInstance,
  { db, config, payments, providers }: SandboxOptions,
) {
  // The page's form posts application/x-www-form-urlencoded; only these routes read it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  /** The sandbox card payment behind a session id, its lapsed hold released first. */
  async function findSession(sessionId: string): Promise<PaymentRow | undefined> {
    if (providers.card.name !== 'sandbox') return undefined;
    return payments.findCurrentPayment({
      provider: 'sandbox',
      method: 'card',
      reference: sessionId,
    });
  }

  const redirectTarget = (payment: PaymentRow, to: 'success' | 'cancel', sessionId: string) => {
    const details = detailsOf(payment);
    const path = to === 'success' ? details.success_path : details.cancel_path;
    return payments.siteUrl(path ?? '/', sessionId);
  };

  const notFound = (reply: FastifyReply) =>
    sendPage(
      reply,
      config,
      404,
      messagePage('Checkout not found', 'This checkout does not exist or has been removed.', {
        href: config.payments.siteUrl,
        text: 'Back to the parish site',
      }),
    );

  app.get<{ Params: { sessionId: string } }>(
    SANDBOX_CHECKOUT_URL,
    docs({
      tag,
      summary: "The sandbox's checkout page",
      description:
        'Served only while the sandbox provider handles card payments (no STRIPE_SECRET_KEY). Shows what is paid and the amount, with Approve and Cancel.',
      access: 'public',
      responses: { 200: { description: 'The checkout page', contentType: 'text/html' } },
      errors: { 409: 'The checkout is closed (paid, cancelled or lapsed)' },
    }),
    async (request, reply) => {
      const { sessionId } = request.params;
      const payment = await findSession(sessionId);
      if (!payment) return notFound(reply);
      if (isOpen(payment)) {
        return sendPage(reply, config, 200, await checkoutPage(db, payment, sessionId));
      }
      const message =
        payment.status === 'completed'
          ? 'This payment has already been made. Thank you!'
          : payment.bookingId
            ? 'This checkout has closed: the booking was cancelled or its seats were no longer held. Please book again.'
            : 'This checkout has closed. Nothing was paid.';
      return sendCheckoutClosed(reply, config, message);
    },
  );

  app.post<{ Params: { sessionId: string } }>(
    SANDBOX_CHECKOUT_URL,
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
        409: 'The checkout is closed (cancelled, lapsed, or approving after cancel)',
      },
    }),
    async (request: FastifyRequest<{ Params: { sessionId: string } }>, reply) => {
      if (!isAllowedOrigin(request, config.corsOrigins)) {
        return sendPage(
          reply,
          config,
          403,
          messagePage('Not allowed', 'This checkout can only be answered from its own page.'),
        );
      }
      const { action } = parseBody(sandboxActionSchema, request.body);
      const { sessionId } = request.params;
      const payment = await findSession(sessionId);
      if (!payment) return notFound(reply);
      try {
        if (action === 'approve') {
          const completed = await payments.completePayment(payment.id, {
            afterClose: false,
            log: request.log,
          });
          return reply.redirect(redirectTarget(completed, 'success', sessionId), 303);
        }
        const closed = await payments.closePayment(payment.id, 'cancelled', { strict: true });
        return reply.redirect(redirectTarget(closed, 'cancel', sessionId), 303);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
        const message =
          action === 'approve'
            ? 'This checkout has closed and can no longer be paid. Nothing was charged.'
            : 'This payment is already completed and cannot be cancelled here.';
        return sendCheckoutClosed(reply, config, message);
      }
    },
  );
}
