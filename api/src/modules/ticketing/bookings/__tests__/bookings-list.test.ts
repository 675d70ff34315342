import type { Booking } from '@parish/shared-types';
import { buildBookingInput } from '@parish/shared-types/testing';
import { createTestApp, insertEvent, type TestApp } from '../../../../testing/app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.adminCookie();
});
afterAll(() => t?.close());

const book = async (event: number, tickets: number) => {
  const response = await t.inject({
    method: 'POST',
    url: '/api/bookings/',
    payload: buildBookingInput(event, tickets),
  });
  expect(response.statusCode).toBe(201);
  return response.json<Booking>();
};

describe('GET /api/bookings/', () => {
  it('answers an empty array when there are no bookings', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/bookings/', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('lists every booking newest first, with its event name and tickets', async () => {
    const supper = await insertEvent(t.db, { title: 'Parish Supper' });
    const retreat = await insertEvent(t.db, { title: 'Youth Retreat' });
    const first = await book(supper.id, 2);
    const second = await book(retreat.id, 1);

    const response = await t.inject({ method: 'GET', url: '/api/bookings/', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const list = response.json<Booking[]>();
    expect(list.map((booking) => booking.booking_id)).toEqual([
      second.booking_id,
      first.booking_id,
    ]);
    // The booker's view (contacts and codes), without the booking's private token.
    expect(list[0]).toEqual({ ...second, manage_token: null });
    expect(list[1]).toMatchObject({ event_name: 'Parish Supper', number_of_tickets: 2 });
    expect(list[1]?.tickets.map((ticket) => ticket.name)).toEqual(['Guest 1', 'Guest 2']);
  });

  it('answers 401 to a visitor', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/bookings/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please log in as an administrator.' });
  });
});
