import {
  EVENT_NOT_FOUND_MESSAGE,
  type EventInput,
  type EventPatch,
  type ParishEvent,
} from '@parish/shared-types';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db';
import { single } from '../../db/rows';
import { bookings, events } from '../../db/schema';
import { fieldError, HttpError } from '../../http/errors';
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

export async function findEvent(db: Executor, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row;
}

export async function getEvent(db: Executor, id: number): Promise<ParishEvent> {
  const row = await findEvent(db, id);
  if (!row) throw new HttpError(404, EVENT_NOT_FOUND_MESSAGE);
  return toEventJson(row);
}

/** The columns a patch changes; `undefined` leaves a column as it is. */
function patchColumns(input: EventPatch) {
  return {
    title: input.title,
    description: input.description,
    date: input.date,
    time: input.time,
    location: input.location,
    priceCents: input.price === undefined ? undefined : toCents(input.price),
    maxAttendees: input.max_attendees,
    image: input.image,
    registrationLink: input.registrationLink,
  };
}

export async function createEvent(db: Executor, input: EventInput): Promise<ParishEvent> {
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
      image: input.image,
      registrationLink: input.registrationLink ?? null,
    })
    .returning();
  return toEventJson(single(rows));
}

export const maxBelowRegisteredMessage = (registered: number) =>
  `Max attendees cannot be lower than the ${registered} seats already booked.`;

/**
 * Applies a partial edit. Lowering `max_attendees` below the seats already
 * taken is refused; the row is locked so a booking cannot slip in between
 * the check and the write.
 */
export async function updateEvent(
  db: Database,
  id: number,
  patch: EventPatch,
): Promise<ParishEvent> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(events).where(eq(events.id, id)).for('update');
    if (!current) throw new HttpError(404, EVENT_NOT_FOUND_MESSAGE);
    if (patch.max_attendees !== undefined && patch.max_attendees < current.registeredAttendees) {
      throw fieldError(
        400,
        'max_attendees',
        maxBelowRegisteredMessage(current.registeredAttendees),
      );
    }
    const rows = await tx
      .update(events)
      .set({ ...patchColumns(patch), updatedAt: sql`now()` })
      .where(eq(events.id, id))
      .returning();
    return toEventJson(single(rows));
  });
}

export const EVENT_HAS_BOOKINGS_MESSAGE =
  'This event has bookings, so it cannot be deleted. Change its details instead, or cancel its bookings first.';

/**
 * Deletes an event. One with pending or confirmed bookings is kept (409):
 * those people hold tickets. Cancelled bookings go with the event.
 */
export async function deleteEvent(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Its bookings before the event: the lock order of lib/seat-holds.ts, so
    // a payment settling one of them meanwhile cannot deadlock with this.
    await tx
      .select({ id: bookings.bookingId })
      .from(bookings)
      .where(eq(bookings.eventId, id))
      .orderBy(asc(bookings.bookingId))
      .for('update');
    const [current] = await tx
      .select({ id: events.id })
      .from(events)
      .where(eq(events.id, id))
      .for('update');
    if (!current) throw new HttpError(404, EVENT_NOT_FOUND_MESSAGE);
    const [active] = await tx
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.eventId, id), inArray(bookings.status, ['pending', 'confirmed'])));
    if (active && active.n > 0) throw new HttpError(409, EVENT_HAS_BOOKINGS_MESSAGE);
    await tx.delete(bookings).where(eq(bookings.eventId, id));
    await tx.delete(events).where(eq(events.id, id));
  });
}
