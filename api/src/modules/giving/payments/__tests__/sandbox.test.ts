import {
  BOOKING_OTHER_METHOD_MESSAGE,
  type Booking,
  type CapturedOrder,
  type CheckoutSession,
  type PayPalOrder,
} from '@parish/shared-types';
import { buildBookingInput } from '@parish/shared-types/testing';
import { eq } from 'drizzle-orm';
import { bookings } from '../../../../testing/tables';
import { type products } from '../../../../testing/tables';
import {
  createTestApp,
  insertEvent,
  insertProduct,
  lapseHold,
  type TestApp,
} from '../../../../testing/app';
import {
  bookingById,
  listPayments,
  paymentByReference,
  seatsTaken,
} from '../../../../testing/reads';

let t: TestApp;
let rosary: typeof products.$inferSelect;
beforeAll(async () => {
  t = await createTestApp();
  rosary = await insertProduct(t.db, { title: 'Olive Wood Rosary', priceCents: 1250 });
});
afterAll(() => t?.close());

const post = (url: string, payload: object) => t.inject({ method: 'POST', url, payload });
const checkout = (payload: object) => post('/api/checkout/create-checkout-session', payload);
/** What the sandbox page's form sends when a button is pressed. */
const answer = (sessionId: string, action: 'approve' | 'cancel', origin?: string) =>
  t.inject({
    method: 'POST',
    url: `/api/payments/sandbox/checkout/${sessionId}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(origin ? { origin } : {}),
    },
    payload: `action=${action}`,
  });
const checkoutPage = (sessionId: string) =>
  t.inject({ method: 'GET', url: `/api/payments/sandbox/checkout/${sessionId}` });
async function pendingBooking(
  count = 2,
  priceCents = 2500,
  maxAttendees = 10,
  paymentMethod: 'card' | 'paypal' = 'card',
) {
  const event = await insertEvent(t.db, { priceCents, maxAttendees, title: 'Parish Supper' });
  const response = await post(
    '/api/bookings/',
    buildBookingInput(event.id, count, { payment_method: paymentMethod }),
  );
  return { event, booking: response.json<Booking>() };
}

describe('GET /api/payments/setup in sandbox mode', () => {
  it('says both methods use the sandbox, so the pages offer its buttons and say no money moves', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/payments/setup' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      sandbox: true,
      card: { provider: 'sandbox', publishableKey: null },
      paypal: { provider: 'sandbox', clientId: null },
      currency: 'USD',
    });
  });
});

describe('sandbox card checkout of a shop item', () => {
  it('charges the shop price (not the one sent), shows it on the checkout page, and completes on approve', async () => {
    const response = await checkout({
      product: { name: 'Olive Wood Rosary', price: 0.01, description: 'cheap?' },
      quantity: 2,
    });
    expect(response.statusCode).toBe(200);
    const session = response.json<CheckoutSession>();
    expect(session).toEqual({
      id: expect.stringMatching(/^cs_sandbox_/),
      url: `http://localhost:80/api/payments/sandbox/checkout/${session.id}`,
      amount: 25,
      currency: 'USD',
    });
    expect(await paymentByReference(t, session.id)).toMatchObject({
      purpose: 'shop',
      provider: 'sandbox',
      method: 'card',
      status: 'created',
      amount: 25,
      items: [{ product_id: rosary.id, title: 'Olive Wood Rosary', quantity: 2, unit_price: 12.5 }],
    });

    const page = await checkoutPage(session.id);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // With `no-referrer` a browser would post the form with `Origin: null`, which is refused.
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Olive Wood Rosary × 2 at $12.50');
    expect(page.body).toContain('$25.00');
    expect(page.body).toMatch(/<button type="submit" name="action" value="approve">Approve/);
    expect(page.body).toMatch(/<button type="submit" name="action" value="cancel">Cancel/);
    expect(page.body).not.toMatch(/<script|https?:\/\/(?!localhost)/);

    // As a browser sends it from the page itself: with the API's own origin.
    const approved = await answer(session.id, 'approve', 'http://localhost:80');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(
      `http://localhost:3000/success?session_id=${session.id}`,
    );
    const payment = await paymentByReference(t, session.id);
    expect(payment).toMatchObject({ status: 'completed', completed_at: expect.any(String) });
    // The page now says it is paid rather than offering to pay again.
    expect((await checkoutPage(session.id)).body).toContain('already been made');
  });

  it('finds the item by id too, and names unknown items and bad input', async () => {
    const byId = await checkout({ product: { id: rosary.id } });
    expect(byId.json<CheckoutSession>().amount).toBe(12.5);

    const unknown = await checkout({ product: { name: 'Golden Calf', price: 1 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'This item is no longer in the shop.',
      fields: { product: 'This item is no longer in the shop.' },
    });

    const nothing = await checkout({});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().fields).toEqual({
      product: 'Choose an item from the shop or a booking to pay for.',
    });
    const badQuantity = await checkout({ product: { id: rosary.id }, quantity: 0 });
    expect(badQuantity.statusCode).toBe(400);
    expect(badQuantity.json().fields).toEqual({
      quantity: 'Quantity must be a whole number of at least 1.',
    });
    const notJson = await t.inject({
      method: 'POST',
      url: '/api/checkout/create-checkout-session',
      headers: { 'content-type': 'application/json' },
      payload: '{"product":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('cancel goes back to the shop and records the payment as cancelled', async () => {
    const session = (await checkout({ product: { id: rosary.id } })).json<CheckoutSession>();
    const cancelled = await answer(session.id, 'cancel');
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe('http://localhost:3000/shop?checkout=cancelled');
    expect((await paymentByReference(t, session.id))?.status).toBe('cancelled');
    // A cancelled checkout cannot be approved afterwards.
    const late = await answer(session.id, 'approve');
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('can no longer be paid');
    expect((await paymentByReference(t, session.id))?.status).toBe('cancelled');
  });

  it('returns a visitor of the Spanish site to its Spanish pages, paid or cancelled', async () => {
    const fromSpanishPage = () =>
      t.inject({
        method: 'POST',
        url: '/api/checkout/create-checkout-session',
        headers: { 'accept-language': 'es' },
        payload: { product: { id: rosary.id } },
      });
    const paid = (await fromSpanishPage()).json<CheckoutSession>();
    expect((await answer(paid.id, 'approve')).headers.location).toBe(
      `http://localhost:3000/es/success?session_id=${paid.id}`,
    );
    const dropped = (await fromSpanishPage()).json<CheckoutSession>();
    expect((await answer(dropped.id, 'cancel')).headers.location).toBe(
      'http://localhost:3000/es/shop?checkout=cancelled',
    );
  });

  it('refuses an answer posted from a foreign site, and unknown sessions', async () => {
    const session = (await checkout({ product: { id: rosary.id } })).json<CheckoutSession>();
    const foreign = await answer(session.id, 'approve', 'https://evil.example');
    expect(foreign.statusCode).toBe(403);
    expect((await paymentByReference(t, session.id))?.status).toBe('created');
    expect((await checkoutPage('cs_sandbox_nope')).statusCode).toBe(404);
    expect((await answer('cs_sandbox_nope', 'approve')).statusCode).toBe(404);
    const badAction = await t.inject({
      method: 'POST',
      url: `/api/payments/sandbox/checkout/${session.id}`,
      payload: { action: 'steal' },
    });
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json().fields).toEqual({ action: 'Choose Approve or Cancel.' });
  });
});

