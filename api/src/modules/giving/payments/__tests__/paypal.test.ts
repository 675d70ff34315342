import {
  CARD_PAYMENTS_UNAVAILABLE_MESSAGE,
  type Booking,
  type CapturedOrder,
  type PayPalOrder,
} from '@parish/shared-types';
import { buildBookingInput } from '@parish/shared-types/testing';
import { createTestApp, insertEvent, insertProduct, type TestApp } from '../../../../testing/app';
import { startFakeProvider, type FakeProvider, type ProviderAnswer } from './fake-provider';
import { listPayments, paymentByReference } from '../../../../testing/reads';

let paypal: FakeProvider;
let t: TestApp;
let orders = 0;
/** Order id → the amount it was created with, as PayPal would remember it. */
const amounts = new Map<string, string>();
let captureAnswer: ((orderId: string) => ProviderAnswer) | null = null;

beforeAll(async () => {
  paypal = await startFakeProvider((request) => {
    if (request.path === '/v1/oauth2/token') {
      return { body: { access_token: `token-${paypal.requests.length}`, expires_in: 32400 } };
    }
    if (request.path === '/v2/checkout/orders') {
      orders += 1;
      const id = `ORDER${orders}`;
      const body = JSON.parse(request.body) as {
        purchase_units: { amount: { value: string } }[];
      };
      amounts.set(id, body.purchase_units[0]?.amount.value ?? '');
      return { status: 201, body: { id, status: 'CREATED' } };
    }
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(request.path);
    if (capture?.[1]) {
      const orderId = capture[1];
      if (captureAnswer) return captureAnswer(orderId);
      return {
        status: 201,
        body: {
          id: orderId,
          status: 'COMPLETED',
          purchase_units: [
            {
              payments: {
                captures: [
                  {
                    id: `CAP-${orderId}`,
                    status: 'COMPLETED',
                    amount: { currency_code: 'USD', value: amounts.get(orderId) },
                  },
                ],
              },
            },
          ],
        },
      };
    }
    return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
  });
  t = await createTestApp({
    payments: {
      sandbox: false,
      bookingHoldMinutes: 15,
      siteUrl: 'http://localhost:3000',
      stripe: null,
      paypal: { clientId: 'parish-client', clientSecret: 'parish-secret', apiBase: paypal.base },
    },
  });
});
afterAll(async () => {
  await t?.close();
  await paypal?.close();
});

const post = (url: string, payload: object) => t.inject({ method: 'POST', url, payload });
const requestsTo = (path: string) => paypal.requests.filter((request) => request.path === path);

