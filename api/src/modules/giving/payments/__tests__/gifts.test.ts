import type {
  CapturedOrder,
  CheckoutSession,
  FundTotal,
  PaymentReceipt,
  PayPalOrder,
  RecurringGift,
} from '@parish/shared-types';
import { buildBookingInput, fundShare } from '@parish/shared-types/testing';
import { count } from 'drizzle-orm';
import { paymentFunds, payments, recurringGifts } from '../../tables';
import { createTestApp, insertEvent, insertProduct, type TestApp } from '../../../../testing/app';
import { listPayments, paymentByReference } from '../../../../testing/reads';
import { answerSandboxCheckout } from '../../../../testing/giving';
import { nextGiftDate } from '../listing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (url: string, payload: object) => t.inject({ method: 'POST', url, payload });
const donate = (payload: object) => post('/api/payment/donate', payload);
const approve = (sessionId: string) => answerSandboxCheckout(t, sessionId, 'approve');
const cancel = (sessionId: string) => answerSandboxCheckout(t, sessionId, 'cancel');
const asAdmin = async (url: string) =>
  t.inject({ method: 'GET', url, headers: { cookie: await t.adminCookie() } });
const fundTotals = async () => (await asAdmin('/api/payments/funds/')).json<FundTotal[]>();
const totalOf = async (fund: string) => (await fundTotals()).find((row) => row.fund === fund);
const receipt = (reference: string) =>
  t.inject({ method: 'GET', url: `/api/payments/receipts/${reference}` });

/** How many rows the gift tables hold, to prove a refused gift wrote none. */
async function storedRows() {
  const [paymentRows] = await t.db.select({ n: count() }).from(payments);
  const [shareRows] = await t.db.select({ n: count() }).from(paymentFunds);
  const [scheduleRows] = await t.db.select({ n: count() }).from(recurringGifts);
  return { payments: paymentRows?.n, shares: shareRows?.n, schedules: scheduleRows?.n };
}

describe('a gift to a chosen fund', () => {
  it('is recorded with its fund, shown on the checkout page, and counted once it is paid', async () => {
    const before = await totalOf('missions');
    const session = (await donate({ amount: 75, fund: 'missions' })).json<CheckoutSession>();
    expect(session.amount).toBe(75);
    expect(await paymentByReference(t, session.id)).toMatchObject({
      purpose: 'donation',
      amount: 75,
      processing_fee: 0,
      funds: [{ fund: 'missions', amount: 75 }],
    });
    const page = await t.inject({
      method: 'GET',
      url: `/api/payments/sandbox/checkout/${session.id}`,
    });
    expect(page.body).toContain('Missions: $75.00');

    // Not paid yet: the fund has not received it.
    expect(await totalOf('missions')).toEqual(before);
    await approve(session.id);
    expect(await totalOf('missions')).toEqual({
      fund: 'missions',
      label: 'Missions',
      name_es: 'Misiones',
      total: (before?.total ?? 0) + 75,
      gifts: (before?.gifts ?? 0) + 1,
    });
  });

  it('goes to the General Fund when it names none', async () => {
    const session = (await donate({ amount: 30 })).json<CheckoutSession>();
    expect((await paymentByReference(t, session.id))?.funds).toEqual([fundShare('general', 30)]);
  });
});