describe('sandbox card checkout of a booking', () => {
  it('pending booking → approve → confirmed and paid; payment completed; approving twice changes nothing', async () => {
    const { event, booking } = await pendingBooking(2, 2500);
    expect(booking.status).toBe('pending');
    const session = (await checkout({ booking_id: booking.booking_id })).json<CheckoutSession>();
    expect(session.amount).toBe(50);
    const page = await checkoutPage(session.id);
    expect(page.body).toContain(`2 tickets for Parish Supper on ${event.date}`);
    expect(page.body).toContain('$50.00');

    // Reloading the booking page's checkout gives the same session, not a second payment.
    const again = (await checkout({ booking_id: booking.booking_id })).json<CheckoutSession>();
    expect(again.id).toBe(session.id);

    const approved = await answer(session.id, 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(
      `http://localhost:3000/booking-success?bookingId=${booking.booking_id}`,
    );
    const confirmed = await bookingById(t, booking.booking_id);
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.tickets.every((ticket) => ticket.paid)).toBe(true);
    expect(await paymentByReference(t, session.id)).toMatchObject({
      status: 'completed',
      purpose: 'booking',
      booking_id: booking.booking_id,
      amount: 50,
    });

    const twice = await answer(session.id, 'approve');
    expect(twice.statusCode).toBe(303);
    expect(await seatsTaken(t, event.id)).toBe(2);
    expect(
      (await listPayments(t)).filter((payment) => payment.booking_id === booking.booking_id),
    ).toHaveLength(1);

    const paidAgain = await checkout({ booking_id: booking.booking_id });
    expect(paidAgain.statusCode).toBe(409);
    expect(paidAgain.json().fields).toEqual({ booking_id: 'This booking is already paid.' });
  });

  it('cancel → booking cancelled, seats released, back to the event’s booking page', async () => {
    const { event, booking } = await pendingBooking(3, 1000, 3);
    expect(await seatsTaken(t, event.id)).toBe(3);
    const session = (await checkout({ booking_id: booking.booking_id })).json<CheckoutSession>();
    const cancelled = await answer(session.id, 'cancel');
    expect(cancelled.headers.location).toBe(
      `http://localhost:3000/event/tickets?eventId=${event.id}`,
    );
    expect((await bookingById(t, booking.booking_id)).status).toBe('cancelled');
    expect(await seatsTaken(t, event.id)).toBe(0);
    expect((await paymentByReference(t, session.id))?.status).toBe('cancelled');

    const retry = await checkout({ booking_id: booking.booking_id });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().fields.booking_id).toMatch(/no longer held/);
  });

  it('a hold that lapses during checkout releases the seats and closes the checkout', async () => {
    const { event, booking } = await pendingBooking(2, 1500, 2);
    const session = (await checkout({ booking_id: booking.booking_id })).json<CheckoutSession>();
    await lapseHold(t.db, booking.booking_id);

    const page = await checkoutPage(session.id);
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('Please book again');
    expect(await seatsTaken(t, event.id)).toBe(0);
    expect((await bookingById(t, booking.booking_id)).status).toBe('cancelled');
    expect((await paymentByReference(t, session.id))?.status).toBe('cancelled');
    expect((await answer(session.id, 'approve')).statusCode).toBe(409);
    expect((await bookingById(t, booking.booking_id)).status).toBe('cancelled');
  });

  it('names unknown bookings', async () => {
    const unknown = await checkout({ booking_id: 'bid0000000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().fields).toEqual({
      booking_id: 'Booking not found or invalid Booking ID.',
    });
    expect((await checkout({ booking_id: 'nope' })).statusCode).toBe(400);
  });
});

