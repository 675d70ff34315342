/**
 * The waitlist's rows. Lock order (after lib/seat-holds.ts's bookings and
 * events): an event's row first, then its waitlist entries in `id` order.
 * Every transaction that offers, claims, lets lapse or leaves holds the
 * event's row, so two of them never decide on the same seats at once.
 */
import type { AdminWaitlistEntry, WaitlistEntry, WaitlistStatus } from '@parish/shared-types';
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db';
import { single } from '../../../db/rows';
import { events, waitlistEntries, waitlistEntryLinks } from '../tables';
import { secretHash } from '../../../lib/secret-hash';
import { seatKey, seatKeyText, type SeatKey } from '../seats/seats';

/** The entries of one event, or of one occurrence of a repeating event: one line each. */
const lineOf = (key: SeatKey) =>
  and(
    eq(waitlistEntries.eventId, key.eventId),
    key.occurrence === null
      ? isNull(waitlistEntries.occurrence)
      : eq(waitlistEntries.occurrence, key.occurrence),
  );

export const keyOfEntry = (row: WaitlistRow): SeatKey => seatKey(row.eventId, row.occurrence);

export type WaitlistRow = typeof waitlistEntries.$inferSelect;
type EventFacts = Pick<typeof events.$inferSelect, 'title' | 'date' | 'time'>;

export function toWaitlistJson(
  row: WaitlistRow,
  event: EventFacts,
  position: number | null,
): WaitlistEntry {
  return {
    event: row.eventId,
    event_name: event.title,
    event_date: row.occurrence ?? event.date,
    occurrence: row.occurrence,
    event_time: event.time,
    name: row.name,
    number_of_tickets: row.seats,
    status: row.status as WaitlistStatus,
    position: row.status === 'waiting' ? position : null,
    offer_expires_at: row.status === 'offered' ? (row.offerExpiresAt?.toISOString() ?? null) : null,
  };
}

export async function insertEntry(
  db: Executor,
  values: {
    eventId: number;
    occurrence: string | null;
    name: string;
    email: string;
    seats: number;
    language: string;
  },
): Promise<WaitlistRow> {
  return single(await db.insert(waitlistEntries).values(values).returning());
}

/** A new link to the entry (for one mail): the table keeps only the token's hash. */
export async function issueEntryLink(db: Executor, entryId: number, token: string): Promise<void> {
  await db.insert(waitlistEntryLinks).values({ id: secretHash(token), entryId });
}

/** The entry one of whose links carries `token`. */
export async function findEntryByToken(
  db: Executor,
  token: string,
): Promise<WaitlistRow | undefined> {
  const [row] = await db
    .select({ entry: waitlistEntries })
    .from(waitlistEntryLinks)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistEntryLinks.entryId))
    .where(eq(waitlistEntryLinks.id, secretHash(token)))
    .limit(1);
  return row?.entry;
}

/** The entry, locked (its event's row must be locked first). */
export async function lockEntry(db: Executor, id: number): Promise<WaitlistRow | undefined> {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, id))
    .for('update');
  return row;
}

/** 1 + how many of the event's waiting entries joined before this one. */
export async function positionOf(db: Executor, row: WaitlistRow): Promise<number> {
  const [ahead] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(
        lineOf(keyOfEntry(row)),
        eq(waitlistEntries.status, 'waiting'),
        lt(waitlistEntries.id, row.id),
      ),
    );
  return (ahead?.n ?? 0) + 1;
}

/** The event's (or occurrence's) waiting entries in join order, locked. */
export async function lockWaitingEntries(db: Executor, key: SeatKey): Promise<WaitlistRow[]> {
  return db
    .select()
    .from(waitlistEntries)
    .where(and(lineOf(key), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.id))
    .for('update');
}

export async function hasWaitingEntries(db: Executor, key: SeatKey): Promise<boolean> {
  const [row] = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(lineOf(key), eq(waitlistEntries.status, 'waiting')))
    .limit(1);
  return row !== undefined;
}

