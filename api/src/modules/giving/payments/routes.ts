import {
  apiPaths,
  CARD_PAYMENTS_UNAVAILABLE_MESSAGE,
  captureOrderInputSchema,
  checkoutSessionInputSchema,
  createOrderInputSchema,
  DEFAULT_CARD_DONATION,
  donationInputSchema,
  giftOfOrder,
  PAYPAL_PAYMENTS_UNAVAILABLE_MESSAGE,
  recurringDonationInputSchema,
  type NormalizedGift,
  type PaymentMethod,
} from '@parish/shared-types';
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';

import { z } from 'zod';
import type { ApiApp, AppContext } from '../../../http/context';
import { requestLanguage, varyOnLanguage } from '../../../http/language';
import { abuseLimitedRoute, limitPerEmail } from '../../../http/rate-limits';
import { HttpError } from '../../../http/errors';
import { unwrap } from '../../../http/results';
import { FUND_ERRORS, openFundsCheck, splitGiftNotes } from './gift-funds';
import type { RouteParams } from '../../../http/validation';
import { PeriodicJob } from '../../../lib/periodic-job';
import { releaseLapsedHoldsNow } from '../../ticketing';
import { docs } from '../../../openapi/registry';
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
import {
  payerOf,
  quoteBooking,
  quoteGift,
  quoteIntention,
  quoteProduct,
  quoteRecurringGift,
} from './pricing';
import { selectProviders } from './providers';
import { findReceipt, RECEIPT_NOT_FOUND_MESSAGE } from './receipts';
import { sandboxCheckoutRoutes } from './sandbox-routes';
import { paymentSetup } from './setup';
import { stripeWebhookRoutes } from './stripe-webhook';
import { bookingPayments } from './booking-payments';

const tag = 'Payments';
/** How often lapsed seat holds are swept up, so event seat counts stay current between bookings. */
const HOLD_SWEEP_MS = 60_000;

const providerErrors = {
  502: "The payment provider could not be reached or refused the request ('Payment failed. Please try again.')",
};
const cardErrors = { 404: CARD_PAYMENTS_UNAVAILABLE_MESSAGE, ...providerErrors, ...FUND_ERRORS };
/** Paying for a shop item or a booking the server prices. */
const purchaseErrors = {
  404: 'Unknown shop item or booking, or the method is not available on this site',
  409: 'The booking is already paid, no longer held, or booked to be paid the other way',
  ...providerErrors,
  ...FUND_ERRORS,
};

const METHOD_UNAVAILABLE_MESSAGES: Record<PaymentMethod, string> = {
  card: CARD_PAYMENTS_UNAVAILABLE_MESSAGE,
  paypal: PAYPAL_PAYMENTS_UNAVAILABLE_MESSAGE,
};

