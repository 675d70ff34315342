/** The payment settings of the API's configuration (docs/payments.md): the sandbox, providers and prices. */
import { loadConfig } from '../config';
import { configProblems, useTempApiRoot } from '../testing/config';

const tempApiRoot = useTempApiRoot();
let apiRoot: string;
beforeEach(() => {
  apiRoot = tempApiRoot();
});

const problemsOf = (env: Record<string, string>) => configProblems(env, apiRoot);

describe('PAYMENTS_SANDBOX: the sandbox is the whole site’s mode', () => {
  const sandboxOf = (env: Record<string, string>) => loadConfig(env, { apiRoot }).payments.sandbox;
  const deployment = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgresql://localhost/parish',
    SESSION_SECRET: 'x'.repeat(32),
    SEED_DEMO_DATA: 'false',
  };

  it('is off by default for anything but the demo: a real database, no demo data, or a provider', () => {
    expect(sandboxOf({ DATABASE_URL: 'postgresql://localhost/parish' })).toBe(false);
    expect(sandboxOf({ SEED_DEMO_DATA: 'false' })).toBe(false);
    expect(sandboxOf({ STRIPE_SECRET_KEY: 'sk_test_1' })).toBe(false);
    expect(sandboxOf({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' })).toBe(false);
    // Stripe without PayPal: PayPal is simply not there, never the sandbox's.
    const stripeOnly = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }, { apiRoot }).payments;
    expect(stripeOnly).toMatchObject({ sandbox: false, paypal: null });
  });

  it('never starts in production on PostgreSQL unless PAYMENTS_SANDBOX=true is set on purpose', () => {
    expect(sandboxOf(deployment)).toBe(false);
    expect(
      sandboxOf({ ...deployment, SEED_DEMO_DATA: 'true', DEMO_ADMIN_PASSWORD: 'our-own-8' }),
    ).toBe(false);
    expect(sandboxOf({ ...deployment, PAYMENTS_SANDBOX: 'true' })).toBe(true);
    // And off on purpose turns off the demo's.
    expect(sandboxOf({ PAYMENTS_SANDBOX: 'false' })).toBe(false);
  });

  it('cannot be combined with a provider, nor be anything but true or false', () => {
    expect(problemsOf({ PAYMENTS_SANDBOX: 'true', STRIPE_SECRET_KEY: 'sk_test_1' })).toEqual([
      "PAYMENTS_SANDBOX=true cannot be combined with STRIPE_SECRET_KEY or PayPal credentials: the sandbox is the whole site's mode (test payments, no money moves). Unset one or the other.",
    ]);
    expect(
      problemsOf({ PAYMENTS_SANDBOX: 'on', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's' }),
    ).toEqual([expect.stringMatching(/^PAYMENTS_SANDBOX=true cannot be combined/)]);
    expect(problemsOf({ PAYMENTS_SANDBOX: 'sometimes' })).toEqual([
      'PAYMENTS_SANDBOX must be true or false, got "sometimes".',
    ]);
  });
});

it('reads the payment variables', () => {
  const { payments } = loadConfig(
    {
      BOOKING_HOLD_MINUTES: '20',
      SITE_URL: 'https://parish.example/',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_789',
      STRIPE_WEBHOOK_SECRET: 'whsec_456',
      STRIPE_API_BASE: 'http://127.0.0.1:4010',
      STRIPE_PRICE_WEEKLY: 'price_weekly',
      STRIPE_PRICE_BIWEEKLY: 'price_biweekly',
      STRIPE_PRICE_MONTHLY: 'price_monthly',
      PAYPAL_CLIENT_ID: 'client',
      PAYPAL_CLIENT_SECRET: 'secret',
    },
    { apiRoot },
  );
  expect(payments).toEqual({
    sandbox: false,
    bookingHoldMinutes: 20,
    siteUrl: 'https://parish.example',
    stripe: {
      secretKey: 'sk_test_123',
      publishableKey: 'pk_test_789',
      webhookSecret: 'whsec_456',
      apiBase: 'http://127.0.0.1:4010',
      recurringPrices: {
        'gift-weekly': 'price_weekly',
        'gift-biweekly': 'price_biweekly',
        'gift-monthly': 'price_monthly',
      },
    },
    paypal: {
      clientId: 'client',
      clientSecret: 'secret',
      apiBase: 'https://api-m.sandbox.paypal.com',
    },
  });
  const problems = problemsOf({
    BOOKING_HOLD_MINUTES: '0',
    PAYPAL_CLIENT_ID: 'only-half',
    STRIPE_SECRET_KEY: 'sk',
    STRIPE_API_BASE: 'stripe.local',
    STRIPE_PUBLISHABLE_KEY: 'sk_live_oops',
    STRIPE_PRICE_WEEKLY: 'gift-weekly',
  });
  expect(problems).toHaveLength(6);
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^BOOKING_HOLD_MINUTES /),
      expect.stringMatching(/^PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET /),
      expect.stringMatching(/^STRIPE_API_BASE /),
      expect.stringMatching(/^STRIPE_PUBLISHABLE_KEY must be a publishable key/),
      expect.stringMatching(/^STRIPE_PRICE_WEEKLY, STRIPE_PRICE_BIWEEKLY and .* set together/),
      expect.stringMatching(/must be Stripe price ids \(price_…\)/),
    ]),
  );
});
