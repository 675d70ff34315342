import {
  localize,
  type EventInput,
  type EventPatch,
  type Language,
  type ParishEvent,
} from '@parish/shared-types';
import { and, asc, eq, gte, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../db';
import { single } from '../../../db/rows';
import { events } from '../tables';
import { toCents, toDollars } from '../../../lib/money';
import { recurrenceOf } from './recurrence';

/** The end time and series columns, as the service worked them out from the input. */
export interface EventTimingColumns {
  endTime: string | null;
  recurrenceRepeat: string | null;
  recurrenceRule: string | null;
  recurrenceUntil: string | null;
  recurrenceCount: number | null;
  recurrenceExceptions: string[];
}

export type EventRow = typeof events.$inferSelect;

/** Events in the trash (features/trash) are left out of every read here. */
const live = isNull(events.deletedAt);

export function toEventJson(row: EventRow): ParishEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    title_es: row.titleEs,
    description_es: row.descriptionEs,
    date: row.date,
    time: row.time,
    location: row.location,
    price: toDollars(row.priceCents),
    max_attendees: row.maxAttendees,
    registered_attendees: row.registeredAttendees,
    image: row.image,
    registrationLink: row.registrationLink,
    end_time: row.endTime,
    recurrence: recurrenceOf(row),
  };
}

/** An event's title and description in `language` (a mail's): the office's translation where it wrote one. */
export function eventTextsIn(
  row: EventRow,
  language: Language,
): { title: string; description: string } {
  const texts = { title: row.title, description: row.description };
  const translations = { title_es: row.titleEs, description_es: row.descriptionEs };
  const { title, description } = localize(
    { ...texts, ...translations },
    ['title', 'description'],
    language,
  );
  return { title, description };
}

/** Every live event row, soonest first (a series by its first date). */
export async function listEventRows(db: Executor): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(live)
    .orderBy(asc(events.date), asc(events.time), asc(events.id));
}

/** The live events dated `date` and every live series (which may fall on it). */
export async function listEventRowsOn(db: Executor, date: string): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(live, or(eq(events.date, date), isNotNull(events.recurrenceRule))))
    .orderBy(asc(events.time), asc(events.id));
}

/**
 * The events dated `fromDate` or later, and every series (which may still
 * fall after it), with every column (the calendar feed needs `updatedAt`).
 */
export async function listEventRowsFrom(db: Executor, fromDate: string): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(live, or(gte(events.date, fromDate), isNotNull(events.recurrenceRule))))
    .orderBy(asc(events.date), asc(events.time), asc(events.id));
}

export async function findEvent(db: Executor, id: number): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(live, eq(events.id, id)))
    .limit(1);
  return row;
}

/** The event, locked until the transaction ends (see the lock order in lib/seat-holds.ts). */
export async function lockEvent(tx: Transaction, id: number): Promise<EventRow | undefined> {
  const [row] = await tx
    .select()
    .from(events)
    .where(and(live, eq(events.id, id)))
    .for('update');
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
    .where(and(live, eq(events.title, title), eq(events.date, date)))
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
  input: Omit<
    EventInput,
    'end_time' | 'repeat' | 'repeat_until' | 'repeat_count' | 'repeat_exceptions'
  >,
  registeredAttendees = 0,
  timing?: EventTimingColumns,
): Promise<ParishEvent> {
  const rows = await db
    .insert(events)
    .values({
      title: input.title,
      description: input.description,
      titleEs: input.title_es ?? null,
      descriptionEs: input.description_es ?? null,
      date: input.date,
      time: input.time,
      location: input.location,
      priceCents: toCents(input.price),
      maxAttendees: input.max_attendees,
      registeredAttendees,
      image: input.image,
      registrationLink: input.registrationLink ?? null,
      ...timing,
    })
    .returning();
  return toEventJson(single(rows));
}

/** Writes a patch to an event that exists; `undefined` leaves a column as it is. */
export async function updateEventRow(
  db: Executor,
  id: number,
  patch: EventPatch,
  timing?: EventTimingColumns,
): Promise<ParishEvent> {
  const rows = await db
    .update(events)
    .set({
      title: patch.title,
      description: patch.description,
      titleEs: patch.title_es,
      descriptionEs: patch.description_es,
      date: patch.date,
      time: patch.time,
      location: patch.location,
      priceCents: patch.price === undefined ? undefined : toCents(patch.price),
      maxAttendees: patch.max_attendees,
      image: patch.image,
      registrationLink: patch.registrationLink,
      ...timing,
      updatedAt: sql`now()`,
    })
    .where(and(live, eq(events.id, id)))
    .returning();
  return toEventJson(single(rows));
}

/** Moves the event to the trash: it leaves every list, page and feed at once. */
export async function trashEventRow(db: Executor, id: number): Promise<void> {
  await db
    .update(events)
    .set({ deletedAt: sql`now()` })
    .where(and(live, eq(events.id, id)));
}

/**
 * Takes `seats` of an event dated `today` or later, if it still has them,
 * with one conditional UPDATE (`registered + n <= max`), which PostgreSQL
 * applies under the row's lock: simultaneous bookings can never oversell.
 * Undefined when the event is unknown, past, short of seats, or repeats.
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
        live,
        eq(events.id, eventId),
        // A repeating event is booked one occurrence at a time (lib/seats.ts).
        isNull(events.recurrenceRule),
        gte(events.date, today),
        sql`${events.registeredAttendees} + ${seats} <= ${events.maxAttendees}`,
      ),
    )
    .returning();
  return row;
}
