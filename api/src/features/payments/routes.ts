import {
  apiPaths,
  captureOrderInputSchema,
  checkoutSessionInputSchema,
  createOrderInputSchema,
  DEFAULT_CARD_DONATION,
  donationInputSchema,
  giftOfOrder,
  recurringDonationInputSchema,
} from '@parish/shared-types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../http/context';
import { abuseLimitedRoute, limitPerEmail } from '../../http/rate-limits';
import { unwrap } from '../../http/results';
import { parseBody, type RouteParams } from '../../http/validation';
import { PeriodicJob } from '../../lib/periodic-job';
import { releaseLapsedHoldsNow } from '../../lib/seat-holds';
import { docs } from '../../openapi/registry';
import { captureOrder } from './capture';
import { createOrder, startCardCheckout } from './checkout';
import type { PaymentContext } from './context';
import {
  capturedOrderJson,
  checkoutSessionJson,
  fundTotalJson,
  paymentJson,
  paymentReceiptJson,
  paymentSetupJson,
  payPalOrderJson,
  recurringGiftJson,
} from './json';
import { expireLapsedCheckouts } from './lapsed-checkouts';
import { listFundTotals, listPayments, listRecurringGifts } from './listing';
import { payerOf, quoteBooking, quoteGift, quoteProduct, quoteRecurringGift } from './pricing';
import { selectProviders } from './providers';
import { findReceipt, RECEIPT_NOT_FOUND_MESSAGE } from './receipts';
import { sandboxCheckoutRoutes } from './sandbox-routes';
import { paymentSetup } from './setup';
import { stripeWebhookRoutes } from './stripe-webhook';

const tag = 'Payments';
/** How often lapsed seat holds are swept up, so event seat counts stay current between bookings. */
const HOLD_SWEEP_MS = 60_000;

const providerErrors = {
  502: "The payment provider could not be reached or refused the request ('Payment failed. Please try again.')",
};
/** Paying for a shop item or a booking the server prices. */
const purchaseErrors = {
  404: 'Unknown shop item or booking',
  409: 'The booking is already paid, no longer held, or being paid another way',
  ...providerErrors,
};