describe('gifts', () => {
  it('a one-time gift is charged as asked, within bounds', async () => {
    const response = await post('/api/payment/donate', { amount: 25 });
    expect(response.statusCode).toBe(200);
    const session = response.json<CheckoutSession>();
    expect(session.amount).toBe(25);
    expect(await paymentByReference(t, session.id)).toMatchObject({
      purpose: 'donation',
      amount: 25,
    });
    const approved = await answer(session.id, 'approve');
    expect(approved.headers.location).toBe(
      `http://localhost:3000/success?session_id=${session.id}`,
    );
  });

  it.each([
    [{}, 'Please select or enter a donation amount'],
    [{ amount: null }, 'Please select or enter a donation amount'],
    [{ amount: 0 }, 'The smallest gift is $1.'],
    [{ amount: -5 }, 'The smallest gift is $1.'],
    [{ amount: 25.5 }, 'Enter a whole number of dollars, without cents.'],
    [{ amount: 10.005 }, 'Enter a whole number of dollars, without cents.'],
    [
      { amount: 100_001 },
      'Gifts above $100,000 cannot be made online. Please contact the parish office.',
    ],
    [{ amount: 'lots' }, 'Enter a whole number of dollars, without cents.'],
  ])('refuses the gift %j with a 400 naming amount', async (payload, message) => {
    const response = await post('/api/payment/donate', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ amount: message });
  });

  it('a recurring gift records its frequency; unknown price ids are refused', async () => {
    const session = (
      await post('/api/payment/recurring-donate', { priceId: 'gift-biweekly' })
    ).json<CheckoutSession>();
    expect(session.amount).toBe(50);
    expect(await paymentByReference(t, session.id)).toMatchObject({
      purpose: 'recurring_donation',
      price_id: 'gift-biweekly',
    });
    expect((await checkoutPage(session.id)).body).toContain('Every two weeks');

    const bad = await post('/api/payment/recurring-donate', { priceId: 'price_daily' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ priceId: 'Choose Weekly, Bi-Weekly or Monthly.' });
    const badAmount = await post('/api/payment/recurring-donate', {
      priceId: 'gift-weekly',
      amount: 0.5,
    });
    expect(badAmount.json().fields).toEqual({
      amount: 'Enter a whole number of dollars, without cents.',
    });
  });
});