describe('PayPal Orders v2 adapter', () => {
  it('gets a client-credentials token, creates the order with the server’s amount, and captures it once', async () => {
    const item = await insertProduct(t.db, { title: 'Beeswax Candles', priceCents: 1800 });
    const created = await post('/api/config/create-order', {
      amount: 1,
      product: { id: item.id },
      quantity: 2,
    });
    expect(created.statusCode).toBe(200);
    const order = created.json<PayPalOrder>();
    expect(order).toEqual({ orderID: 'ORDER1', amount: 36, currency: 'USD' });

    const [token] = requestsTo('/v1/oauth2/token');
    expect(token?.method).toBe('POST');
    expect(token?.headers.authorization).toBe(
      `Basic ${Buffer.from('parish-client:parish-secret').toString('base64')}`,
    );
    expect(token?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(token?.body).toBe('grant_type=client_credentials');

    const [create] = requestsTo('/v2/checkout/orders');
    expect(create?.headers.authorization).toMatch(/^Bearer token-/);
    expect(create?.headers['content-type']).toBe('application/json');
    const payment = await paymentByReference(t, 'ORDER1');
    expect(create?.headers['paypal-request-id']).toBe(`parish-payment-${payment?.id}`);
    expect(JSON.parse(create?.body ?? '')).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: `payment-${payment?.id}`,
          custom_id: String(payment?.id),
          description: 'Beeswax Candles × 2',
          amount: { currency_code: 'USD', value: '36.00' },
        },
      ],
    });
    expect(payment).toMatchObject({ provider: 'paypal', method: 'paypal', status: 'created' });

    const captured = await post('/api/config/capture-order', { orderID: 'ORDER1' });
    expect(captured.statusCode).toBe(200);
    expect(captured.json<CapturedOrder>()).toMatchObject({
      orderID: 'ORDER1',
      status: 'COMPLETED',
      amount: 36,
      purpose: 'shop',
    });
    expect(requestsTo('/v2/checkout/orders/ORDER1/capture')).toHaveLength(1);
    expect((await paymentByReference(t, 'ORDER1'))?.status).toBe('completed');

    // Capturing again (the shop's path) answers the same without asking PayPal twice.
    const again = await post('/config/capture-order', { orderID: 'ORDER1' });
    expect(again.json()).toEqual(captured.json());
    expect(requestsTo('/v2/checkout/orders/ORDER1/capture')).toHaveLength(1);
  });

  it('keeps its token until it expires: a second order asks for no new token', async () => {
    const before = requestsTo('/v1/oauth2/token').length;
    const order = (await post('/api/config/create-order', { amount: 10 })).json<PayPalOrder>();
    expect(order.amount).toBe(10);
    expect(requestsTo('/v1/oauth2/token')).toHaveLength(before);
  });

  it('a PayPal booking is confirmed by its capture', async () => {
    const event = await insertEvent(t.db, { priceCents: 2250 });
    const booking = (
      await post('/api/bookings/', buildBookingInput(event.id, 2, { payment_method: 'paypal' }))
    ).json<Booking>();
    const order = (
      await post('/api/config/create-order', { booking_id: booking.booking_id })
    ).json<PayPalOrder>();
    expect(order.amount).toBe(45);
    const receipt = (
      await post('/api/config/capture-order', { orderID: order.orderID })
    ).json<CapturedOrder>();
    expect(receipt).toMatchObject({ booking_id: booking.booking_id, purpose: 'booking' });
    const confirmed = (
      await t.inject({ method: 'GET', url: `/api/bookings/${booking.booking_id}/` })
    ).json<Booking>();
    expect(confirmed.status).toBe('confirmed');
  });

  it('a declined capture is a 402; the payment fails and its booking is released', async () => {
    const event = await insertEvent(t.db, { priceCents: 1000, maxAttendees: 1 });
    const booking = (
      await post('/api/bookings/', buildBookingInput(event.id, 1, { payment_method: 'paypal' }))
    ).json<Booking>();
    const order = (
      await post('/api/config/create-order', { booking_id: booking.booking_id })
    ).json<PayPalOrder>();
    captureAnswer = () => ({
      status: 422,
      body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] },
    });
    try {
      const response = await post('/api/config/capture-order', { orderID: order.orderID });
      expect(response.statusCode).toBe(402);
      expect(response.json().message).toBe('Payment failed. Please try again.');
    } finally {
      captureAnswer = null;
    }
    expect((await paymentByReference(t, order.orderID))?.status).toBe('failed');
    const cancelled = (
      await t.inject({ method: 'GET', url: `/api/bookings/${booking.booking_id}/` })
    ).json<Booking>();
    expect(cancelled.status).toBe('cancelled');
  });

  it('PayPal unreachable or failing is a 502 and the order can be captured later', async () => {
    const order = (await post('/api/config/create-order', { amount: 5 })).json<PayPalOrder>();
    captureAnswer = () => ({ status: 500, body: { name: 'INTERNAL_SERVER_ERROR' } });
    try {
      const failed = await post('/api/config/capture-order', { orderID: order.orderID });
      expect(failed.statusCode).toBe(502);
    } finally {
      captureAnswer = null;
    }
    expect((await paymentByReference(t, order.orderID))?.status).toBe('created');
    const retried = await post('/api/config/capture-order', { orderID: order.orderID });
    expect(retried.statusCode).toBe(200);
  });
});

describe('PayPal configured without Stripe', () => {
  it('offers PayPal alone: card payments are not in the setup and their calls answer 404', async () => {
    const setup = await t.inject({ method: 'GET', url: '/api/payments/setup' });
    expect(setup.json()).toEqual({
      sandbox: false,
      card: null,
      paypal: { provider: 'paypal', clientId: 'parish-client' },
      currency: 'USD',
    });
    const before = (await listPayments(t)).length;
    const event = await insertEvent(t.db, { priceCents: 1000 });
    const booking = (await post('/api/bookings/', buildBookingInput(event.id, 1))).json<Booking>();
    for (const [url, body] of [
      ['/api/payment/donate', { amount: 100000 }],
      ['/api/payment/recurring-donate', { priceId: 'gift-monthly', amount: 50 }],
      ['/api/checkout/create-checkout-session', { booking_id: booking.booking_id }],
      ['/api/checkout/create-checkout-session', { product: { name: 'Rosary' } }],
    ] as const) {
      const response = await post(url, body);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 404,
        body: { message: CARD_PAYMENTS_UNAVAILABLE_MESSAGE },
      });
    }
    expect((await listPayments(t)).length).toBe(before);
    expect(paypal.requests.filter((request) => request.path.includes('checkout/sessions'))).toEqual(
      [],
    );
  });
});