describe('a gift split across funds, with the processing fee covered', () => {
  it('charges the parts plus the fee the server computes, to the cent, and each fund receives its part', async () => {
    const [missions, youth, building] = await Promise.all(
      ['missions', 'youth', 'building'].map(totalOf),
    );
    const session = (
      await donate({
        amount: 100,
        funds: [
          { fund: 'missions', amount: 50 },
          { fund: 'youth', amount: 35 },
          { fund: 'building', amount: 15 },
        ],
        cover_fee: true,
        // A page cannot set the fee: only cover_fee counts.
        processing_fee: 0.01,
      })
    ).json<CheckoutSession>();
    // ⌈(10000 + 30) ÷ 0.971⌉ = 10330 cents: $3.30 on top of the $100.
    expect(session.amount).toBe(103.3);
    const payment = await paymentByReference(t, session.id);
    expect(payment).toMatchObject({
      amount: 103.3,
      processing_fee: 3.3,
      funds: [
        { fund: 'missions', amount: 50 },
        { fund: 'youth', amount: 35 },
        { fund: 'building', amount: 15 },
      ],
    });
    const parts = payment?.funds.reduce((sum, share) => sum + share.amount * 100, 0) ?? 0;
    expect(parts + (payment?.processing_fee ?? 0) * 100).toBe((payment?.amount ?? 0) * 100);

    await approve(session.id);
    expect((await totalOf('missions'))?.total).toBe((missions?.total ?? 0) + 50);
    expect((await totalOf('youth'))?.total).toBe((youth?.total ?? 0) + 35);
    expect((await totalOf('building'))?.total).toBe((building?.total ?? 0) + 15);
  });

  it.each([
    [
      'parts that do not add up',
      { amount: 100, funds: [{ fund: 'missions', amount: 60 }] },
      { funds: 'The parts add up to $60, but the gift is $100. Make them equal.' },
    ],
    [
      'a fund named twice',
      {
        amount: 20,
        funds: [
          { fund: 'youth', amount: 10 },
          { fund: 'youth', amount: 10 },
        ],
      },
      { 'funds.1.fund': 'Each fund can be chosen once.' },
    ],
    [
      'a negative part balancing a larger one',
      {
        amount: 20,
        funds: [
          { fund: 'youth', amount: 30 },
          { fund: 'worship', amount: -10 },
        ],
      },
      { 'funds.1.amount': 'Each part must be at least $1.' },
    ],
    [
      'a part with cents',
      {
        amount: 20,
        funds: [
          { fund: 'youth', amount: 10.5 },
          { fund: 'worship', amount: 9.5 },
        ],
      },
      {
        'funds.0.amount': 'Enter a whole number of dollars, without cents.',
        'funds.1.amount': 'Enter a whole number of dollars, without cents.',
      },
    ],
    ['no funds at all', { amount: 20, funds: [] }, { funds: 'Choose at least one fund.' }],
    [
      'one fund and a split at once',
      { amount: 20, fund: 'youth', funds: [{ fund: 'worship', amount: 20 }] },
      { fund: 'Choose one fund, or split the gift across several, not both.' },
    ],
    [
      'a fee that is not a yes or no',
      { amount: 20, cover_fee: 'yes' },
      { cover_fee: 'Must be true or false.' },
    ],
  ])(
    'refuses %s with a 400 naming the field, and stores nothing',
    async (_case, payload, fields) => {
      const before = await storedRows();
      for (const url of ['/api/payment/donate', '/api/config/create-order']) {
        const response = await post(url, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual(fields);
      }
      const recurring = await post('/api/payment/recurring-donate', {
        priceId: 'gift-monthly',
        ...payload,
      });
      expect(recurring.statusCode).toBe(400);
      expect(recurring.json().fields).toEqual(fields);
      expect(await storedRows()).toEqual(before);
    },
  );
  // A fund's key is checked against the funds the office keeps (docs/funds.md): 422.
  it.each([
    [
      'an unknown fund in a split',
      { amount: 20, funds: [{ fund: 'bishops-yacht', amount: 20 }] },
      { 'funds.0.fund': 'Choose one of the parish funds.' },
    ],
    [
      'an unknown single fund',
      { amount: 20, fund: 'general-fund' },
      { fund: 'Choose one of the parish funds.' },
    ],
  ])(
    'refuses %s with a 422 naming the field, and stores nothing',
    async (_case, payload, fields) => {
      const before = await storedRows();
      for (const url of ['/api/payment/donate', '/api/config/create-order']) {
        const response = await post(url, payload);
        expect(response.statusCode).toBe(422);
        expect(response.json().fields).toEqual(fields);
      }
      const recurring = await post('/api/payment/recurring-donate', {
        priceId: 'gift-monthly',
        ...payload,
      });
      expect(recurring.statusCode).toBe(422);
      expect(recurring.json().fields).toEqual(fields);
      expect(await storedRows()).toEqual(before);
    },
  );
});

describe('a PayPal gift', () => {
  it('carries its funds and fee to the order, and its receipt is found by the order id', async () => {
    const order = (
      await post('/api/config/create-order', {
        amount: 40,
        funds: [
          { fund: 'worship', amount: 25 },
          { fund: 'outreach', amount: 15 },
        ],
        cover_fee: true,
      })
    ).json<PayPalOrder>();
    // ⌈(4000 + 30) ÷ 0.971⌉ = 4151 cents.
    expect(order.amount).toBe(41.51);
    const captured = (
      await post('/api/config/capture-order', { orderID: order.orderID })
    ).json<CapturedOrder>();
    expect(captured).toMatchObject({ status: 'COMPLETED', amount: 41.51, purpose: 'donation' });

    const answer = await receipt(order.orderID);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<PaymentReceipt>()).toEqual({
      reference: order.orderID,
      purpose: 'donation',
      status: 'completed',
      amount: 41.51,
      processing_fee: 1.51,
      funds: [fundShare('worship', 25), fundShare('outreach', 15)],
      items: null,
      frequency: null,
      date: expect.any(String),
    });
  });
});

