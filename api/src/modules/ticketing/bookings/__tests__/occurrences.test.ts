/**
 * A ticket books ONE occurrence of a repeating event: each date has its own
 * seats (the series' max_attendees each), its own waitlist and its own door
 * roster; the booking, its mail and its ticket name that date. Runs on
 * PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import {
  apiPaths,
  CHECK_IN_OTHER_DATE_MESSAGE,
  EVENT_PAST_MESSAGE,
  OCCURRENCE_REQUIRED_MESSAGE,
  OCCURRENCE_SINGLE_EVENT_MESSAGE,
  OCCURRENCE_UNKNOWN_MESSAGE,
  ticketsAvailableMessage,
  type Booking,
  type EventRoster,
  type ParishEvent,
  type WaitlistEntry,
} from '@parish/shared-types';
import { buildBookingInput, buildEventInput } from '@parish/shared-types/testing';
import { createMailingTestApp, type TestApp } from '../../../../testing/app';
import type { TestSmtpServer } from '../../../../testing/smtp';

/** The test's clock: the series below is in its future. */
const now = new Date('2098-06-01T12:00:00Z');
let t: TestApp;
let smtp: TestSmtpServer;
let close: () => Promise<void>;
let cookie: string;
let series: ParishEvent;

// Every Saturday from 2098-06-07, four times, 2098-06-21 skipped: two seats each.
const FIRST = '2098-06-07';
const SECOND = '2098-06-14';
const SKIPPED = '2098-06-21';
const LAST = '2098-06-28';

beforeAll(async () => {
  ({ t, smtp, close } = await createMailingTestApp({}, { clock: () => now }));
  cookie = await t.adminCookie();
  const created = await t.inject({
    method: 'POST',
    url: apiPaths.events,
    headers: { cookie },
    payload: buildEventInput({
      title: 'Saturday Vespers',
      date: FIRST,
      time: '17:00',
      price: 0,
      max_attendees: 2,
      repeat: 'weekly',
      repeat_count: 4,
      repeat_exceptions: SKIPPED,
    }),
  });
  expect(created.statusCode).toBe(201);
  series = created.json<ParishEvent>();
});
afterAll(() => close?.());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url, payload: payload as object, headers });
const bookOn = (occurrence: string | undefined, count = 1, overrides = {}) =>
  post(apiPaths.bookings, buildBookingInput(series.id, count, { occurrence, ...overrides }));
const occurrenceOf = async (date: string) =>
  (
    await t.inject({ method: 'GET', url: `${apiPaths.event(series.id)}?occurrence=${date}` })
  ).json<ParishEvent>();

