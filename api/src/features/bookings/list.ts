import type { Booking } from '@parish/shared-types';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db';
import { bookings, events, tickets } from '../../db/schema';
import { toBookingJson } from './service';

type TicketRow = typeof tickets.$inferSelect;

/**
 * Every booking, newest first, with its event's name and its tickets (for
 * the dashboard). Two queries whatever the number of bookings.
 */
export async function listBookings(db: Executor): Promise<Booking[]> {
  const rows = await db
    .select({
      booking: bookings,
      event: { title: events.title, date: events.date, time: events.time },
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .orderBy(desc(bookings.bookedAt), desc(bookings.bookingId));
  if (rows.length === 0) return [];

  const ticketRows = await db
    .select()
    .from(tickets)
    .where(
      inArray(
        tickets.bookingId,
        rows.map((row) => row.booking.bookingId),
      ),
    )
    .orderBy(asc(tickets.id));
  const ticketsByBooking = new Map<string, TicketRow[]>();
  for (const ticket of ticketRows) {
    ticketsByBooking.set(ticket.bookingId, [
      ...(ticketsByBooking.get(ticket.bookingId) ?? []),
      ticket,
    ]);
  }
  return rows.map((row) =>
    toBookingJson(row.booking, row.event, ticketsByBooking.get(row.booking.bookingId) ?? []),
  );
}