describe('a recurring gift in the sandbox', () => {
  it('is recorded as a schedule the office sees: pending, then active with its next date once paid', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/payments/recurring/' })).statusCode).toBe(
      401,
    );
    const session = (
      await post('/api/payment/recurring-donate', {
        priceId: 'gift-weekly',
        amount: 25,
        funds: [
          { fund: 'youth', amount: 20 },
          { fund: 'general', amount: 5 },
        ],
      })
    ).json<CheckoutSession>();
    const scheduleOf = async () =>
      (await asAdmin('/api/payments/recurring/'))
        .json<RecurringGift[]>()
        .find((gift) => gift.id === payment?.recurring_gift_id);
    const payment = await paymentByReference(t, session.id);
    expect(payment).toMatchObject({ purpose: 'recurring_donation', price_id: 'gift-weekly' });
    expect(await scheduleOf()).toMatchObject({
      price_id: 'gift-weekly',
      frequency: 'Weekly',
      amount: 25,
      processing_fee: 0,
      funds: [
        { fund: 'youth', amount: 20 },
        { fund: 'general', amount: 5 },
      ],
      status: 'pending',
      provider: 'sandbox',
      subscription_id: null,
      started_at: null,
      next_gift_on: null,
    });
    const page = await t.inject({
      method: 'GET',
      url: `/api/payments/sandbox/checkout/${session.id}`,
    });
    expect(page.body).toContain('Weekly');
    expect(page.body).toContain('Youth Ministry: $20.00');

    await approve(session.id);
    const active = await scheduleOf();
    expect(active).toMatchObject({ status: 'active', started_at: expect.any(String) });
    const started = new Date(active?.started_at ?? '');
    expect(active?.next_gift_on).toBe(nextGiftDate(started, 'gift-weekly', new Date()));
    const receiptOf = (await receipt(session.id)).json<PaymentReceipt>();
    expect(receiptOf).toMatchObject({ purpose: 'recurring_donation', frequency: 'Weekly' });
  });

  it('is cancelled when its first checkout is', async () => {
    const session = (
      await post('/api/payment/recurring-donate', { priceId: 'gift-monthly' })
    ).json<CheckoutSession>();
    const cancelled = await cancel(session.id);
    expect(cancelled.headers.location).toBe(
      'http://localhost:3000/giving?checkout=cancelled&tab=recurring',
    );
    const payment = await paymentByReference(t, session.id);
    const schedules = (await asAdmin('/api/payments/recurring/')).json<RecurringGift[]>();
    expect(schedules.find((gift) => gift.id === payment?.recurring_gift_id)).toMatchObject({
      status: 'cancelled',
      amount: 50,
      next_gift_on: null,
    });
  });
});