/** Where the visitor's browser reaches this API (the sandbox's checkout page lives here). */
const apiOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export async function paymentRoutes(app: FastifyInstance, { db, config, outbox }: AppContext) {
  const providers = selectProviders(config.payments);
  const payments: PaymentContext = { db, providers, config: config.payments, outbox };
  /** Payment starts for one payer's e-mail address, when the page gives one (receipts go there). */
  const limitPayer = async (reply: FastifyReply, email: string | null | undefined) => {
    if (email) await limitPerEmail(db, reply, config.abuseLimits, 'paymentStarts', email);
  };
  if (config.nodeEnv === 'production' && providers.card.name === 'sandbox') {
    app.log.warn('No STRIPE_SECRET_KEY: card payments use the sandbox, which moves no money.');
  }
  if (config.nodeEnv === 'production' && providers.paypal.name === 'sandbox') {
    app.log.warn('No PayPal credentials: PayPal payments use the sandbox, which moves no money.');
  }

  app.post(
    apiPaths.checkoutSession,
    abuseLimitedRoute(config, 'paymentStarts', {
      tag,
      summary: 'Start a card checkout for a shop item or a pending booking',
      description:
        "Spec §7: `product` (name, price, description) as the shop card sends it, or `booking_id` of a pending booking. The server charges the shop item's own price (found by `product.id`, else by its name) times `quantity`, or the booking's total; a price sent by the client is ignored. Send the visitor to `url`: Stripe Checkout, or the sandbox's checkout page when no Stripe key is set. A booking's open checkout is returned again rather than duplicated.",
      access: 'public',
      body: checkoutSessionInputSchema,
      example: {
        product: {
          name: 'Olive Wood Rosary',
          price: 12.5,
          description: 'Hand-carved olive wood beads from Bethlehem with a metal crucifix.',
        },
      },
      responses: { 200: { description: 'The checkout session', schema: checkoutSessionJson } },
      errors: purchaseErrors,
    }),
    async (request, reply) => {
      const input = parseBody(checkoutSessionInputSchema, request.body);
      await limitPayer(reply, input.payer_email);
      const charge = unwrap(
        input.booking_id
          ? await quoteBooking(db, input.booking_id)
          : await quoteProduct(db, input.product ?? {}, input.quantity),
      );
      const withPayer = input.booking_id ? charge : { ...charge, payer: payerOf(input) };
      return unwrap(await startCardCheckout(payments, withPayer, apiOrigin(request), request.log));
    },
  );

  app.post(
    apiPaths.createOrder,
    abuseLimitedRoute(config, 'paymentStarts', {
      tag,
      summary: 'Create a PayPal order',
      description:
        "Spec §7: `amount` for a gift (1 to 100,000 whole dollars), with `fund` or `funds`, and `cover_fee`, as for a card gift. For a shop item send `product` (and `quantity`), for a pending booking `booking_id`: the server sets the amount then. PayPal Orders v2 when PayPal credentials are set, else a sandbox order that can be captured at once. Answers `orderID` for PayPal's buttons.",
      access: 'public',
      body: createOrderInputSchema,
      example: { amount: 50, fund: 'missions' },
      responses: { 200: { description: 'The order', schema: payPalOrderJson } },
      errors: purchaseErrors,
    }),
    async (request, reply) => {
      const input = parseBody(createOrderInputSchema, request.body);
      await limitPayer(reply, input.payer_email);
      const charge = input.booking_id
        ? unwrap(await quoteBooking(db, input.booking_id))
        : input.product
          ? {
              ...unwrap(await quoteProduct(db, input.product, input.quantity)),
              payer: payerOf(input),
            }
          : quoteGift(giftOfOrder(input));
      return unwrap(await createOrder(payments, charge, request.log));
    },
  );

  // Spec §7 calls the capture at both paths: the shop leaves out `/api`.
  for (const url of [apiPaths.captureOrder, apiPaths.shopCaptureOrder]) {
    app.post(
      url,
      docs({
        tag,
        summary:
          url === apiPaths.captureOrder
            ? 'Capture an approved PayPal order'
            : "Capture an approved PayPal order (the shop's path, without /api)",
        description:
          'Captures the order and records the payment as completed; a booking it pays for is confirmed. Capturing again answers the same receipt and changes nothing. 202 when PayPal holds the money as pending.',
        access: 'public',
        body: captureOrderInputSchema,
        example: { orderID: 'SANDBOX-0123456789ABCDEF' },
        responses: {
          200: { description: 'Captured', schema: capturedOrderJson },
          202: { description: 'Captured, but pending at PayPal', schema: capturedOrderJson },
        },
        errors: {
          402: "PayPal declined the payment ('Payment failed. Please try again.')",
          404: 'Unknown order',
          409: 'The order was cancelled (its booking lapsed) or failed',
          ...providerErrors,
        },
      }),
      async (request, reply) => {
        const { orderID } = parseBody(captureOrderInputSchema, request.body);
        const { receipt, pending } = unwrap(await captureOrder(payments, orderID, request.log));
        return reply.status(pending ? 202 : 200).send(receipt);
      },
    );
  }

  app.post(
    apiPaths.donate,
    abuseLimitedRoute(config, 'paymentStarts', {
      tag,
      summary: 'Start a card checkout for a one-time gift',
      description:
        'Spec §7: `amount` in whole dollars (1 to 100,000). `fund` names the one fund it goes to (`building`, `missions`, `youth`, `outreach`, `worship`, `general`), or `funds` splits it across several, in whole-dollar parts that must add up to `amount`; with neither the gift goes to the General Fund. `cover_fee: true` adds the card processing fee (2.9% + $0.30, computed here) so the parish receives the whole gift. A refused split stores nothing. Send the visitor to `url`.',
      access: 'public',
      body: donationInputSchema,
      example: {
        amount: 100,
        funds: [
          { fund: 'missions', amount: 60 },
          { fund: 'youth', amount: 40 },
        ],
        cover_fee: true,
      },
      responses: { 200: { description: 'The checkout session', schema: checkoutSessionJson } },
      errors: providerErrors,
    }),
    async (request, reply) => {
      const gift = parseBody(donationInputSchema, request.body);
      await limitPayer(reply, gift.payer_email);
      return unwrap(
        await startCardCheckout(payments, quoteGift(gift), apiOrigin(request), request.log),
      );
    },
  );

  app.post(
    apiPaths.recurringDonate,
    abuseLimitedRoute(config, 'paymentStarts', {
      tag,
      summary: 'Start a card checkout for a recurring gift',
      description: `Spec §7: \`priceId\` names the frequency (\`gift-weekly\`, \`gift-biweekly\`, \`gift-monthly\`), which the server maps to its configured Stripe price (STRIPE_PRICE_WEEKLY, …); \`amount\` defaults to ${DEFAULT_CARD_DONATION} dollars; \`fund\` or \`funds\`, and \`cover_fee\`, as for a one-time gift. With Stripe it is a subscription; the sandbox records the schedule as a recurring gift (GET /api/payments/recurring/) and its first payment.`,
      access: 'public',
      body: recurringDonationInputSchema,
      example: { priceId: 'gift-monthly', amount: 25 },
      responses: { 200: { description: 'The checkout session', schema: checkoutSessionJson } },
      errors: providerErrors,
    }),
    async (request, reply) => {
      const input = parseBody(recurringDonationInputSchema, request.body);
      await limitPayer(reply, input.payer_email);
      const charge = quoteRecurringGift(input);
      return unwrap(await startCardCheckout(payments, charge, apiOrigin(request), request.log));
    },
  );

  app.get(
    apiPaths.paymentSetup,
    docs({
      tag,
      summary: 'How the pages take payments',
      description:
        "Per method, the provider taking it (`stripe` or `paypal` when configured, else the API's `sandbox`, which moves no money) and its public key for the browser. Never a secret.",
      access: 'public',
      responses: { 200: { description: 'The payment setup', schema: paymentSetupJson } },
    }),
    async () => paymentSetup(config.payments),
  );

  app.get(
    apiPaths.payments,
    docs({
      tag,
      summary: 'List payments',
      description:
        'Newest first, every status: amount, provider, status and what each paid for (booking, shop items, gift frequency).',
      access: 'admin',
      responses: { 200: { description: 'Every payment', schema: z.array(paymentJson) } },
    }),
    async () => listPayments(db),
  );

  app.get(
    apiPaths.fundTotals,
    docs({
      tag,
      summary: 'What each fund has received',
      description:
        'One row per fund (all six, in the order of the giving page): dollars received from completed gifts, split gifts counted per fund, covered processing fees not included.',
      access: 'admin',
      responses: { 200: { description: 'Totals per fund', schema: z.array(fundTotalJson) } },
    }),
    async () => listFundTotals(db),
  );

  app.get(
    apiPaths.recurringGifts,
    docs({
      tag,
      summary: 'List recurring gifts',
      description:
        'Newest first: frequency, amount, funds, status (`pending` until the first gift is paid, then `active`; `cancelled` if that checkout was cancelled or failed), the Stripe subscription once known, and the next gift date.',
      access: 'admin',
      responses: {
        200: { description: 'Every recurring gift', schema: z.array(recurringGiftJson) },
      },
    }),
    async () => listRecurringGifts(db),
  );

  app.get<{ Params: RouteParams<typeof apiPaths.paymentReceipt> }>(
    apiPaths.paymentReceipt.pattern,
    docs({
      tag,
      summary: 'The receipt of a gift or purchase',
      description:
        'By the checkout session id (`/success?session_id=…`) or PayPal order id the payer came back with: amount, covered fee, funds, items, frequency and date. No personal data. Bookings, and payments cancelled or failed, have none (404).',
      access: 'public',
      responses: { 200: { description: 'The receipt', schema: paymentReceiptJson } },
      errors: { 404: RECEIPT_NOT_FOUND_MESSAGE },
    }),
    async (request) => unwrap(await findReceipt(db, request.params.reference)),
  );

  await app.register(sandboxCheckoutRoutes, { payments, corsOrigins: config.corsOrigins });
  await app.register(stripeWebhookRoutes, { db, config, outbox });

  const sweep = new PeriodicJob({
    name: 'releasing lapsed seat holds',
    everyMs: HOLD_SWEEP_MS,
    firstAfterMs: HOLD_SWEEP_MS,
    pass: () =>
      releaseLapsedHoldsNow(db, 'all').then(() => expireLapsedCheckouts(payments, app.log)),
    log: app.log,
  });
  app.addHook('onReady', async () => sweep.start());
  app.addHook('onClose', async () => sweep.stop());
}
