import {
  apiPaths,
  BOOKING_ALREADY_CANCELLED_MESSAGE,
  BOOKING_EVENT_PAST_MESSAGE,
  BOOKING_NOT_FOUND_MESSAGE,
  CANCEL_TOKEN_INVALID_MESSAGE,
  type Booking,
  type CheckoutSession,
  type PayPalOrder,
} from '@parish/shared-types';
import { buildBookingInput } from '@parish/shared-types/testing';
import { eq } from 'drizzle-orm';
import { events } from '../../tables';
import { payments } from '../../../../testing/tables';
import { confirmPaidBooking } from '../../seats/holds';
import { addDays, todayIn } from '../../../../lib/dates';
import { createTestApp, insertEvent, lapseHold, type TestApp } from '../../../../testing/app';
import { bookingById, listPayments, seatsTaken } from '../../../../testing/reads';

let t: TestApp;
let otherToken: string | null;
beforeAll(async () => {
  t = await createTestApp();
  const other = await insertEvent(t.db, { priceCents: 0 });
  otherToken = (await book(other.id, 1)).manage_token;
});
afterAll(() => t?.close());

/** The token with its last character swapped for one it surely is not. */
const withLastCharacterChanged = (token: string) =>
  `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;

const post = (url: string, payload: unknown) =>
  t.inject({ method: 'POST', url, payload: payload as object });
const book = async (eventId: number, count: number, overrides: Record<string, unknown> = {}) => {
  const response = await post(apiPaths.bookings, buildBookingInput(eventId, count, overrides));
  expect(response.statusCode).toBe(201);
  return response.json<Booking>();
};
const cancel = (bookingId: string, payload: unknown) =>
  post(apiPaths.bookingCancellation(bookingId), payload);

/** Pays a pending booking by PayPal through the sandbox: order, then capture. */
async function payByPayPal(bookingId: string) {
  const order = (await post(apiPaths.createOrder, { booking_id: bookingId })).json<PayPalOrder>();
  expect((await post(apiPaths.captureOrder, { orderID: order.orderID })).statusCode).toBe(200);
}

describe('POST /api/bookings/{bookingId}/cancel/', () => {
  it('cancels a free booking with its manage token and gives the seats back', async () => {
    const event = await insertEvent(t.db, { priceCents: 0, maxAttendees: 10 });
    const booking = await book(event.id, 2);
    expect(await seatsTaken(t, event.id)).toBe(2);
    expect(booking.manage_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const response = await cancel(booking.booking_id, { token: booking.manage_token });

    expect(response.statusCode).toBe(200);
    expect(response.json<Booking>()).toMatchObject({
      booking_id: booking.booking_id,
      status: 'cancelled',
      refund_requested_at: null,
    });
    expect(await seatsTaken(t, event.id)).toBe(0);
    expect((await bookingById(t, booking.booking_id)).status).toBe('cancelled');
  });

  it('releases a pending booking’s hold and cancels its open payment, so it can no longer be paid', async () => {
    const event = await insertEvent(t.db, { priceCents: 1500, maxAttendees: 4 });
    const booking = await book(event.id, 3, { payment_method: 'card' });
    const checkout = (
      await post(apiPaths.checkoutSession, { booking_id: booking.booking_id })
    ).json<CheckoutSession>();

    const response = await cancel(booking.booking_id, { token: booking.manage_token });

    expect(response.statusCode).toBe(200);
    expect(response.json<Booking>()).toMatchObject({ status: 'cancelled', hold_expires_at: null });
    expect(await seatsTaken(t, event.id)).toBe(0);
    const payment = (await listPayments(t)).find((p) => p.provider_reference === checkout.id);
    expect(payment).toMatchObject({ status: 'cancelled', refund_requested_at: null });
    const pay = await post(apiPaths.checkoutSession, { booking_id: booking.booking_id });
    expect(pay.statusCode).toBe(409);
  });

  it('marks a paid booking’s completed payment for refund, keeping it completed, and says so on the booking', async () => {
    const event = await insertEvent(t.db, { priceCents: 2500, maxAttendees: 10 });
    const booking = await book(event.id, 2, { payment_method: 'paypal' });
    await payByPayPal(booking.booking_id);
    expect((await bookingById(t, booking.booking_id)).status).toBe('confirmed');

    const response = await cancel(booking.booking_id, { token: booking.manage_token });

    expect(response.statusCode).toBe(200);
    const cancelled = response.json<Booking>();
    expect(cancelled.status).toBe('cancelled');
    expect(Date.parse(cancelled.refund_requested_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(await seatsTaken(t, event.id)).toBe(0);
    const payments = (await listPayments(t)).filter((p) => p.booking_id === booking.booking_id);
    expect(payments).toEqual([
      expect.objectContaining({
        status: 'completed',
        amount: 50,
        refund_requested_at: cancelled.refund_requested_at,
      }),
    ]);
    // The administrators' list shows it too.
    const list = await t.inject({
      method: 'GET',
      url: apiPaths.bookings,
      headers: { cookie: await t.adminCookie() },
    });
    expect(list.json<Booking[]>().find((b) => b.booking_id === booking.booking_id)).toMatchObject({
      status: 'cancelled',
      refund_requested_at: cancelled.refund_requested_at,
    });
  });

  it.each<[string, (booking: Booking) => unknown]>([
    ['no token', () => ({})],
    [
      'an attendee’s e-mail address (what the old form asked)',
      () => ({ email: 'guest1@example.org' }),
    ],
    ['a blank token', () => ({ token: '   ' })],
    ['another booking’s token', () => ({ token: otherToken })],
    [
      'the token with one character changed',
      // Always a different last character: the token ends in 'A' one time in 64.
      (b) => ({ token: withLastCharacterChanged(b.manage_token ?? '') }),
    ],
  ])('refuses %s, naming the token field, and changes nothing', async (_what, body) => {
    const event = await insertEvent(t.db, { priceCents: 0, maxAttendees: 10 });
    const booking = await book(event.id, 1);

    const response = await cancel(booking.booking_id, body(booking));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { token: CANCEL_TOKEN_INVALID_MESSAGE } });
    expect((await bookingById(t, booking.booking_id)).status).toBe('confirmed');
    expect(await seatsTaken(t, event.id)).toBe(1);
  });

  it('cannot be cancelled with what its /check page by booking id shows', async () => {
    const event = await insertEvent(t.db, { priceCents: 0, maxAttendees: 10 });
    const booking = await book(event.id, 2);
    const page = (
      await t.inject({ method: 'GET', url: apiPaths.booking(booking.booking_id) })
    ).json<Booking>();
    expect(page.manage_token).toBeNull();

    for (const ticket of page.tickets) {
      const response = await cancel(booking.booking_id, {
        email: ticket.email,
        token: ticket.email,
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await bookingById(t, booking.booking_id)).status).toBe('confirmed');
  });

  it('refuses a booking cancelled already, by the visitor or by a lapsed hold, without giving seats twice', async () => {
    const event = await insertEvent(t.db, { priceCents: 1000, maxAttendees: 10 });
    const twice = await book(event.id, 2, { payment_method: 'card' });
    expect((await cancel(twice.booking_id, { token: twice.manage_token })).statusCode).toBe(200);
    const lapsed = await book(event.id, 3, { payment_method: 'card' });
    await lapseHold(t.db, lapsed.booking_id);

    for (const booking of [twice, lapsed]) {
      const again = await cancel(booking.booking_id, { token: booking.manage_token });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: BOOKING_ALREADY_CANCELLED_MESSAGE });
    }
    expect(await seatsTaken(t, event.id)).toBe(0);
  });

  it('refuses to cancel the booking of an event that has already taken place', async () => {
    const event = await insertEvent(t.db, { priceCents: 0, maxAttendees: 10 });
    const booking = await book(event.id, 1);
    const yesterday = addDays(todayIn(t.config.timeZone), -1);
    await t.db.update(events).set({ date: yesterday }).where(eq(events.id, event.id));

    const response = await cancel(booking.booking_id, { token: booking.manage_token });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: BOOKING_EVENT_PAST_MESSAGE });
    expect((await bookingById(t, booking.booking_id)).status).toBe('confirmed');
  });

  it.each(['bidNoSuchBooking1', 'not-a-booking-id', 'bid%00abc'])(
    'answers 404 with the spec’s message for the unknown or malformed id %s',
    async (bookingId) => {
      const response = await t.inject({
        method: 'POST',
        url: `/api/bookings/${bookingId}/cancel/`,
        payload: { token: 'x'.repeat(43) },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: BOOKING_NOT_FOUND_MESSAGE });
    },
  );

  it('lets exactly one of several simultaneous cancellations give the seats back', async () => {
    const event = await insertEvent(t.db, { priceCents: 0, maxAttendees: 10 });
    const booking = await book(event.id, 4);

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cancel(booking.booking_id, { token: booking.manage_token })),
    );

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await seatsTaken(t, event.id)).toBe(0);
  });

  it('never loses money or seats when the visitor cancels while their PayPal payment is captured', async () => {
    const event = await insertEvent(t.db, { priceCents: 1000, maxAttendees: 10 });
    const booking = await book(event.id, 2, { payment_method: 'paypal' });
    const order = (
      await post(apiPaths.createOrder, { booking_id: booking.booking_id })
    ).json<PayPalOrder>();

    const [cancelled, captured] = await Promise.all([
      cancel(booking.booking_id, { token: booking.manage_token }),
      post(apiPaths.captureOrder, { orderID: order.orderID }),
    ]);

    // Either order is fine (on PostgreSQL they really race); neither is a server error.
    expect(cancelled.statusCode).toBe(200);
    expect([200, 409]).toContain(captured.statusCode);
    expect(await seatsTaken(t, event.id)).toBe(0);
    const [payment] = (await listPayments(t)).filter((p) => p.booking_id === booking.booking_id);
    if (captured.statusCode === 200) {
      // Paid first, then cancelled: the money is marked to go back.
      expect(payment).toMatchObject({ status: 'completed' });
      expect(payment?.refund_requested_at).toEqual(expect.any(String));
    } else {
      // Cancelled first: nothing was taken.
      expect(payment).toMatchObject({ status: 'cancelled', refund_requested_at: null });
    }
  });

  it('keeps a booking its visitor cancelled cancelled when its payment lands afterwards, and marks that payment for refund', async () => {
    const event = await insertEvent(t.db, { priceCents: 1000, maxAttendees: 10 });
    const booking = await book(event.id, 2, { payment_method: 'card' });
    expect((await cancel(booking.booking_id, { token: booking.manage_token })).statusCode).toBe(
      200,
    );
    // Money that arrives late (a Stripe notice after the visitor cancelled), as settlement records it.
    await t.db.insert(payments).values({
      purpose: 'booking',
      provider: 'sandbox',
      method: 'card',
      bookingId: booking.booking_id,
      amountCents: 2000,
      status: 'completed',
    });
    const outcome = await t.db.transaction((tx) =>
      confirmPaidBooking(tx, booking.booking_id, t.bookingPayments),
    );

    expect(outcome).toEqual({ seatsLost: false });
    const after = await bookingById(t, booking.booking_id);
    expect(after.status).toBe('cancelled');
    expect(after.refund_requested_at).toEqual(expect.any(String));
    expect(await seatsTaken(t, event.id)).toBe(0);
  });
});