describe('sandbox PayPal orders', () => {
  it('a gift order is created, captured once, and capturing again answers the same', async () => {
    const order = (await post('/api/config/create-order', { amount: '100' })).json<PayPalOrder>();
    expect(order).toEqual({
      orderID: expect.stringMatching(/^SANDBOX-/),
      amount: 100,
      currency: 'USD',
    });
    const captured = await post('/api/config/capture-order', { orderID: order.orderID });
    expect(captured.statusCode).toBe(200);
    const receipt = captured.json<CapturedOrder>();
    expect(receipt).toEqual({
      orderID: order.orderID,
      status: 'COMPLETED',
      payment_id: expect.any(Number),
      amount: 100,
      currency: 'USD',
      purpose: 'donation',
      booking_id: null,
    });
    // The shop's path without /api captures the same way.
    const again = await post('/config/capture-order', { orderID: order.orderID });
    expect(again.json()).toEqual(receipt);
    const payment = await paymentByReference(t, order.orderID);
    expect(payment).toMatchObject({ method: 'paypal', provider: 'sandbox', status: 'completed' });
  });

  it('a shop order is priced by the server; bad input names its field', async () => {
    const order = await post('/api/config/create-order', {
      amount: 1,
      product: { name: 'olive wood rosary' },
      quantity: 3,
    });
    expect(order.json<PayPalOrder>().amount).toBe(37.5);

    const noAmount = await post('/api/config/create-order', {});
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().fields).toEqual({ amount: 'Please select or enter a donation amount' });
    const unknownOrder = await post('/api/config/capture-order', { orderID: 'SANDBOX-NOPE' });
    expect(unknownOrder.statusCode).toBe(404);
    expect(unknownOrder.json().fields).toEqual({ orderID: 'This PayPal order was not found.' });
    const noOrder = await post('/config/capture-order', {});
    expect(noOrder.statusCode).toBe(400);
    expect(noOrder.json().fields).toEqual({ orderID: 'orderID is required.' });
  });

  it('a PayPal booking is confirmed by its capture; a lapsed one cannot be captured (409)', async () => {
    const { booking } = await pendingBooking(1, 3000, 10, 'paypal');
    const order = (
      await post('/api/config/create-order', { booking_id: booking.booking_id })
    ).json<PayPalOrder>();
    expect(order.amount).toBe(30);
    const receipt = (
      await post('/api/config/capture-order', { orderID: order.orderID })
    ).json<CapturedOrder>();
    expect(receipt.booking_id).toBe(booking.booking_id);
    expect((await bookingById(t, booking.booking_id)).status).toBe('confirmed');

    const { event, booking: late } = await pendingBooking(1, 3000, 1, 'paypal');
    const lateOrder = (
      await post('/api/config/create-order', { booking_id: late.booking_id })
    ).json<PayPalOrder>();
    await lapseHold(t.db, late.booking_id);
    const refused = await post('/api/config/capture-order', { orderID: lateOrder.orderID });
    expect(refused.statusCode).toBe(409);
    expect((await bookingById(t, late.booking_id)).status).toBe('cancelled');
    expect(await seatsTaken(t, event.id)).toBe(0);
  });
});

