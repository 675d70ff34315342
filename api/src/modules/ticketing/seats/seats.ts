/**
 * Where the seats of a booking are counted: a single event's in its own
 * `events.registered_attendees`, each occurrence of a repeating event's in
 * its row of `event_occurrence_seats` (made on its first use), both against
 * the event's `max_attendees`. Every change is one statement on that row,
 * so the row lock orders simultaneous changes (lock order: lib/seat-holds.ts;
 * an occurrence's row comes after its event's).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db';
import { eventOccurrenceSeats, events } from '../tables';

/** Which seats: an event's, or one occurrence's of a repeating event. */
export interface SeatKey {
  eventId: number;
  /** The occurrence's date (YYYY-MM-DD); null for a single event. */
  occurrence: string | null;
}

export function seatKey(eventId: number, occurrence: string | null | undefined): SeatKey {
  return { eventId, occurrence: occurrence ?? null };
}

/** The same seats? */
export function sameSeats(a: SeatKey, b: SeatKey): boolean {
  return a.eventId === b.eventId && a.occurrence === b.occurrence;
}

/** A key as text, for grouping. */
export function seatKeyText(key: SeatKey): string {
  return `${key.eventId}/${key.occurrence ?? ''}`;
}

const maxOf = (eventId: number) =>
  sql`(select ${events.maxAttendees} from ${events} where ${events.id} = ${eventId})`;

async function ensureOccurrenceRow(db: Executor, eventId: number, occurrence: string) {
  await db
    .insert(eventOccurrenceSeats)
    .values({ eventId, occurrence, registeredAttendees: 0 })
    .onConflictDoNothing();
}

const occurrenceRow = (eventId: number, occurrence: string) =>
  and(eq(eventOccurrenceSeats.eventId, eventId), eq(eventOccurrenceSeats.occurrence, occurrence));

/**
 * Takes `seats` if the event (or occurrence) still has them: one conditional
 * UPDATE (`taken + n <= max`), so simultaneous bookings never oversell.
 * Answers the seats taken after, or undefined when there were too few.
 */
export async function takeSeatsIfFree(
  db: Executor,
  key: SeatKey,
  seats: number,
): Promise<number | undefined> {
  if (key.occurrence === null) {
    const [row] = await db
      .update(events)
      .set({ registeredAttendees: sql`${events.registeredAttendees} + ${seats}` })
      .where(
        and(
          eq(events.id, key.eventId),
          sql`${events.registeredAttendees} + ${seats} <= ${events.maxAttendees}`,
        ),
      )
      .returning({ taken: events.registeredAttendees });
    return row?.taken;
  }
  await ensureOccurrenceRow(db, key.eventId, key.occurrence);
  const [row] = await db
    .update(eventOccurrenceSeats)
    .set({ registeredAttendees: sql`${eventOccurrenceSeats.registeredAttendees} + ${seats}` })
    .where(
      and(
        occurrenceRow(key.eventId, key.occurrence),
        sql`${eventOccurrenceSeats.registeredAttendees} + ${seats} <= ${maxOf(key.eventId)}`,
      ),
    )
    .returning({ taken: eventOccurrenceSeats.registeredAttendees });
  return row?.taken;
}

/** Adds (or, negative, gives back) seats with no capacity check: a release, or an offer's hold. */
export async function changeSeats(db: Executor, key: SeatKey, seats: number): Promise<void> {
  if (seats === 0) return;
  if (key.occurrence === null) {
    await db
      .update(events)
      .set({ registeredAttendees: sql`greatest(${events.registeredAttendees} + ${seats}, 0)` })
      .where(eq(events.id, key.eventId));
    return;
  }
  await ensureOccurrenceRow(db, key.eventId, key.occurrence);
  await db
    .update(eventOccurrenceSeats)
    .set({
      registeredAttendees: sql`greatest(${eventOccurrenceSeats.registeredAttendees} + ${seats}, 0)`,
    })
    .where(occurrenceRow(key.eventId, key.occurrence));
}

/** The seats taken (held or booked) of an event or occurrence; 0 for an occurrence never booked. */
export async function seatsTaken(db: Executor, key: SeatKey): Promise<number> {
  if (key.occurrence === null) {
    const [row] = await db
      .select({ taken: events.registeredAttendees })
      .from(events)
      .where(eq(events.id, key.eventId));
    return row?.taken ?? 0;
  }
  const [row] = await db
    .select({ taken: eventOccurrenceSeats.registeredAttendees })
    .from(eventOccurrenceSeats)
    .where(occurrenceRow(key.eventId, key.occurrence));
  return row?.taken ?? 0;
}

/** The most seats any one occurrence of a series has taken (0 when none is booked). */
export async function mostSeatsTakenOfOccurrences(db: Executor, eventId: number): Promise<number> {
  const [row] = await db
    .select({
      most: sql<number>`coalesce(max(${eventOccurrenceSeats.registeredAttendees}), 0)`.mapWith(
        Number,
      ),
    })
    .from(eventOccurrenceSeats)
    .where(eq(eventOccurrenceSeats.eventId, eventId));
  return row?.most ?? 0;
}

/** The seats taken of every booked occurrence of these series, keyed `{eventId}/{date}`. */
export async function occurrenceSeatsOf(
  db: Executor,
  eventIds: number[],
): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(eventOccurrenceSeats)
    .where(inArray(eventOccurrenceSeats.eventId, eventIds));
  return new Map(rows.map((row) => [`${row.eventId}/${row.occurrence}`, row.registeredAttendees]));
}
