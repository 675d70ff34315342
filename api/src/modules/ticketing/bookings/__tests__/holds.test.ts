import type { Booking } from '@parish/shared-types';
import { buildBookingInput } from '@parish/shared-types/testing';
import { eq } from 'drizzle-orm';
import { bookings } from '../../tables';
import { createTestApp, insertEvent, lapseHold, type TestApp } from '../../../../testing/app';
import { bookingById, seatsTaken } from '../../../../testing/reads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const book = (payload: object) => t.inject({ method: 'POST', url: '/api/bookings/', payload });

describe('seat holds of paid bookings', () => {
  it('a card booking of a paid event starts pending, unpaid, holding its seats for 15 minutes', async () => {
    const event = await insertEvent(t.db, { priceCents: 2500, maxAttendees: 10 });
    const response = await book(buildBookingInput(event.id, 2, { payment_method: 'card' }));
    expect(response.statusCode).toBe(201);
    const booking = response.json<Booking>();
    expect(booking).toMatchObject({ status: 'pending', total_price: 50 });
    expect(booking.tickets.map((ticket) => ticket.paid)).toEqual([false, false]);
    expect(await seatsTaken(t, event.id)).toBe(2);

    const [row] = await t.db
      .select({ expiresAt: bookings.expiresAt })
      .from(bookings)
      .where(eq(bookings.bookingId, booking.booking_id));
    const minutesLeft = ((row?.expiresAt?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(14);
    expect(minutesLeft).toBeLessThanOrEqual(15.1);
  });

  it('a PayPal booking is held the same way', async () => {
    const event = await insertEvent(t.db, { priceCents: 1000 });
    const booking = (
      await book(buildBookingInput(event.id, 1, { payment_method: 'paypal' }))
    ).json();
    expect(booking).toMatchObject({ status: 'pending', payment_method: 'paypal' });
  });

  it('a booking of a free event is confirmed and paid at once', async () => {
    const event = await insertEvent(t.db, { priceCents: 0 });
    const booking = (await book(buildBookingInput(event.id, 1))).json<Booking>();
    expect(booking.status).toBe('confirmed');
    expect(booking.tickets[0]?.paid).toBe(true);
  });

  it('a lapsed hold is cancelled when the booking is looked up, and its seats are released', async () => {
    const event = await insertEvent(t.db, { maxAttendees: 5 });
    const booking = (await book(buildBookingInput(event.id, 3))).json<Booking>();
    expect(await seatsTaken(t, event.id)).toBe(3);

    await lapseHold(t.db, booking.booking_id);
    expect((await bookingById(t, booking.booking_id)).status).toBe('cancelled');
    expect(await seatsTaken(t, event.id)).toBe(0);
    // Looking again releases nothing twice.
    expect((await bookingById(t, booking.booking_id)).status).toBe('cancelled');
    expect(await seatsTaken(t, event.id)).toBe(0);
  });

  it('seats held by a lapsed booking can be booked again at once', async () => {
    const event = await insertEvent(t.db, { maxAttendees: 2 });
    const first = (await book(buildBookingInput(event.id, 2))).json<Booking>();
    const refused = await book(buildBookingInput(event.id, 1));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Sorry, this event is fully booked.');

    await lapseHold(t.db, first.booking_id);
    const second = await book(buildBookingInput(event.id, 2));
    expect(second.statusCode).toBe(201);
    expect(await seatsTaken(t, event.id)).toBe(2);
    expect((await bookingById(t, first.booking_id)).status).toBe('cancelled');
  });

  it('an unexpired hold keeps its seats', async () => {
    const event = await insertEvent(t.db, { maxAttendees: 1 });
    const held = (await book(buildBookingInput(event.id, 1))).json<Booking>();
    expect((await book(buildBookingInput(event.id, 1))).statusCode).toBe(409);
    expect((await bookingById(t, held.booking_id)).status).toBe('pending');
  });

  it('racing bookings release lapsed seats once: 20 bookings for 4 freed seats → exactly 4 succeed', async () => {
    const event = await insertEvent(t.db, { maxAttendees: 4 });
    const held = (await book(buildBookingInput(event.id, 4))).json<Booking>();
    await lapseHold(t.db, held.booking_id);

    const responses = await Promise.all(
      Array.from({ length: 20 }, () => book(buildBookingInput(event.id, 1))),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status === 409)).toHaveLength(16);
    expect(await seatsTaken(t, event.id)).toBe(4);
  });

  it('the bookings list releases lapsed holds too', async () => {
    const event = await insertEvent(t.db, { maxAttendees: 3 });
    const held = (await book(buildBookingInput(event.id, 3))).json<Booking>();
    await lapseHold(t.db, held.booking_id);
    const list = await t.inject({
      method: 'GET',
      url: '/api/bookings/',
      headers: { cookie: await t.adminCookie() },
    });
    const listed = list.json<Booking[]>().find((b) => b.booking_id === held.booking_id);
    expect(listed?.status).toBe('cancelled');
    expect(await seatsTaken(t, event.id)).toBe(0);
  });
});
