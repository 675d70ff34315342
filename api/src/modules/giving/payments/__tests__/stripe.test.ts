import {
  PAYMENTS_SANDBOX_OFF_MESSAGE,
  PAYPAL_PAYMENTS_UNAVAILABLE_MESSAGE,
  type Booking,
  type CheckoutSession,
} from '@parish/shared-types';
import { buildBookingInput } from '@parish/shared-types/testing';
import { createTestApp, insertEvent, lapseHold, type TestApp } from '../../../../testing/app';
import { answerSandboxCheckout } from '../../../../testing/giving';
import {
  bookingById,
  listPayments,
  paymentByReference,
  seatsTaken,
} from '../../../../testing/reads';
import { expireLapsedCheckouts } from '../lapsed-checkouts';
import { selectProviders } from '../providers';
import { signStripePayload, stripeCardProvider, stripeSignatureProblem } from '../providers/stripe';
import { startFakeProvider, type FakeProvider, type ProviderAnswer } from './fake-provider';
import { createOutbox } from '../../../messaging';
import { and, eq } from 'drizzle-orm';
import { outboxMails } from '../../../../testing/tables';
import { MAILS } from '../../../../mails';

const WEBHOOK_SECRET = 'whsec_test_parish';
/** The parish's own Stripe Prices, $1.00 a unit, one per frequency. */
const RECURRING_PRICES = {
  'gift-weekly': 'price_weekly_dollar',
  'gift-biweekly': 'price_biweekly_dollar',
  'gift-monthly': 'price_monthly_dollar',
};
let stripe: FakeProvider;
let t: TestApp;
let sessions = 0;
let nextAnswer: ProviderAnswer | null = null;

