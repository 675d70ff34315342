import { apiPaths, type AdminWaitlistEntry, type Booking } from '@parish/shared-types';
import { buildBookingInput } from '@parish/shared-types/testing';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { bookings, events, waitlistEntries } from '../../tables';
import { outboxMails } from '../../../../testing/tables';
import { createTestApp, insertEvent, type TestApp } from '../../../../testing/app';

// On PGlite by default; on PostgreSQL with TEST_DATABASE_URL (real concurrency).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date('2098-06-01T12:00:00Z') });
});
afterAll(() => t?.close());

const post = (url: string, payload?: unknown) =>
  t.inject({ method: 'POST', url, payload: payload as object });

async function book(eventId: number, overrides: Record<string, unknown> = {}) {
  return post(apiPaths.bookings, buildBookingInput(eventId, 1, overrides));
}

/** The claim token of the offer mailed to `email` (the table keeps only its hash). */
async function claimTokenOf(email: string): Promise<string> {
  const [mail] = await t.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.kind, 'waitlist_offer'), eq(outboxMails.toAddress, email)))
    .orderBy(desc(outboxMails.id))
    .limit(1);
  const { claimUrl } = (mail?.data ?? {}) as { claimUrl?: string };
  return new URL(claimUrl ?? 'http://x').searchParams.get('claim') ?? '';
}

/** Seats held by bookings (pending or confirmed) and by open offers, against the event's count. */
async function seatsAccountedFor(eventId: number) {
  const [event] = await t.db.select().from(events).where(eq(events.id, eventId));
  const [booked] = await t.db
    .select({ n: sql<number>`coalesce(sum(${bookings.numberOfTickets}), 0)::int` })
    .from(bookings)
    .where(and(eq(bookings.eventId, eventId), inArray(bookings.status, ['pending', 'confirmed'])));
  const [offered] = await t.db
    .select({ n: sql<number>`coalesce(sum(${waitlistEntries.seats}), 0)::int` })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.status, 'offered')));
  return {
    max: event?.maxAttendees,
    registered: event?.registeredAttendees,
    held: (booked?.n ?? 0) + (offered?.n ?? 0),
  };
}

it('never oversells under 50 simultaneous claims, bookings and cancellations', async () => {
  const event = await insertEvent(t.db, { priceCents: 0, maxAttendees: 10 });
  const booked: Booking[] = [];
  for (let i = 0; i < 10; i += 1) booked.push((await book(event.id)).json<Booking>());
  for (let i = 0; i < 10; i += 1) {
    const joined = await post(apiPaths.eventWaitlist(event.id), {
      name: `Waiting ${i + 1}`,
      email: `waiting${i + 1}@example.org`,
      number_of_tickets: 1,
    });
    expect(joined.statusCode).toBe(201);
  }
  // Five cancellations: five offers, to the first five in line.
  for (const booking of booked.slice(0, 5)) {
    await post(apiPaths.bookingCancellation(booking.booking_id), { token: booking.manage_token });
  }
  const offers = await t.db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, event.id), eq(waitlistEntries.status, 'offered')));
  expect(offers.map((offer) => offer.name)).toEqual([1, 2, 3, 4, 5].map((n) => `Waiting ${n}`));

  // At once: each of the five claims sent twice, the five other bookings cancelled
  // (their seats go to the five still waiting), and 35 strangers trying to book.
  const claimTokens = await Promise.all(offers.map((offer) => claimTokenOf(offer.email)));
  const requests = [
    ...claimTokens.flatMap((claim) => [
      book(event.id, { waitlist_claim: claim }),
      book(event.id, { waitlist_claim: claim }),
    ]),
    ...booked
      .slice(5)
      .map((booking) =>
        post(apiPaths.bookingCancellation(booking.booking_id), { token: booking.manage_token }),
      ),
    ...Array.from({ length: 35 }, () => book(event.id)),
  ];
  expect(requests).toHaveLength(50);
  const answers = await Promise.all(requests);
  const statuses = answers.map((answer) => answer.statusCode);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);

  const claims = statuses.slice(0, 10);
  expect(claims.filter((status) => status === 201)).toHaveLength(5);
  expect(claims.filter((status) => status === 409)).toHaveLength(5);
  const strangers = statuses.slice(15);
  const accounted = await seatsAccountedFor(event.id);
  expect(accounted.registered).toBeLessThanOrEqual(10);
  expect(accounted.held).toBe(accounted.registered);
  const waitingLeft = (
    await t.inject({
      method: 'GET',
      url: apiPaths.eventWaitlist(event.id),
      headers: { cookie: await t.adminCookie() },
    })
  )
    .json<AdminWaitlistEntry[]>()
    .filter((entry) => entry.status === 'waiting');
  expect(waitingLeft).toEqual([]);
  // Every freed seat went to someone in line in the transaction that freed it.
  expect(strangers.every((status) => status === 409)).toBe(true);
  expect(accounted.registered).toBe(10);
});
