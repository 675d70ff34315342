import {
  BOOKING_ID_PATTERN,
  BOOKING_NOT_FOUND_MESSAGE,
  ticketsAvailableMessage,
  type Booking,
  type ParishEvent,
} from '@parish/shared-types';
import { buildBookingInput, buildTicketInput } from '@parish/shared-types/testing';
import { eq } from 'drizzle-orm';
import { bookings, tickets } from '../../tables';
import { outboxMails } from '../../../../testing/tables';
import { addDays, todayIn } from '../../../../lib/dates';
import { createTestApp, insertEvent, type TestApp } from '../../../../testing/app';
import { newBookingId } from '../ids';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const book = (payload: unknown) =>
  t.inject({ method: 'POST', url: '/api/bookings/', payload: payload as object });
const eventById = async (id: number) =>
  (await t.inject({ method: 'GET', url: `/api/events/${id}/` })).json<ParishEvent>();

describe('POST /api/bookings/', () => {
  it('books seats, computes the total itself and answers 201 with the full booking', async () => {
    const event = await insertEvent(t.db, {
      title: 'Christmas Celebrations',
      date: '2099-12-25',
      time: '18:00:00',
      priceCents: 10000,
      maxAttendees: 100,
      registeredAttendees: 30,
    });
    const response = await book(
      buildBookingInput(event.id, 2, {
        total_price: 0.01,
        payment_method: 'paypal',
        tickets: [
          { name: 'Ann Lee', email: 'ann@example.org', phone_number: '555-0101', paid: false },
          { name: 'Bo Lee', email: 'bo@example.org', phone_number: '555-0102', paid: false },
        ],
      }),
    );
    expect(response.statusCode).toBe(201);
    const booking = response.json<Booking>();
    expect(booking).toEqual({
      booking_id: expect.stringMatching(BOOKING_ID_PATTERN),
      event: event.id,
      event_name: 'Christmas Celebrations',
      event_date: '2099-12-25',
      event_time: '18:00:00',
      // A single event: no occurrence (a repeating event's booking names its date).
      occurrence: null,
      number_of_tickets: 2,
      total_price: 200,
      payment_method: 'paypal',
      // Held until its payment completes (see holds.test.ts and the payments tests).
      status: 'pending',
      booked_at: expect.any(String),
      hold_expires_at: expect.any(String),
      refund_requested_at: null,
      // Set only when the office cancels it (office-cancel.test.ts).
      cancellation_reason: null,
      refund_status: null,
      // The booker's own answer: the private token and each ticket's check-in code.
      manage_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      tickets: [
        {
          id: expect.any(Number),
          name: 'Ann Lee',
          email: 'ann@example.org',
          phone_number: '555-0101',
          paid: false,
          check_in_code: expect.stringMatching(
            /^([0-9A-HJKMNP-TV-Z]{5}-){3}[0-9A-HJKMNP-TV-Z]{5}$/,
          ),
          checked_in_at: null,
        },
        {
          id: expect.any(Number),
          name: 'Bo Lee',
          email: 'bo@example.org',
          phone_number: '555-0102',
          paid: false,
          check_in_code: expect.stringMatching(
            /^([0-9A-HJKMNP-TV-Z]{5}-){3}[0-9A-HJKMNP-TV-Z]{5}$/,
          ),
          checked_in_at: null,
        },
      ],
    });
    expect(booking.tickets[0]?.check_in_code).not.toBe(booking.tickets[1]?.check_in_code);
    expect(Math.abs(Date.parse(booking.booked_at) - Date.now())).toBeLessThan(60_000);
    // The page counts the hold down from these two, both by the database's clock.
    expect(Date.parse(booking.hold_expires_at ?? '') - Date.parse(booking.booked_at)).toBe(
      15 * 60_000,
    );
    expect((await eventById(event.id)).registered_attendees).toBe(32);
  });

  it('multiplies fractional prices in cents (3 × 12.50 = 37.50)', async () => {
    const event = await insertEvent(t.db, { priceCents: 1250 });
    const response = await book(buildBookingInput(event.id, 3, { total_price: 1 }));
    expect(response.json().total_price).toBe(37.5);
  });

  it('books free events at 0', async () => {
    const event = await insertEvent(t.db, { priceCents: 0 });
    const response = await book(buildBookingInput(event.id, 1));
    expect(response.statusCode).toBe(201);
    expect(response.json().total_price).toBe(0);
  });

  it("accepts today's events and refuses past ones, naming event", async () => {
    const today = todayIn(t.config.timeZone);
    const todays = await insertEvent(t.db, { date: today });
    expect((await book(buildBookingInput(todays.id, 1))).statusCode).toBe(201);

    const past = await insertEvent(t.db, { date: addDays(today, -1) });
    const response = await book(buildBookingInput(past.id, 1));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'This event has already taken place.',
      fields: { event: 'This event has already taken place.' },
    });
    expect((await eventById(past.id)).registered_attendees).toBe(0);
  });

  it('refuses an unknown event, naming event', async () => {
    for (const id of [987654, 99999999999]) {
      const response = await book(buildBookingInput(id, 1));
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['event']);
    }
  });

  it('refuses more tickets than are left: 409 "Only {n} tickets available."', async () => {
    const event = await insertEvent(t.db, { maxAttendees: 10, registeredAttendees: 7 });
    const response = await book(buildBookingInput(event.id, 4));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Only 3 tickets available.',
      fields: { number_of_tickets: 'Only 3 tickets available.' },
    });
    expect((await eventById(event.id)).registered_attendees).toBe(7);

    expect((await book(buildBookingInput(event.id, 3))).statusCode).toBe(201);
    const full = await book(buildBookingInput(event.id, 1));
    expect(full.statusCode).toBe(409);
    expect(full.json().fields.number_of_tickets).toBe('Sorry, this event is fully booked.');
  });

  it.each([
    ['no event', { event: undefined }, 'event', 'Please select an event.'],
    ['event 0', { event: 0 }, 'event', 'Please select an event.'],
    [
      'zero tickets',
      { number_of_tickets: 0, tickets: [] },
      'number_of_tickets',
      'Number of tickets must be a whole number of at least 1.',
    ],
    [
      'fractional tickets',
      { number_of_tickets: 1.5 },
      'number_of_tickets',
      'Number of tickets must be a whole number of at least 1.',
    ],
    [
      'tickets as text',
      { number_of_tickets: 'two' },
      'number_of_tickets',
      'Number of tickets must be a whole number of at least 1.',
    ],
    [
      'an unknown payment method',
      { payment_method: 'cash' },
      'payment_method',
      'Choose card or PayPal.',
    ],
    [
      'too few ticket details',
      { number_of_tickets: 2 },
      'tickets',
      'Enter details for exactly 2 ticket(s).',
    ],
  ])('refuses %s with a 400 naming the field', async (_label, overrides, field, message) => {
    const event = await insertEvent(t.db);
    const response = await book(buildBookingInput(event.id, 1, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });

  it('asks for every detail of each ticket with the spec message', async () => {
    const event = await insertEvent(t.db);
    const response = await book(
      buildBookingInput(event.id, 2, {
        tickets: [
          { name: 'Ann', email: 'ann@example.org', phone_number: '555' },
          { name: 'Bo', email: '', phone_number: '555' },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please fill in all details for ticket 2.',
      fields: { 'tickets.1': 'Please fill in all details for ticket 2.' },
    });

    const badEmail = await book(
      buildBookingInput(event.id, 1, {
        tickets: [{ name: 'Ann', email: 'ann-at-example', phone_number: '5' }],
      }),
    );
    expect(badEmail.json().fields).toEqual({
      'tickets.0.email': 'Please enter a valid email address for ticket 1.',
    });
  });

  it('never oversells: 50 simultaneous bookings compete for 10 seats → exactly 10 are sold', async () => {
    const event = await insertEvent(t.db, { maxAttendees: 10, registeredAttendees: 0 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book(buildBookingInput(event.id, 1, { tickets: [buildTicketInput(i)] })),
      ),
    );

    const sold = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(sold).toHaveLength(10);
    expect(refused).toHaveLength(40);
    const full = ticketsAvailableMessage(0);
    for (const response of refused) {
      expect(response.json()).toEqual({ message: full, fields: { number_of_tickets: full } });
    }
    const after = await eventById(event.id);
    expect(after.registered_attendees).toBe(10);
    expect(after.max_attendees).toBe(10);
    // Exactly the ten answered bookings were stored, one ticket each, and nothing of the others.
    const stored = await t.db
      .select({ bookingId: bookings.bookingId, ticket: tickets.name })
      .from(bookings)
      .innerJoin(tickets, eq(tickets.bookingId, bookings.bookingId))
      .where(eq(bookings.eventId, event.id));
    expect(stored.map((row) => row.bookingId).sort()).toEqual(
      sold.map((response) => response.json<Booking>().booking_id).sort(),
    );
    expect(new Set(stored.map((row) => row.ticket)).size).toBe(10);
  });

  it('gives random-looking, unique booking ids', async () => {
    const event = await insertEvent(t.db, { maxAttendees: 1000 });
    const ids = await Promise.all(
      Array.from(
        { length: 20 },
        async () => (await book(buildBookingInput(event.id, 1))).json<Booking>().booking_id,
      ),
    );
    expect(new Set(ids).size).toBe(20);
    for (const id of ids) expect(id).toMatch(/^bid[0-9A-Za-z]{16}$/);
    // Not sequential: no two ids share their first 6 random characters.
    expect(new Set(ids.map((id) => id.slice(3, 9))).size).toBe(20);
    const generated = Array.from({ length: 2000 }, () => newBookingId());
    expect(new Set(generated).size).toBe(2000);
    const characters = new Set(generated.map((id) => id.slice(3)).join(''));
    expect(characters.size).toBe(62);
  });
});

describe('a booking made on the Spanish site', () => {
  it('is kept in Spanish, and its mail is written in Spanish, naming the event by its Spanish title, with the Spanish link to it', async () => {
    const event = await insertEvent(t.db, {
      title: 'Christmas Midnight Mass',
      titleEs: 'Misa de Gallo',
      date: '2099-12-24',
      time: '23:30:00',
      priceCents: 0,
      maxAttendees: 100,
    });
    const response = await t.inject({
      method: 'POST',
      url: '/api/bookings/',
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
      payload: buildBookingInput(event.id, 1, {
        tickets: [{ ...buildTicketInput(), name: 'Ana Ruiz', email: 'ana@example.org' }],
      }),
    });
    expect(response.statusCode).toBe(201);
    const { booking_id: bookingId } = response.json<Booking>();
    const [stored] = await t.db.select().from(bookings).where(eq(bookings.bookingId, bookingId));
    expect(stored?.language).toBe('es');
    const [mail] = await t.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.toAddress, 'ana@example.org'));
    expect(mail).toMatchObject({
      kind: 'booking_confirmed',
      language: 'es',
      subject: 'Reservación confirmada: Misa de Gallo, jueves, 24 de diciembre de 2099',
    });
    expect((mail?.data as { manageUrl: string }).manageUrl).toMatch(
      /\/es\/check\?bookingId=.+&token=/,
    );
  });

  it('without a language asked for, is English as before', async () => {
    const event = await insertEvent(t.db, { date: '2099-12-26', priceCents: 0, maxAttendees: 10 });
    const response = await book(
      buildBookingInput(event.id, 1, {
        tickets: [{ ...buildTicketInput(), email: 'no-language@example.org' }],
      }),
    );
    const { booking_id: bookingId } = response.json<Booking>();
    const [stored] = await t.db.select().from(bookings).where(eq(bookings.bookingId, bookingId));
    expect(stored?.language).toBe('en');
    const [mail] = await t.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.toAddress, 'no-language@example.org'));
    expect(mail?.language).toBe('en');
    expect(mail?.subject).toMatch(/^Booking confirmed: /);
    expect((mail?.data as { manageUrl: string }).manageUrl).toMatch(/[^s]\/check\?bookingId=/);
  });
});

