import type { EventInput, EventPatch, ParishEvent } from '@parish/shared-types';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db';
import { single } from '../../db/rows';
import { events } from '../../db/schema';
import { toCents, toDollars } from '../../lib/money';

export type EventRow = typeof events.$inferSelect;

export function toEventJson(row: EventRow): ParishEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    time: row.time,
    location: row.location,
    price: toDollars(row.priceCents),
    max_attendees: row.maxAttendees,
    registered_attendees: row.registeredAttendees,
    image: row.image,
    registrationLink: row.registrationLink,
  };
}

/** Every event, soonest first. */
export async function listEvents(db: Executor): Promise<ParishEvent[]> {
  const rows = await db
    .select()
    .from(events)
    .orderBy(asc(events.date), asc(events.time), asc(events.id));
  return rows.map(toEventJson);
}

/** The events dated `fromDate` or later, with every column (the calendar feed needs `updatedAt`). */
export async function listEventRowsFrom(db: Executor, fromDate: string): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(gte(events.date, fromDate))
    .orderBy(asc(events.date), asc(events.time), asc(events.id));
}

export async function findEvent(db: Executor, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row;
}

/** The event, locked until the transaction ends (see the lock order in lib/seat-holds.ts). */
export async function lockEvent(tx: Transaction, id: number): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update');
  return row;
}

/** The event titled exactly `title` on `date`, if there is one. */
export async function findEventByTitleOn(
  db: Executor,
  title: string,
  date: string,
): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.title, title), eq(events.date, date)))
    .limit(1);
  return row;
}

/** Arbitrary key of the advisory lock under which an instance adds the sample event. */
const SAMPLE_EVENT_LOCK_KEY = 7_405_320;

/** Makes instances that check for the sample event together wait for each other, until commit. */
export async function lockSampleEvent(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SAMPLE_EVENT_LOCK_KEY})`);
}

/** A new event; `registeredAttendees` of its seats already taken (the spec's sample has some). */
export async function insertEvent(
  db: Executor,
  input: EventInput,
  registeredAttendees = 0,
): Promise<ParishEvent> {
  const rows = await db
    .insert(events)
    .values({
      title: input.title,
      description: input.description,
      date: input.date,
      time: input.time,
      location: input.location,
      priceCents: toCents(input.price),
      maxAttendees: input.max_attendees,
      registeredAttendees,
      image: input.image,
      registrationLink: input.registrationLink ?? null,
    })
    .returning();
  return toEventJson(single(rows));
}

/** Writes a patch to an event that exists; `undefined` leaves a column as it is. */
export async function updateEventRow(
  db: Executor,
  id: number,
  patch: EventPatch,
): Promise<ParishEvent> {
  const rows = await db
    .update(events)
    .set({
      title: patch.title,
      description: patch.description,
      date: patch.date,
      time: patch.time,
      location: patch.location,
      priceCents: patch.price === undefined ? undefined : toCents(patch.price),
      maxAttendees: patch.max_attendees,
      image: patch.image,
      registrationLink: patch.registrationLink,
      updatedAt: sql`now()`,
    })
    .where(eq(events.id, id))
    .returning();
  return toEventJson(single(rows));
}

export async function deleteEventRow(db: Executor, id: number): Promise<void> {
  await db.delete(events).where(eq(events.id, id));
}

/**
 * Takes `seats` of an event dated `today` or later, if it still has them,
 * with one conditional UPDATE (`registered + n <= max`), which PostgreSQL
 * applies under the row's lock: simultaneous bookings can never oversell.
 * Undefined when the event is unknown, past or short of seats.
 */
export async function takeSeats(
  db: Executor,
  eventId: number,
  seats: number,
  today: string,
): Promise<EventRow | undefined> {
  const [row] = await db
    .update(events)
    .set({ registeredAttendees: sql`${events.registeredAttendees} + ${seats}` })
    .where(
      and(
        eq(events.id, eventId),
        gte(events.date, today),
        sql`${events.registeredAttendees} + ${seats} <= ${events.maxAttendees}`,
      ),
    )
    .returning();
  return row;
}