export async function markOffered(
  db: Executor,
  ids: number[],
  offeredAt: Date,
  expiresAt: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(waitlistEntries)
    .set({ status: 'offered', offeredAt, offerExpiresAt: expiresAt })
    .where(inArray(waitlistEntries.id, ids));
}

export async function setStatus(
  db: Executor,
  id: number,
  status: WaitlistStatus,
  bookingId: string | null = null,
): Promise<WaitlistRow> {
  return single(
    await db
      .update(waitlistEntries)
      .set(bookingId ? { status, bookingId } : { status })
      .where(eq(waitlistEntries.id, id))
      .returning(),
  );
}

/** The events (or occurrences) with an offer that ran out by `now`, in event id order (the lock order). */
export async function eventsWithLapsedOffers(db: Executor, now: Date): Promise<SeatKey[]> {
  const rows = await db
    .selectDistinct({ eventId: waitlistEntries.eventId, occurrence: waitlistEntries.occurrence })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, now)))
    .orderBy(asc(waitlistEntries.eventId), asc(waitlistEntries.occurrence));
  return rows.map((row) => seatKey(row.eventId, row.occurrence));
}

/** Marks the event's (or occurrence's) offers that ran out by `now` lapsed (event row locked): how many, and their seats. */
export async function lapseOffers(
  db: Executor,
  key: SeatKey,
  now: Date,
): Promise<{ count: number; seats: number }> {
  const lapsed = await db
    .update(waitlistEntries)
    .set({ status: 'lapsed' })
    .where(
      and(
        lineOf(key),
        eq(waitlistEntries.status, 'offered'),
        lte(waitlistEntries.offerExpiresAt, now),
      ),
    )
    .returning({ seats: waitlistEntries.seats });
  return { count: lapsed.length, seats: lapsed.reduce((sum, row) => sum + row.seats, 0) };
}

/** The events (or occurrences) someone is waiting for, in event id order. */
export async function eventsWithWaitingEntries(db: Executor): Promise<SeatKey[]> {
  const rows = await db
    .selectDistinct({ eventId: waitlistEntries.eventId, occurrence: waitlistEntries.occurrence })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.status, 'waiting'))
    .orderBy(asc(waitlistEntries.eventId), asc(waitlistEntries.occurrence));
  return rows.map((row) => seatKey(row.eventId, row.occurrence));
}

/** The lines waiting for one event: itself, or each occurrence of a repeating event someone waits for. */
export async function waitingLinesOfEvent(db: Executor, eventId: number): Promise<SeatKey[]> {
  const rows = await db
    .selectDistinct({ occurrence: waitlistEntries.occurrence })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.occurrence));
  return rows.map((row) => seatKey(eventId, row.occurrence));
}

/** Entries for administrators (of one event, or all), each event's line in join order. */
export async function listEntries(db: Executor, eventId?: number): Promise<AdminWaitlistEntry[]> {
  const rows = await db
    .select({
      entry: waitlistEntries,
      event: { title: events.title, date: events.date, time: events.time },
    })
    .from(waitlistEntries)
    .innerJoin(events, eq(events.id, waitlistEntries.eventId))
    .where(eventId === undefined ? undefined : eq(waitlistEntries.eventId, eventId))
    .orderBy(
      asc(events.date),
      asc(waitlistEntries.eventId),
      asc(waitlistEntries.occurrence),
      asc(waitlistEntries.id),
    );
  const waitingSoFar = new Map<string, number>();
  return rows.map(({ entry, event }) => {
    let position: number | null = null;
    if (entry.status === 'waiting') {
      const line = seatKeyText(keyOfEntry(entry));
      position = (waitingSoFar.get(line) ?? 0) + 1;
      waitingSoFar.set(line, position);
    }
    return {
      ...toWaitlistJson(entry, event, position),
      id: entry.id,
      email: entry.email,
      joined_at: entry.joinedAt.toISOString(),
      booking_id: entry.bookingId,
    };
  });
}