describe('a payment is captured only by the method it was started with', () => {
  const otherMethod = { booking_id: BOOKING_OTHER_METHOD_MESSAGE };

  it('a booking made for card refuses a PayPal order, before and during its checkout', async () => {
    const { event, booking } = await pendingBooking(1, 3000);
    const before = await post('/api/config/create-order', { booking_id: booking.booking_id });
    expect(before.statusCode).toBe(409);
    expect(before.json().fields).toEqual(otherMethod);

    const session = (await checkout({ booking_id: booking.booking_id })).json<CheckoutSession>();
    const during = await post('/api/config/create-order', { booking_id: booking.booking_id });
    expect(during.statusCode).toBe(409);
    expect(during.json().fields).toEqual(otherMethod);
    // Only its own checkout pays it.
    expect((await bookingById(t, booking.booking_id)).status).toBe('pending');
    await answer(session.id, 'approve');
    expect((await bookingById(t, booking.booking_id)).status).toBe('confirmed');
    expect(await seatsTaken(t, event.id)).toBe(1);
  });

  it('a booking made for PayPal refuses a card checkout', async () => {
    const { booking } = await pendingBooking(1, 3000, 10, 'paypal');
    const card = await checkout({ booking_id: booking.booking_id });
    expect(card.statusCode).toBe(409);
    expect(card.json().fields).toEqual(otherMethod);
    expect((await listPayments(t)).some((p) => p.booking_id === booking.booking_id)).toBe(false);
  });

  it('a card checkout cannot be captured as a PayPal order, nor an order approved as a checkout', async () => {
    const gift = (await post('/api/payment/donate', { amount: 100000 })).json<CheckoutSession>();
    const captured = await post('/api/config/capture-order', { orderID: gift.id });
    expect(captured.statusCode).toBe(404);
    expect(captured.json().fields).toEqual({ orderID: 'This PayPal order was not found.' });
    expect((await paymentByReference(t, gift.id))?.status).toBe('created');

    const order = (await post('/api/config/create-order', { amount: 100000 })).json<PayPalOrder>();
    expect((await answer(order.orderID, 'approve')).statusCode).toBe(404);
    expect((await checkoutPage(order.orderID)).statusCode).toBe(404);
    expect((await paymentByReference(t, order.orderID))?.status).toBe('created');
  });

  it('a booking started with one PayPal order is not confirmed by capturing another', async () => {
    const { booking } = await pendingBooking(1, 3000, 10, 'paypal');
    const own = (
      await post('/api/config/create-order', { booking_id: booking.booking_id })
    ).json<PayPalOrder>();
    const cheap = (await post('/api/config/create-order', { amount: 1 })).json<PayPalOrder>();
    const receipt = (
      await post('/api/config/capture-order', { orderID: cheap.orderID })
    ).json<CapturedOrder>();
    expect(receipt).toMatchObject({ purpose: 'donation', booking_id: null, amount: 1 });
    expect((await bookingById(t, booking.booking_id)).status).toBe('pending');
    expect((await paymentByReference(t, own.orderID))?.status).toBe('created');
  });
});

