import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db';
import { bookings, tickets } from '../tables';

/** A ticket as the door sees it: its booking's event and status, and its number in the booking. */
export interface DoorTicket {
  ticketId: number;
  ticketNumber: number;
  name: string;
  bookingId: string;
  eventId: number;
  /** The date of a repeating event the booking is for; null for a single event. */
  occurrence: string | null;
  status: string;
  checkedInAt: Date | null;
}

/** 1, 2, … in its booking (tickets are numbered in the order they were entered). */
const ticketNumber = sql<number>`(
  select count(*) from ${tickets} as earlier
  where earlier.booking_id = ${tickets.bookingId} and earlier.id <= ${tickets.id}
)`.mapWith(Number);

function selectDoorTickets(db: Executor) {
  return db
    .select({
      ticketId: tickets.id,
      ticketNumber,
      name: tickets.name,
      bookingId: tickets.bookingId,
      eventId: bookings.eventId,
      occurrence: bookings.occurrence,
      status: bookings.status,
      checkedInAt: tickets.checkedInAt,
    })
    .from(tickets)
    .innerJoin(bookings, eq(bookings.bookingId, tickets.bookingId));
}

/** The confirmed tickets of events' bookings (a series' of `date` only), and how many are checked in. */
export async function ticketsOn(
  db: Executor,
  eventIds: readonly number[],
  date: string,
): Promise<{ tickets: number; checkedIn: number }> {
  if (eventIds.length === 0) return { tickets: 0, checkedIn: 0 };
  const [row] = await db
    .select({
      tickets: sql<string>`count(*)`,
      checkedIn: sql<string>`count(${tickets.checkedInAt})`,
    })
    .from(tickets)
    .innerJoin(bookings, eq(bookings.bookingId, tickets.bookingId))
    .where(
      and(
        inArray(bookings.eventId, [...eventIds]),
        // A single event's bookings name no date; a series' name the one they are for.
        or(isNull(bookings.occurrence), eq(bookings.occurrence, date)),
        eq(bookings.status, 'confirmed'),
      ),
    );
  return { tickets: Number(row?.tickets ?? 0), checkedIn: Number(row?.checkedIn ?? 0) };
}

export async function findDoorTicket(
  db: Executor,
  by: { code: string } | { ticketId: number },
): Promise<DoorTicket | undefined> {
  const [row] = await selectDoorTickets(db)
    .where('code' in by ? eq(tickets.checkInCode, by.code) : eq(tickets.id, by.ticketId))
    .limit(1);
  return row;
}

/**
 * Checks a ticket in, if no one has: one conditional UPDATE, so of any number
 * of simultaneous scans of a ticket exactly one changes the row (the others
 * wait on its row lock, then find `checked_in_at` set and change nothing).
 * Only a ticket of a confirmed booking can be. Undefined when nothing changed.
 */
export async function markCheckedIn(db: Executor, ticketId: number): Promise<Date | undefined> {
  const [row] = await db
    .update(tickets)
    .set({ checkedInAt: sql`now()` })
    .where(
      and(
        eq(tickets.id, ticketId),
        isNull(tickets.checkedInAt),
        sql`exists (select 1 from ${bookings} where ${bookings.bookingId} = ${tickets.bookingId} and ${bookings.status} = 'confirmed')`,
      ),
    )
    .returning({ checkedInAt: tickets.checkedInAt });
  return row?.checkedInAt ?? undefined;
}

/** Undoes a check-in; false when the ticket was not checked in. */
export async function clearCheckIn(db: Executor, ticketId: number): Promise<boolean> {
  const rows = await db
    .update(tickets)
    .set({ checkedInAt: null })
    .where(and(eq(tickets.id, ticketId), isNotNull(tickets.checkedInAt)))
    .returning({ id: tickets.id });
  return rows.length > 0;
}

/** The tickets of an event's (or one occurrence's) confirmed bookings, by booking then ticket, with their booker. */
export async function rosterOf(db: Executor, eventId: number, occurrence: string | null) {
  return db
    .select({
      ticketId: tickets.id,
      ticketNumber,
      name: tickets.name,
      bookingId: tickets.bookingId,
      booker: sql<string>`(
        select first.name from ${tickets} as first
        where first.booking_id = ${tickets.bookingId} order by first.id limit 1
      )`,
      checkedInAt: tickets.checkedInAt,
    })
    .from(tickets)
    .innerJoin(bookings, eq(bookings.bookingId, tickets.bookingId))
    .where(
      and(
        eq(bookings.eventId, eventId),
        occurrence === null ? isNull(bookings.occurrence) : eq(bookings.occurrence, occurrence),
        eq(bookings.status, 'confirmed'),
      ),
    )
    .orderBy(asc(bookings.bookedAt), asc(tickets.id));
}