describe('booking one occurrence of a repeating event', () => {
  it('books the date asked: the booking, its mail and its ticket name that date', async () => {
    const response = await bookOn(SECOND, 1, {
      tickets: [{ name: 'Ruth Okafor', email: 'ruth@example.org', phone_number: '555-0100' }],
    });
    expect(response.statusCode).toBe(201);
    const booking = response.json<Booking>();
    expect(booking).toMatchObject({ event: series.id, occurrence: SECOND, event_date: SECOND });
    const read = await t.inject({ method: 'GET', url: apiPaths.booking(booking.booking_id) });
    expect(read.json<Booking>()).toMatchObject({ occurrence: SECOND, event_date: SECOND });

    const [mail] = await smtp.waitForMatching((m) => m.to.includes('ruth@example.org'), 1);
    expect(mail?.parsed.text).toContain('Date: Saturday, June 14, 2098');
    expect(mail?.parsed.text).not.toContain('June 7, 2098');
  });

  it('counts seats per occurrence: one date full, the others still open', async () => {
    expect((await bookOn(FIRST, 2)).statusCode).toBe(201);
    const full = await bookOn(FIRST, 1);
    expect(full.statusCode).toBe(409);
    expect(full.json().fields).toEqual({ number_of_tickets: ticketsAvailableMessage(0) });
    expect((await bookOn(LAST, 2)).statusCode).toBe(201);

    expect((await occurrenceOf(FIRST)).registered_attendees).toBe(2);
    expect((await occurrenceOf(SECOND)).registered_attendees).toBe(1);
    const listed = (await t.inject({ method: 'GET', url: apiPaths.events })).json<ParishEvent[]>();
    expect(
      listed
        .filter((event) => event.id === series.id)
        .map((event) => [event.date, event.registered_attendees]),
    ).toEqual([
      [FIRST, 2],
      [SECOND, 1],
      [LAST, 2],
    ]);

    // The fullest date sets how low the capacity may go.
    const lower = await t.inject({
      method: 'PATCH',
      url: apiPaths.event(series.id),
      headers: { cookie },
      payload: { max_attendees: 1 },
    });
    expect(lower.statusCode).toBe(400);
    expect(Object.keys(lower.json().fields)).toEqual(['max_attendees']);
  });

  it.each([
    ['no date', undefined, OCCURRENCE_REQUIRED_MESSAGE],
    ['a date the series does not fall on', '2098-06-08', OCCURRENCE_UNKNOWN_MESSAGE],
    ['a skipped date', SKIPPED, OCCURRENCE_UNKNOWN_MESSAGE],
    ['a date after the series ends', '2098-07-05', OCCURRENCE_UNKNOWN_MESSAGE],
    ['a date that is not a date', '14 June', OCCURRENCE_UNKNOWN_MESSAGE],
  ])('refuses %s, naming the occurrence', async (_name, occurrence, message) => {
    const response = await bookOn(occurrence);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ occurrence: message });
  });

  it('refuses a date for a single event, and a past occurrence', async () => {
    const single = (
      await t.inject({
        method: 'POST',
        url: apiPaths.events,
        headers: { cookie },
        payload: buildEventInput({ title: 'Parish Picnic', date: '2098-07-01', price: 0 }),
      })
    ).json<ParishEvent>();
    const dated = await post(
      apiPaths.bookings,
      buildBookingInput(single.id, 1, { occurrence: '2098-07-01' }),
    );
    expect(dated.json().fields).toEqual({ occurrence: OCCURRENCE_SINGLE_EVENT_MESSAGE });
    expect((await post(apiPaths.bookings, buildBookingInput(single.id, 1))).statusCode).toBe(201);

    const past = (
      await t.inject({
        method: 'POST',
        url: apiPaths.events,
        headers: { cookie },
        payload: buildEventInput({
          title: 'Morning Prayer',
          date: '2020-01-05',
          price: 0,
          repeat: 'weekly',
          repeat_count: 4,
        }),
      })
    ).json<ParishEvent>();
    const response = await post(
      apiPaths.bookings,
      buildBookingInput(past.id, 1, { occurrence: '2020-01-12' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ occurrence: EVENT_PAST_MESSAGE });
  });

  it('keeps a waitlist per occurrence: a full date takes names, a free one says book', async () => {
    const join = (occurrence: string, name: string) =>
      post(apiPaths.eventWaitlist(series.id), {
        name,
        email: `${name.toLowerCase()}@example.org`,
        number_of_tickets: 1,
        occurrence,
      });
    const waiting = await join(FIRST, 'Tobias');
    expect(waiting.statusCode).toBe(201);
    expect(waiting.json<WaitlistEntry>()).toMatchObject({
      occurrence: FIRST,
      event_date: FIRST,
      position: 1,
      status: 'waiting',
    });
    // The second Saturday has a seat: no waitlist for it.
    expect((await join(SECOND, 'Miriam')).statusCode).toBe(409);

    // A seat freed on the last Saturday does not go to someone waiting for the first.
    const last = (await t.inject({ method: 'GET', url: apiPaths.bookings, headers: { cookie } }))
      .json<Booking[]>()
      .filter((booking) => booking.occurrence === LAST);
    expect(last).toHaveLength(1);
    const cancelled = await t.inject({
      method: 'POST',
      url: apiPaths.bookingOfficeCancellation(last[0]?.booking_id ?? ''),
      headers: { cookie },
      payload: { reason: 'Moved to another Saturday', refund: 'done' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await occurrenceOf(LAST)).registered_attendees).toBe(0);
    const entries = (
      await t.inject({ method: 'GET', url: apiPaths.eventWaitlist(series.id), headers: { cookie } })
    ).json<WaitlistEntry[]>();
    expect(entries.map((entry) => [entry.occurrence, entry.status])).toEqual([[FIRST, 'waiting']]);
  });

  it('opens the door on one occurrence: its roster, its seats, and no ticket of another date', async () => {
    const roster = async (occurrence: string) =>
      (
        await t.inject({
          method: 'GET',
          url: `${apiPaths.eventRoster(series.id)}?occurrence=${occurrence}`,
          headers: { cookie },
        })
      ).json<EventRoster>();
    const first = await roster(FIRST);
    expect(first.event).toMatchObject({ date: FIRST, occurrence: FIRST });
    expect(first.totals).toEqual({ booked: 2, checked_in: 0, seats_left: 0 });
    const second = await roster(SECOND);
    expect(second.attendees.map((attendee) => attendee.name)).toEqual(['Ruth Okafor']);
    expect(second.totals.seats_left).toBe(1);

    const ruth = second.attendees[0];
    if (!ruth) throw new Error('Ruth is not on the roster');
    const wrongDay = await post(
      apiPaths.checkIn,
      { event: series.id, ticket: ruth.ticket_id, occurrence: FIRST },
      { cookie },
    );
    expect(wrongDay.statusCode).toBe(409);
    expect(wrongDay.json().fields).toEqual({ ticket: CHECK_IN_OTHER_DATE_MESSAGE });
    // Naming no date, the door is the roster's: the series' next date, not Ruth's.
    const noDate = await post(
      apiPaths.checkIn,
      { event: series.id, ticket: ruth.ticket_id },
      { cookie },
    );
    expect(noDate.statusCode).toBe(409);
    expect(noDate.json().fields).toEqual({ ticket: CHECK_IN_OTHER_DATE_MESSAGE });
    const rightDay = await post(
      apiPaths.checkIn,
      { event: series.id, ticket: ruth.ticket_id, occurrence: SECOND },
      { cookie },
    );
    expect(rightDay.statusCode).toBe(200);
    expect((await roster(SECOND)).totals.checked_in).toBe(1);
    expect((await roster(FIRST)).totals.checked_in).toBe(0);

    const notADate = await t.inject({
      method: 'GET',
      url: `${apiPaths.eventRoster(series.id)}?occurrence=${SKIPPED}`,
      headers: { cookie },
    });
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json().fields).toEqual({ occurrence: OCCURRENCE_UNKNOWN_MESSAGE });
  });
});