beforeAll(async () => {
  stripe = await startFakeProvider((request) => {
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(request.path);
    if (expire) return { body: { id: expire[1], object: 'checkout.session', status: 'expired' } };
    if (nextAnswer) {
      const answer = nextAnswer;
      nextAnswer = null;
      return answer;
    }
    sessions += 1;
    const id = `cs_test_${sessions}`;
    return {
      body: { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/${id}` },
    };
  });
  t = await createTestApp({
    payments: {
      sandbox: false,
      bookingHoldMinutes: 15,
      siteUrl: 'https://parish.example',
      stripe: {
        secretKey: 'sk_test_parish',
        publishableKey: 'pk_test_parish',
        webhookSecret: WEBHOOK_SECRET,
        apiBase: stripe.base,
        recurringPrices: RECURRING_PRICES,
      },
      paypal: null,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const post = (url: string, payload: object) => t.inject({ method: 'POST', url, payload });
const stripeConfig = () => {
  const { stripe: config } = t.config.payments;
  if (!config) throw new Error('this suite configures Stripe');
  return config;
};
const lastForm = () => new URLSearchParams(stripe.requests.at(-1)?.body ?? '');

function sessionEvent(type: string, sessionId: string, extra: Record<string, unknown> = {}) {
  return {
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    data: {
      object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', ...extra },
    },
  };
}

/** Sends `event` as Stripe would: the exact bytes, signed with the endpoint's secret. */
function notify(
  event: unknown,
  options: { secret?: string; timestamp?: number; header?: string; pretty?: boolean } = {},
) {
  const payload = JSON.stringify(event, null, options.pretty ? 2 : undefined);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const signature = signStripePayload(payload, timestamp, options.secret ?? WEBHOOK_SECRET);
  return t.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': options.header ?? `t=${timestamp},v1=${signature}`,
    },
    payload,
  });
}

describe('GET /api/payments/setup with Stripe configured', () => {
  it('says card payments go to Stripe, with the publishable key and never the secret one', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/payments/setup' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      sandbox: false,
      card: { provider: 'stripe', publishableKey: 'pk_test_parish' },
      // Not configured: not offered (the sandbox is never a stand-in on a live site).
      paypal: null,
      currency: 'USD',
    });
    expect(response.body).not.toContain('sk_test_parish');
  });
});

describe('Stripe configured without PayPal', () => {
  it('refuses every PayPal call with 404 and a message, recording nothing', async () => {
    const before = (await listPayments(t)).length;
    const event = await insertEvent(t.db, { priceCents: 2500 });
    const booking = (
      await post('/api/bookings/', buildBookingInput(event.id, 1, { payment_method: 'paypal' }))
    ).json<Booking>();
    for (const [url, body] of [
      ['/api/config/create-order', { amount: 100000, fund: 'general' }],
      ['/api/config/create-order', { booking_id: booking.booking_id }],
      ['/api/config/capture-order', { orderID: 'SANDBOX-0123456789ABCDEF' }],
      ['/config/capture-order', { orderID: 'SANDBOX-0123456789ABCDEF' }],
      // Refused before the body is looked at.
      ['/api/config/create-order', {}],
    ] as const) {
      const response = await post(url, body);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 404,
        body: { message: PAYPAL_PAYMENTS_UNAVAILABLE_MESSAGE },
      });
    }
    expect((await listPayments(t)).length).toBe(before);
    expect((await bookingById(t, booking.booking_id)).status).toBe('pending');
  });

  it('serves no sandbox checkout page: its sessions are not there', async () => {
    const page = await t.inject({
      method: 'GET',
      url: '/api/payments/sandbox/checkout/cs_sandbox_x',
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain(PAYMENTS_SANDBOX_OFF_MESSAGE);
    const approve = await answerSandboxCheckout(t, 'cs_sandbox_x', 'approve');
    expect(approve.statusCode).toBe(404);
  });
});

describe('Stripe Checkout adapter', () => {
  it('creates a session with POST /v1/checkout/sessions, form-encoded, at the server’s price', async () => {
    const response = await post('/api/checkout/create-checkout-session', {
      product: { name: 'Parish Cookbook', price: 1 },
    });
    // No such item in this database: nothing is asked of Stripe.
    expect(response.statusCode).toBe(404);
    expect(stripe.requests).toHaveLength(0);

    const gift = await post('/api/payment/donate', { amount: 42 });
    expect(gift.statusCode).toBe(200);
    const session = gift.json<CheckoutSession>();
    expect(session).toEqual({
      id: 'cs_test_1',
      url: 'https://checkout.stripe.test/c/cs_test_1',
      amount: 42,
      currency: 'USD',
    });

    const request = stripe.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/checkout/sessions');
    expect(request?.headers.authorization).toBe('Bearer sk_test_parish');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const payment = await paymentByReference(t, 'cs_test_1');
    expect(request?.headers['idempotency-key']).toBe(`parish-payment-${payment?.id}`);
    expect(Object.fromEntries(lastForm())).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '4200',
      'line_items[0][price_data][product_data][name]': 'One-time gift: General Fund',
      success_url: 'https://parish.example/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://parish.example/giving?checkout=cancelled',
      client_reference_id: String(payment?.id),
      'metadata[payment_id]': String(payment?.id),
    });
    expect(payment).toMatchObject({ provider: 'stripe', status: 'created', amount: 42 });
  });

  it('a covered fee is its own line, computed by the server', async () => {
    const gift = await post('/api/payment/donate', {
      amount: 50,
      funds: [
        { fund: 'missions', amount: 30 },
        { fund: 'youth', amount: 20 },
      ],
      cover_fee: true,
    });
    expect(gift.json<CheckoutSession>().amount).toBe(51.81);
    const form = lastForm();
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('5000');
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe(
      'One-time gift: Missions and Youth Ministry',
    );
    expect(form.get('line_items[1][price_data][unit_amount]')).toBe('181');
    expect(form.get('line_items[1][price_data][product_data][name]')).toBe(
      'Processing fee, covered by the giver',
    );
  });

  it('a gift from a Spanish page names its lines in Spanish', async () => {
    await t.inject({
      method: 'POST',
      url: '/api/payment/donate',
      headers: { 'accept-language': 'es' },
      payload: {
        amount: 60,
        funds: [
          { fund: 'missions', amount: 30 },
          { fund: 'youth', amount: 20 },
          { fund: 'general', amount: 10 },
        ],
        cover_fee: true,
      },
    });
    const form = lastForm();
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe(
      'Donación única: Misiones, Pastoral Juvenil y Fondo General',
    );
    expect(form.get('line_items[1][price_data][product_data][name]')).toBe(
      'Comisión de procesamiento, cubierta por el donante',
    );
  });

  it('a recurring gift subscribes to the configured Stripe price for its frequency, never one the page names', async () => {
    const refused = await post('/api/payment/recurring-donate', {
      priceId: 'price_weekly_dollar',
      amount: 20,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ priceId: 'Choose Weekly, Bi-Weekly or Monthly.' });

    const session = (
      await post('/api/payment/recurring-donate', {
        priceId: 'gift-biweekly',
        amount: 20,
        cover_fee: true,
      })
    ).json<CheckoutSession>();
    expect(session.amount).toBe(20.91);
    const form = lastForm();
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('line_items[0][price]')).toBe('price_biweekly_dollar');
    expect(form.get('line_items[0][quantity]')).toBe('20');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBeNull();
    // The fee repeats with the gift, on the same schedule.
    expect(form.get('line_items[1][price_data][unit_amount]')).toBe('91');
    expect(form.get('line_items[1][price_data][recurring][interval]')).toBe('week');
    expect(form.get('line_items[1][price_data][recurring][interval_count]')).toBe('2');
    expect(form.get('cancel_url')).toBe(
      'https://parish.example/giving?checkout=cancelled&tab=recurring',
    );

    // Stripe's notice names the subscription: the office sees the schedule with it.
    await notify(
      sessionEvent('checkout.session.completed', session.id, {
        amount_total: 2091,
        subscription: 'sub_parish_1',
      }),
    );
    const schedules = await t.inject({
      method: 'GET',
      url: '/api/payments/recurring/',
      headers: { cookie: await t.adminCookie() },
    });
    expect(schedules.json()[0]).toMatchObject({
      price_id: 'gift-biweekly',
      frequency: 'Bi-Weekly',
      amount: 20.91,
      processing_fee: 0.91,
      funds: [{ fund: 'general', amount: 20 }],
      status: 'active',
      provider: 'stripe',
      subscription_id: 'sub_parish_1',
    });
  });

  it('records each paid renewal (invoice.paid) once, with its receipt; a failed one mails the invoice page', async () => {
    const invoiceEvent = (type: string, id: string, extra: Record<string, unknown> = {}) => ({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type,
      data: {
        object: {
          id,
          object: 'invoice',
          subscription: 'sub_parish_renewals',
          billing_reason: 'subscription_cycle',
          amount_paid: 2500,
          hosted_invoice_url: `https://invoice.stripe.test/i/${id}`,
          ...extra,
        },
      },
    });
    const session = (
      await post('/api/payment/recurring-donate', {
        priceId: 'gift-monthly',
        amount: 25,
        fund: 'youth',
        payer_name: 'Renewing Donor',
        payer_email: 'renewing@example.org',
      })
    ).json<CheckoutSession>();
    await notify(
      sessionEvent('checkout.session.completed', session.id, {
        amount_total: 2500,
        subscription: 'sub_parish_renewals',
      }),
    );
    const first = await paymentByReference(t, session.id);

    // The subscription's first invoice is the checkout's payment: not recorded twice.
    const create = await notify(
      invoiceEvent('invoice.paid', 'in_first', { billing_reason: 'subscription_create' }),
    );
    expect(create.json()).toEqual({ received: true, outcome: 'ignored' });

    const paid = await notify(invoiceEvent('invoice.paid', 'in_renewal_1'));
    expect(paid.json()).toEqual({ received: true, outcome: 'completed' });
    const again = await notify(invoiceEvent('invoice.paid', 'in_renewal_1'));
    expect(again.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await paymentByReference(t, 'in_renewal_1')).toMatchObject({
      purpose: 'recurring_donation',
      status: 'completed',
      amount: 25,
      funds: [{ fund: 'youth', amount: 25 }],
      recurring_gift_id: first?.recurring_gift_id,
      donor_id: first?.donor_id,
    });
    const mails = await t.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.toAddress, 'renewing@example.org'));
    expect(mails.filter((mail) => mail.kind === 'gift_receipt')).toHaveLength(2);

    const failed = await notify(invoiceEvent('invoice.payment_failed', 'in_renewal_2'));
    expect(failed.json()).toEqual({ received: true, outcome: 'failed' });
    const [failedMail] = await t.db
      .select()
      .from(outboxMails)
      .where(
        and(
          eq(outboxMails.toAddress, 'renewing@example.org'),
          eq(outboxMails.kind, 'renewal_failed'),
        ),
      );
    expect(failedMail?.data).toMatchObject({
      updateCardUrl: 'https://invoice.stripe.test/i/in_renewal_2',
    });
    expect(await paymentByReference(t, 'in_renewal_2')).toBeUndefined();

    const stranger = await notify(
      invoiceEvent('invoice.paid', 'in_other', { subscription: 'sub_unknown' }),
    );
    expect(stranger.json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('without configured prices a subscription gets an inline price at the plan’s interval', async () => {
    const provider = stripeCardProvider({ ...stripeConfig(), recurringPrices: null });
    await provider.createCheckoutSession({
      paymentId: 9_999,
      amountCents: 2000,
      feeCents: 0,
      description: 'Monthly gift: Missions',
      recurring: { interval: 'month', intervalCount: 1, priceId: 'gift-monthly' },
      successUrl: 'https://parish.example/success',
      cancelUrl: 'https://parish.example/giving',
      expiresAt: null,
      apiOrigin: 'http://localhost',
    });
    const form = lastForm();
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('line_items[0][price]')).toBeNull();
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('2000');
    expect(form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(form.get('line_items[1][price_data][unit_amount]')).toBeNull();
  });

  it('a booking’s session returns to its confirmation page and expires no sooner than Stripe allows', async () => {
    const event = await insertEvent(t.db, { priceCents: 1500 });
    const booking = (await post('/api/bookings/', buildBookingInput(event.id, 2))).json<Booking>();
    const before = Math.floor(Date.now() / 1000);
    await post('/api/checkout/create-checkout-session', { booking_id: booking.booking_id });
    const form = lastForm();
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('3000');
    expect(form.get('success_url')).toBe(
      `https://parish.example/booking-success?bookingId=${booking.booking_id}`,
    );
    expect(form.get('cancel_url')).toBe(`https://parish.example/event/tickets?eventId=${event.id}`);
    expect(form.get('locale')).toBeNull();
    const expiresAt = Number(form.get('expires_at'));
    expect(expiresAt - before).toBeGreaterThanOrEqual(31 * 60);
    expect(expiresAt - before).toBeLessThan(32 * 60);
  });

  it('a Spanish page’s session shows Stripe’s page in Spanish and returns to the Spanish pages', async () => {
    const event = await insertEvent(t.db, {
      priceCents: 1500,
      title: 'Easter Vigil',
      titleEs: 'Vigilia Pascual',
    });
    const booking = (await post('/api/bookings/', buildBookingInput(event.id, 1))).json<Booking>();
    await t.inject({
      method: 'POST',
      url: '/api/checkout/create-checkout-session',
      headers: { 'accept-language': 'es' },
      payload: { booking_id: booking.booking_id },
    });
    const form = lastForm();
    expect(form.get('locale')).toBe('es');
    expect(form.get('line_items[0][price_data][product_data][name]')).toMatch(
      /^1 boleto: Vigilia Pascual \(.*2099\)$/,
    );
    expect(form.get('success_url')).toBe(
      `https://parish.example/es/booking-success?bookingId=${booking.booking_id}`,
    );
    expect(form.get('cancel_url')).toBe(
      `https://parish.example/es/event/tickets?eventId=${event.id}`,
    );
  });

  it('a Stripe failure is a 502 with the spec’s message; the payment is failed, the booking still held', async () => {
    const event = await insertEvent(t.db, { priceCents: 1500 });
    const booking = (await post('/api/bookings/', buildBookingInput(event.id, 1))).json<Booking>();
    nextAnswer = {
      status: 500,
      body: { error: { message: 'Something broke', type: 'api_error' } },
    };
    const response = await post('/api/checkout/create-checkout-session', {
      booking_id: booking.booking_id,
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('Payment failed. Please try again.');
    expect((await bookingById(t, booking.booking_id)).status).toBe('pending');
    // Trying again works: the failed attempt does not block the booking.
    const retry = await post('/api/checkout/create-checkout-session', {
      booking_id: booking.booking_id,
    });
    expect(retry.statusCode).toBe(200);
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  async function cardBooking(seats = 2, maxAttendees = 10) {
    const event = await insertEvent(t.db, { priceCents: 2000, maxAttendees });
    const booking = (
      await post('/api/bookings/', buildBookingInput(event.id, seats))
    ).json<Booking>();
    const session = (
      await post('/api/checkout/create-checkout-session', { booking_id: booking.booking_id })
    ).json<CheckoutSession>();
    return { event, booking, session };
  }

  it('a signed checkout.session.completed confirms the booking; the same notice again changes nothing', async () => {
    const { event, booking, session } = await cardBooking();
    const notice = sessionEvent('checkout.session.completed', session.id, { amount_total: 4000 });
    // Pretty-printed on purpose: the signature covers the exact bytes, not re-serialised JSON.
    const response = await notify(notice, { pretty: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'completed' });
    expect((await bookingById(t, booking.booking_id)).status).toBe('confirmed');
    const payment = await paymentByReference(t, session.id);
    expect(payment?.status).toBe('completed');

    const resent = await notify(notice);
    expect(resent.statusCode).toBe(200);
    expect(await paymentByReference(t, session.id)).toEqual(payment);
    expect(await seatsTaken(t, event.id)).toBe(2);
  });

  it('refuses a wrong, tampered, old, missing or malformed signature with 400 and changes nothing', async () => {
    const { booking, session } = await cardBooking();
    const notice = sessionEvent('checkout.session.completed', session.id);
    const old = Math.floor(Date.now() / 1000) - 301;
    const cases = [
      await notify(notice, { secret: 'whsec_someone_else' }),
      await notify(notice, { timestamp: old }),
      await notify(notice, { header: 't=123' }),
      await notify(notice, { header: `t=${Math.floor(Date.now() / 1000)},v1=00ff` }),
      await t.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(notice),
      }),
    ];
    for (const response of cases) {
      expect(response.statusCode).toBe(400);
      expect(response.json().fields['stripe-signature']).toEqual(expect.any(String));
    }
    expect(cases[1]?.json().message).toBe('The Stripe signature is too old.');

    // A body changed after signing fails too.
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = signStripePayload(JSON.stringify(notice), timestamp, WEBHOOK_SECRET);
    const tampered = await t.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': `t=${timestamp},v1=${signature}`,
      },
      payload: JSON.stringify({ ...notice, type: 'checkout.session.expired' }),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await bookingById(t, booking.booking_id)).status).toBe('pending');
  });

  it('checkout.session.expired cancels the booking and releases its seats', async () => {
    const { event, booking, session } = await cardBooking(3, 3);
    expect(await seatsTaken(t, event.id)).toBe(3);
    const response = await notify(sessionEvent('checkout.session.expired', session.id));
    expect(response.json().outcome).toBe('cancelled');
    expect((await bookingById(t, booking.booking_id)).status).toBe('cancelled');
    expect(await seatsTaken(t, event.id)).toBe(0);
    expect((await paymentByReference(t, session.id))?.status).toBe('cancelled');
  });

  it('a delayed payment method is pending first, then completed or failed', async () => {
    const first = await cardBooking(1);
    await notify(
      sessionEvent('checkout.session.completed', first.session.id, { payment_status: 'unpaid' }),
    );
    expect((await paymentByReference(t, first.session.id))?.status).toBe('pending');
    expect((await bookingById(t, first.booking.booking_id)).status).toBe('pending');
    await notify(sessionEvent('checkout.session.async_payment_succeeded', first.session.id));
    expect((await bookingById(t, first.booking.booking_id)).status).toBe('confirmed');

    const second = await cardBooking(1);
    await notify(
      sessionEvent('checkout.session.completed', second.session.id, { payment_status: 'unpaid' }),
    );
    await notify(sessionEvent('checkout.session.async_payment_failed', second.session.id));
    expect((await paymentByReference(t, second.session.id))?.status).toBe('failed');
    expect((await bookingById(t, second.booking.booking_id)).status).toBe('cancelled');
  });

  it('money that arrives after the hold lapsed: seats retaken if free, else the booking stays cancelled', async () => {
    const free = await cardBooking(2, 2);
    await lapseHold(t.db, free.booking.booking_id);
    expect((await bookingById(t, free.booking.booking_id)).status).toBe('cancelled');
    await notify(sessionEvent('checkout.session.completed', free.session.id));
    expect((await bookingById(t, free.booking.booking_id)).status).toBe('confirmed');
    expect(await seatsTaken(t, free.event.id)).toBe(2);

    const sold = await cardBooking(2, 2);
    await lapseHold(t.db, sold.booking.booking_id);
    const other = await post('/api/bookings/', buildBookingInput(sold.event.id, 2));
    expect(other.statusCode).toBe(201);
    await notify(sessionEvent('checkout.session.completed', sold.session.id));
    // The money is recorded truthfully (for a refund); the seats are not sold twice.
    expect((await paymentByReference(t, sold.session.id))?.status).toBe('completed');
    expect((await bookingById(t, sold.booking.booking_id)).status).toBe('cancelled');
    expect(await seatsTaken(t, sold.event.id)).toBe(2);
  });

  it('the hold sweep expires the Stripe session of a lapsed booking, once', async () => {
    const { booking, session } = await cardBooking(1);
    await lapseHold(t.db, booking.booking_id);
    expect((await bookingById(t, booking.booking_id)).status).toBe('cancelled');

    const payments = {
      db: t.db,
      providers: selectProviders(t.config.payments),
      config: t.config.payments,
      outbox: createOutbox(t.config.mail, t.config.payments.siteUrl, MAILS),
      timeZone: t.config.timeZone,
    };
    const expirePath = `/v1/checkout/sessions/${session.id}/expire`;
    expect(await expireLapsedCheckouts(payments, t.app.log)).toBeGreaterThanOrEqual(1);
    const calls = stripe.requests.filter((request) => request.path === expirePath);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.authorization).toBe('Bearer sk_test_parish');

    await expireLapsedCheckouts(payments, t.app.log);
    expect(stripe.requests.filter((request) => request.path === expirePath)).toHaveLength(1);
  });

  it('ignores events it does not handle and sessions it does not know', async () => {
    const other = await notify({ id: 'evt_1', type: 'customer.created', data: { object: {} } });
    expect(other.json()).toEqual({ received: true, outcome: 'ignored' });
    const unknown = await notify(sessionEvent('checkout.session.completed', 'cs_test_unknown'));
    expect(unknown.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe('stripeSignatureProblem', () => {
  const payload = Buffer.from('{"id":"evt_1"}');
  it('accepts any of several v1 signatures within the tolerance', () => {
    const signature = signStripePayload(payload, 1_000, 'whsec_x');
    const header = `t=1000,v1=deadbeef,v1=${signature},v0=ignored`;
    expect(stripeSignatureProblem(payload, header, 'whsec_x', { nowSeconds: 1_200 })).toBeNull();
    expect(stripeSignatureProblem(payload, header, 'whsec_x', { nowSeconds: 1_301 })).toBe(
      'The Stripe signature is too old.',
    );
  });
});

describe('without STRIPE_WEBHOOK_SECRET', () => {
  it('the webhook answers 404', async () => {
    const app = await createTestApp();
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