describe('nextGiftDate', () => {
  const start = new Date('2026-01-31T15:00:00Z');
  it('steps by the plan from the first gift to the first date after now', () => {
    expect(nextGiftDate(start, 'gift-weekly', new Date('2026-02-01T00:00:00Z'))).toBe('2026-02-07');
    expect(nextGiftDate(start, 'gift-biweekly', new Date('2026-02-20T00:00:00Z'))).toBe(
      '2026-02-28',
    );
    // The 31st falls on the last day of shorter months.
    expect(nextGiftDate(start, 'gift-monthly', new Date('2026-02-01T00:00:00Z'))).toBe(
      '2026-02-28',
    );
    expect(nextGiftDate(start, 'gift-monthly', new Date('2026-03-01T00:00:00Z'))).toBe(
      '2026-03-31',
    );
  });
});

describe('GET /api/payments/funds/', () => {
  it('is for administrators, lists the six funds in page order, and counts completed gifts only', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/payments/funds/' })).statusCode).toBe(401);
    const before = await totalOf('worship');
    const session = (
      await donate({ amount: 10, funds: [{ fund: 'worship', amount: 10 }] })
    ).json<CheckoutSession>();
    await cancel(session.id);
    const totals = await fundTotals();
    expect(totals.map((row) => row.label)).toEqual([
      'Building Fund',
      'Missions',
      'Youth Ministry',
      'Community Outreach',
      'Worship Ministry',
      'General Fund',
    ]);
    expect(totals.find((row) => row.fund === 'worship')).toEqual(before);
  });
});

describe('GET /api/payments/receipts/:reference', () => {
  it('shows a shop purchase’s items, and nothing for bookings, cancelled payments or unknown references', async () => {
    const candle = await insertProduct(t.db, { title: 'Advent Candle Set', priceCents: 1800 });
    const purchase = (
      await post('/api/checkout/create-checkout-session', { product: { id: candle.id } })
    ).json<CheckoutSession>();
    await approve(purchase.id);
    expect((await receipt(purchase.id)).json<PaymentReceipt>()).toMatchObject({
      purpose: 'shop',
      status: 'completed',
      amount: 18,
      funds: [],
      items: [{ product_id: candle.id, title: 'Advent Candle Set', quantity: 1, unit_price: 18 }],
    });

    const session = (
      await post('/api/payment/donate', { amount: 5, funds: [{ fund: 'general', amount: 5 }] })
    ).json<CheckoutSession>();
    await cancel(session.id);
    expect((await receipt(session.id)).statusCode).toBe(404);
    expect((await receipt('cs_sandbox_unknown')).json()).toEqual({
      message: 'No receipt was found for this payment.',
    });
    expect((await receipt('has spaces')).statusCode).toBe(404);

    const event = await insertEvent(t.db, { priceCents: 1000 });
    const booking = (await post('/api/bookings/', buildBookingInput(event.id, 1))).json<{
      booking_id: string;
    }>();
    const bookingSession = (
      await post('/api/checkout/create-checkout-session', { booking_id: booking.booking_id })
    ).json<CheckoutSession>();
    expect((await receipt(bookingSession.id)).statusCode).toBe(404);
  });

  it('says nothing about who paid', async () => {
    const session = (await donate({ amount: 12 })).json<CheckoutSession>();
    await approve(session.id);
    const body = (await receipt(session.id)).json<PaymentReceipt>();
    expect(Object.keys(body).sort()).toEqual(
      [
        'amount',
        'date',
        'frequency',
        'funds',
        'items',
        'processing_fee',
        'purpose',
        'reference',
        'status',
      ].sort(),
    );
  });
});

describe('GET /api/payments/', () => {
  it('shows each gift’s funds and covered fee beside every other payment', async () => {
    const list = await listPayments(t);
    const split = list.find((payment) => payment.funds.length === 3);
    expect(split).toMatchObject({ processing_fee: 3.3, recurring_gift_id: null });
    expect(
      list.filter((payment) => payment.purpose === 'booking').every((p) => p.funds.length === 0),
    ).toBe(true);
  });
});