describe('GET /api/bookings/:bookingId/', () => {
  it('by its id alone: names, but e-mail and phone masked, no codes and no token', async () => {
    const event = await insertEvent(t.db, { title: 'Youth Retreat', priceCents: 4500 });
    const created = (
      await book(
        buildBookingInput(event.id, 2, {
          tickets: [
            { name: 'Maria Lopez', email: 'maria@example.org', phone_number: '(555) 010-1234' },
            { name: 'Bo Lee', email: 'bo.lee@example.org', phone_number: '555 010 9876' },
          ],
        }),
      )
    ).json<Booking>();
    const response = await t.inject({ method: 'GET', url: `/api/bookings/${created.booking_id}/` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const view = response.json<Booking>();
    expect(view).toEqual({
      ...created,
      manage_token: null,
      tickets: [
        expect.objectContaining({
          name: 'Maria Lopez',
          email: 'm•••@example.org',
          phone_number: '•••-•••-1234',
          check_in_code: null,
        }),
        expect.objectContaining({
          name: 'Bo Lee',
          email: 'b•••@example.org',
          phone_number: '•••-•••-9876',
          check_in_code: null,
        }),
      ],
    });
    // Nothing of the contacts or codes anywhere in the answer.
    for (const secret of ['maria@', 'bo.lee@', '010-1234', created.manage_token ?? '?']) {
      expect(response.body).not.toContain(secret);
    }
    for (const ticket of created.tickets) {
      expect(response.body).not.toContain(ticket.check_in_code ?? '?');
    }
  });

  it('with its manage token: the booker’s view, as it was made; a wrong token gets the public view', async () => {
    const event = await insertEvent(t.db, { priceCents: 4500 });
    const created = (await book(buildBookingInput(event.id, 2))).json<Booking>();
    const url = `/api/bookings/${created.booking_id}/`;

    const withToken = await t.inject({
      method: 'GET',
      url: `${url}?token=${created.manage_token ?? ''}`,
    });
    expect(withToken.json()).toEqual(created);

    const wrong = await t.inject({ method: 'GET', url: `${url}?token=${'A'.repeat(43)}` });
    expect(wrong.json<Booking>()).toMatchObject({ manage_token: null });
    expect(wrong.json<Booking>().tickets[0]?.email).toBe('g•••@example.org');
  });

  it.each(['bid0000000000000000', 'nonsense', 'bid!!', `bid${'a'.repeat(60)}`])(
    'answers 404 with the spec message for %s',
    async (id) => {
      const response = await t.inject({
        method: 'GET',
        url: `/api/bookings/${encodeURIComponent(id)}/`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: BOOKING_NOT_FOUND_MESSAGE });
    },
  );
});
