/** Payment providers, the sandbox and seat holds (docs/payments.md). */
import type { RecurringGiftPriceId } from '@parish/shared-types';
import type { EnvReader } from './env';

export const DEFAULT_STRIPE_API_BASE = 'https://api.stripe.com';
export const DEFAULT_PAYPAL_API_BASE = 'https://api-m.sandbox.paypal.com';

export interface PaymentsConfig {
  /**
   * `PAYMENTS_SANDBOX`: the whole site takes test payments through the API's
   * built-in sandbox (no money moves, the pages say so) instead of real
   * providers. On by default only for the out-of-the-box demo (embedded
   * database, demo data, no provider keys); never together with a provider.
   * Off, a method without a configured provider is not offered.
   */
  sandbox: boolean;
  /** How long a card or PayPal booking holds its seats while its payment is under way. */
  bookingHoldMinutes: number;
  /** The public site (shell): where providers send the visitor back (`/success`, …). */
  siteUrl: string;
  /**
   * Stripe Checkout for card payments, when `STRIPE_SECRET_KEY` is set; else
   * no card payments (or the sandbox's). The publishable key (public) lets
   * the pages load Stripe.js.
   */
  stripe: {
    secretKey: string;
    publishableKey: string | null;
    webhookSecret: string | null;
    apiBase: string;
    /**
     * The Stripe Prices a recurring gift subscribes to, by frequency (each a
     * recurring price of $1.00 per unit at that interval, bought as many
     * times as the gift has dollars): `STRIPE_PRICE_WEEKLY`, `…_BIWEEKLY`,
     * `…_MONTHLY`. Null: each subscription gets an inline price instead.
     */
    recurringPrices: Record<RecurringGiftPriceId, string> | null;
  } | null;
  /** PayPal Orders v2, when both PayPal credentials are set; else no PayPal (or the sandbox's). */
  paypal: { clientId: string; clientSecret: string; apiBase: string } | null;
}

/** What else decides the payments' settings: the database, the demo data and the site's address. */
export interface PaymentsContext {
  databaseUrl: string | null;
  seedDemoData: boolean;
  /** Where SITE_URL falls back to: SHELL_URL, else the first CORS origin. */
  siteUrlFallback: string;
}

export function paymentsConfig(
  { value, integer, flag, baseUrl, problems }: EnvReader,
  { databaseUrl, seedDemoData, siteUrlFallback }: PaymentsContext,
): PaymentsConfig {
  const stripeSecretKey = value('STRIPE_SECRET_KEY');
  const paypalClientId = value('PAYPAL_CLIENT_ID');
  const paypalClientSecret = value('PAYPAL_CLIENT_SECRET');
  if (Boolean(paypalClientId) !== Boolean(paypalClientSecret)) {
    problems.push('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together.');
  }
  const stripePrices = {
    'gift-weekly': value('STRIPE_PRICE_WEEKLY'),
    'gift-biweekly': value('STRIPE_PRICE_BIWEEKLY'),
    'gift-monthly': value('STRIPE_PRICE_MONTHLY'),
  };
  const givenStripePrices = Object.values(stripePrices).filter((price) => price !== undefined);
  if (givenStripePrices.length > 0 && givenStripePrices.length < 3) {
    problems.push(
      'STRIPE_PRICE_WEEKLY, STRIPE_PRICE_BIWEEKLY and STRIPE_PRICE_MONTHLY must be set together.',
    );
  }
  if (givenStripePrices.some((price) => !price?.startsWith('price_'))) {
    problems.push(
      'STRIPE_PRICE_WEEKLY, _BIWEEKLY and _MONTHLY must be Stripe price ids (price_…).',
    );
  }
  const stripePublishableKey = value('STRIPE_PUBLISHABLE_KEY');
  if (stripePublishableKey !== undefined && !stripePublishableKey.startsWith('pk_')) {
    problems.push('STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_…), never the secret one.');
  }
  // The sandbox is the whole site's mode, not a stand-in for a missing key:
  // on by default only for the out-of-the-box demo, never beside a provider.
  const providerKeysGiven = Boolean(stripeSecretKey || paypalClientId || paypalClientSecret);
  const sandbox = flag(
    'PAYMENTS_SANDBOX',
    databaseUrl === null && seedDemoData && !providerKeysGiven,
  );
  if (sandbox && providerKeysGiven) {
    problems.push(
      "PAYMENTS_SANDBOX=true cannot be combined with STRIPE_SECRET_KEY or PayPal credentials: the sandbox is the whole site's mode (test payments, no money moves). Unset one or the other.",
    );
  }
  return {
    sandbox,
    bookingHoldMinutes: integer('BOOKING_HOLD_MINUTES', 15, 1, 24 * 60),
    siteUrl: baseUrl('SITE_URL', siteUrlFallback),
    stripe: stripeSecretKey
      ? {
          secretKey: stripeSecretKey,
          publishableKey: value('STRIPE_PUBLISHABLE_KEY') ?? null,
          webhookSecret: value('STRIPE_WEBHOOK_SECRET') ?? null,
          apiBase: baseUrl('STRIPE_API_BASE', DEFAULT_STRIPE_API_BASE),
          recurringPrices:
            givenStripePrices.length === 3
              ? (stripePrices as Record<RecurringGiftPriceId, string>)
              : null,
        }
      : null,
    paypal:
      paypalClientId && paypalClientSecret
        ? {
            clientId: paypalClientId,
            clientSecret: paypalClientSecret,
            apiBase: baseUrl('PAYPAL_API_BASE', DEFAULT_PAYPAL_API_BASE),
          }
        : null,
  };
}