describe('settling under concurrency', () => {
  it('10 simultaneous approvals complete the payment and confirm the booking once', async () => {
    const { event, booking } = await pendingBooking(2, 2000, 2);
    const session = (await checkout({ booking_id: booking.booking_id })).json<CheckoutSession>();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => answer(session.id, 'approve')),
    );
    expect(answers.map((response) => response.statusCode)).toEqual(Array(10).fill(303));
    expect((await bookingById(t, booking.booking_id)).status).toBe('confirmed');
    expect(await seatsTaken(t, event.id)).toBe(2);
    expect((await paymentByReference(t, session.id))?.status).toBe('completed');
  });

  it('an approval racing a cancel leaves one consistent outcome', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { event, booking } = await pendingBooking(1, 2000, 1);
      const session = (await checkout({ booking_id: booking.booking_id })).json<CheckoutSession>();
      await Promise.all([answer(session.id, 'cancel'), answer(session.id, 'approve')]);
      const payment = await paymentByReference(t, session.id);
      const settled = await bookingById(t, booking.booking_id);
      if (payment?.status === 'completed') {
        expect(settled.status).toBe('confirmed');
        expect(await seatsTaken(t, event.id)).toBe(1);
      } else {
        expect(payment?.status).toBe('cancelled');
        expect(settled.status).toBe('cancelled');
        expect(await seatsTaken(t, event.id)).toBe(0);
      }
    }
  });

  it('a storm of approvals, cancels, lapses and new bookings keeps seats equal to held + sold', async () => {
    const event = await insertEvent(t.db, { priceCents: 1000, maxAttendees: 12 });
    const made = await Promise.all(
      Array.from({ length: 12 }, () => post('/api/bookings/', buildBookingInput(event.id, 1))),
    );
    const ids = made.map((response) => response.json<Booking>().booking_id);
    const sessions = await Promise.all(
      ids.map(async (id) => (await checkout({ booking_id: id })).json<CheckoutSession>().id),
    );
    const lapsedIds = ids.slice(8);
    for (const id of lapsedIds) {
      await lapseHold(t.db, id);
    }
    const results = await Promise.all([
      ...sessions.slice(0, 4).map((id) => answer(id, 'approve')),
      ...sessions.slice(4, 8).map((id) => answer(id, 'cancel')),
      ...sessions.slice(8).map((id) => answer(id, 'approve')),
      ...Array.from({ length: 8 }, () => post('/api/bookings/', buildBookingInput(event.id, 1))),
    ]);
    expect(results.every((response) => response.statusCode < 500)).toBe(true);

    const rows = await t.db.select().from(bookings).where(eq(bookings.eventId, event.id));
    const held = rows
      .filter((row) => row.status === 'pending' || row.status === 'confirmed')
      .reduce((sum, row) => sum + row.numberOfTickets, 0);
    expect(await seatsTaken(t, event.id)).toBe(held);
    expect(held).toBeLessThanOrEqual(12);
    const statusOf = (id: string) => rows.find((row) => row.bookingId === id)?.status;
    expect(ids.slice(0, 4).map(statusOf)).toEqual(Array(4).fill('confirmed'));
    expect(ids.slice(4).map(statusOf)).toEqual(Array(8).fill('cancelled'));
    // The 8 new bookings raced the releases: each got a seat (201) or was told the
    // event was full (409) at that moment; every 201 is a stored booking.
    const newBookings = results.slice(12);
    const created = newBookings.filter((response) => response.statusCode === 201);
    expect(created.length + newBookings.filter((r) => r.statusCode === 409).length).toBe(8);
    expect(rows.filter((row) => !ids.includes(row.bookingId))).toHaveLength(created.length);
    expect(held).toBe(4 + created.length);
  });

  it('10 simultaneous captures of one order give one completed payment', async () => {
    const order = (await post('/api/config/create-order', { amount: 12 })).json<PayPalOrder>();
    const receipts = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/api/config/capture-order', { orderID: order.orderID }),
      ),
    );
    expect(receipts.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(
      new Set(receipts.map((response) => response.json<CapturedOrder>().payment_id)).size,
    ).toBe(1);
  });
});

describe('GET /api/payments/', () => {
  it('is for administrators only, newest first', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/payments/' })).statusCode).toBe(401);
    const list = await listPayments(t);
    expect(list.length).toBeGreaterThan(5);
    const times = list.map((payment) => Date.parse(payment.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(list.every((payment) => payment.currency === 'USD')).toBe(true);
  });
});