/** Where the visitor's browser reaches this API (the sandbox's checkout page lives here). */
const apiOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export async function paymentRoutes(app: ApiApp, { db, config, outbox, clock }: AppContext) {
  const providers = selectProviders(config.payments);
  const payments: PaymentContext = {
    db,
    providers,
    config: config.payments,
    outbox,
    timeZone: config.timeZone,
  };
  /** A new gift's funds must take gifts on the parish's today (422 naming `fund` or `funds.<i>.fund`). */
  const requireOpenFunds = openFundsCheck(db, config.timeZone, clock);
  const giftCharge = async (gift: NormalizedGift, split: boolean) =>
    quoteGift(gift, await requireOpenFunds(gift, split));
  /** Payment starts for one payer's e-mail address, when the page gives one (receipts go there). */
  const limitPayer = async (reply: FastifyReply, email: string | null | undefined) => {
    if (email) await limitPerEmail(db, reply, config.abuseLimits, 'paymentStarts', email);
  };
  if (config.nodeEnv === 'production' && config.payments.sandbox) {
    app.log.warn('PAYMENTS_SANDBOX is on: every payment is a test payment and no money moves.');
  } else if (config.nodeEnv === 'production' && !providers.card && !providers.paypal) {
    app.log.warn(
      'No payment provider is configured (STRIPE_SECRET_KEY, PAYPAL_CLIENT_ID): the site takes no payments.',
    );
  }
  const splitGifts = splitGiftNotes();
  /** A card checkout for `charge`, back to the page's origin, its mails in the page's language. */
  const cardCheckout = async (
    request: FastifyRequest,
    charge: Parameters<typeof startCardCheckout>[1],
  ) =>
    unwrap(
      await startCardCheckout(
        payments,
        charge,
        apiOrigin(request),
        request.log,
        requestLanguage(request.headers['accept-language']),
      ),
    );
  /** Before the body is validated: a method the site does not take is a 404, whatever was sent. */
  const offered =
    (method: PaymentMethod): preValidationAsyncHookHandler =>
    async () => {
      if (!providers[method]) throw new HttpError(404, METHOD_UNAVAILABLE_MESSAGES[method]);
    };

  app.post(
    apiPaths.checkoutSession,
    {
      ...abuseLimitedRoute(config, 'paymentStarts', {
        tag,
        summary: 'Start a card checkout for a shop item or a pending booking',
        description:
          "Spec §7: `product` (name, price, description) as the shop card sends it, or `booking_id` of a pending booking. The server charges the shop item's own price (found by `product.id`, else by its name) times `quantity`, or the booking's total; a price sent by the client is ignored. Send the visitor to `url`: Stripe Checkout, or the sandbox's checkout page in sandbox mode (PAYMENTS_SANDBOX); 404 when the site takes no card payments. A booking booked for PayPal is refused (409). A booking's open checkout is returned again rather than duplicated.",
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
      preValidation: offered('card'),
    },
    async (request, reply) => {
      const input = request.body;
      await limitPayer(reply, input.payer_email);
      const charge = unwrap(
        input.intention_id
          ? await quoteIntention(db, input.intention_id)
          : input.booking_id
            ? await quoteBooking(db, input.booking_id)
            : await quoteProduct(db, input.product ?? {}, input.quantity),
      );
      const withPayer =
        input.booking_id || input.intention_id ? charge : { ...charge, payer: payerOf(input) };
      return cardCheckout(request, withPayer);
    },
  );

  app.post(
    apiPaths.createOrder,
    {
      ...abuseLimitedRoute(config, 'paymentStarts', {
        tag,
        summary: 'Create a PayPal order',
        description:
          "Spec §7: `amount` for a gift (1 to 100,000 whole dollars), with `fund` or `funds`, and `cover_fee`, as for a card gift. For a shop item send `product` (and `quantity`), for a pending booking `booking_id`: the server sets the amount then. PayPal Orders v2 when PayPal credentials are set, a sandbox order that can be captured at once in sandbox mode (PAYMENTS_SANDBOX), else 404. A booking booked for card is refused (409). Answers `orderID` for PayPal's buttons.",
        access: 'public',
        body: createOrderInputSchema,
        example: { amount: 50, fund: 'missions' },
        responses: { 200: { description: 'The order', schema: payPalOrderJson } },
        errors: purchaseErrors,
      }),
      preValidation: offered('paypal'),
    },
    async (request, reply) => {
      const input = request.body;
      await limitPayer(reply, input.payer_email);
      const charge = input.intention_id
        ? unwrap(await quoteIntention(db, input.intention_id))
        : input.booking_id
          ? unwrap(await quoteBooking(db, input.booking_id))
          : input.product
            ? {
                ...unwrap(await quoteProduct(db, input.product, input.quantity)),
                payer: payerOf(input),
              }
            : await giftCharge(giftOfOrder(input), Array.isArray(input.funds));
      return unwrap(
        await createOrder(
          payments,
          charge,
          request.log,
          requestLanguage(request.headers['accept-language']),
        ),
      );
    },
  );

  // Spec §7 calls the capture at both paths: the shop leaves out `/api`.
  for (const url of [apiPaths.captureOrder, apiPaths.shopCaptureOrder]) {
    app.post(
      url,
      {
        ...docs({
          tag,
          summary:
            url === apiPaths.captureOrder
              ? 'Capture an approved PayPal order'
              : "Capture an approved PayPal order (the shop's path, without /api)",
          description:
            'Captures the order and records the payment as completed; a booking it pays for is confirmed. Only an order created by `create-order` with the provider now taking PayPal is found: a card checkout, or a sandbox order on a live site, is not (404). Capturing again answers the same receipt and changes nothing. 202 when PayPal holds the money as pending.',
          access: 'public',
          body: captureOrderInputSchema,
          example: { orderID: 'SANDBOX-0123456789ABCDEF' },
          responses: {
            200: { description: 'Captured', schema: capturedOrderJson },
            202: { description: 'Captured, but pending at PayPal', schema: capturedOrderJson },
          },
          errors: {
            402: "PayPal declined the payment ('Payment failed. Please try again.')",
            404: 'Unknown order (or not a PayPal order), or PayPal is not available on this site',
            409: 'The order was cancelled (its booking lapsed) or failed',
            ...providerErrors,
          },
        }),
        preValidation: offered('paypal'),
      },
      async (request, reply) => {
        const { orderID } = request.body;
        const { receipt, pending } = unwrap(await captureOrder(payments, orderID, request.log));
        return reply.status(pending ? 202 : 200).send(receipt);
      },
    );
  }

  app.post(
    apiPaths.donate,
    {
      ...abuseLimitedRoute(config, 'paymentStarts', {
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
        errors: cardErrors,
      }),
      preValidation: [offered('card'), splitGifts.note],
    },
    async (request, reply) => {
      const gift = request.body;
      await limitPayer(reply, gift.payer_email);
      const charge = await giftCharge(gift, splitGifts.isSplit(request));
      return cardCheckout(request, charge);
    },
  );

  app.post(
    apiPaths.recurringDonate,
    {
      ...abuseLimitedRoute(config, 'paymentStarts', {
        tag,
        summary: 'Start a card checkout for a recurring gift',
        description: `Spec §7: \`priceId\` names the frequency (\`gift-weekly\`, \`gift-biweekly\`, \`gift-monthly\`), which the server maps to its configured Stripe price (STRIPE_PRICE_WEEKLY, …); \`amount\` defaults to ${DEFAULT_CARD_DONATION} dollars; \`fund\` or \`funds\`, and \`cover_fee\`, as for a one-time gift. With Stripe it is a subscription; the sandbox records the schedule as a recurring gift (GET /api/payments/recurring/) and its first payment.`,
        access: 'public',
        body: recurringDonationInputSchema,
        example: { priceId: 'gift-monthly', amount: 25 },
        responses: { 200: { description: 'The checkout session', schema: checkoutSessionJson } },
        errors: cardErrors,
      }),
      preValidation: [offered('card'), splitGifts.note],
    },
    async (request, reply) => {
      const input = request.body;
      await limitPayer(reply, input.payer_email);
      const charge = quoteRecurringGift(
        input,
        await requireOpenFunds(input, splitGifts.isSplit(request)),
      );
      return cardCheckout(request, charge);
    },
  );

  app.get(
    apiPaths.paymentSetup,
    docs({
      tag,
      summary: 'How the pages take payments',
      description:
        "`sandbox`: the site is in sandbox mode (PAYMENTS_SANDBOX), both methods are the API's sandbox, which moves no money, and the pages say so. Otherwise each method's provider (`stripe`, `paypal`) and its public key for the browser, or null when it is not configured: the pages do not offer it. Never a secret.",
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
        'One row per fund (all six, in the order of the giving page): dollars received from completed gifts, split gifts counted per fund, covered processing fees not included; sandbox payments only in sandbox mode.',
      access: 'admin',
      responses: { 200: { description: 'Totals per fund', schema: z.array(fundTotalJson) } },
    }),
    async () => listFundTotals(db, config.payments),
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
        'By the checkout session id (`/success?session_id=…`) or PayPal order id the payer came back with: amount, covered fee, funds, items (named in the language `Accept-Language` asks for, where the office wrote a title in it), frequency and date. No personal data. Bookings, and payments cancelled or failed, have none (404).',
      access: 'public',
      responses: { 200: { description: 'The receipt', schema: paymentReceiptJson } },
      errors: { 404: RECEIPT_NOT_FOUND_MESSAGE },
    }),
    async (request, reply) => {
      // Its items are named in the page's language.
      varyOnLanguage(reply);
      const language = requestLanguage(request.headers['accept-language']);
      return unwrap(await findReceipt(db, request.params.reference, language));
    },
  );

  await app.register(sandboxCheckoutRoutes, { payments, corsOrigins: config.corsOrigins });
  await app.register(stripeWebhookRoutes, { db, config, outbox });

  const sweep = new PeriodicJob({
    name: 'releasing lapsed seat holds',
    everyMs: HOLD_SWEEP_MS,
    firstAfterMs: HOLD_SWEEP_MS,
    pass: () =>
      releaseLapsedHoldsNow(db, 'all', bookingPayments).then(() =>
        expireLapsedCheckouts(payments, app.log),
      ),
    log: app.log,
  });
  app.addHook('onReady', async () => sweep.start());
  app.addHook('onClose', async () => sweep.stop());
}
