import {
  BOOKING_ID_PATTERN,
  BOOKING_NOT_FOUND_MESSAGE,
  EVENT_PAST_MESSAGE,
  EVENT_UNKNOWN_MESSAGE,
  normaliseBookingId,
  ticketsAvailableMessage,
  type Booking,
  type BookingInput,
  type BookingStatus,
  type PaymentMethod,
} from '@parish/shared-types';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db';
import { single } from '../../db/rows';
import { bookings, events, tickets } from '../../db/schema';
import { fieldError, HttpError } from '../../http/errors';
import { MAX_ID } from '../../http/validation';
import { toDollars } from '../../lib/money';
import { releaseLapsedHolds, releaseLapsedHoldsNow } from '../../lib/seat-holds';
import { newBookingId } from './ids';
import { startPayment } from './payment';

type BookingRow = typeof bookings.$inferSelect;
type TicketRow = typeof tickets.$inferSelect;
type EventFacts = Pick<typeof events.$inferSelect, 'title' | 'date' | 'time'>;

export function toBookingJson(
  booking: BookingRow,
  event: EventFacts,
  ticketRows: TicketRow[],
): Booking {
  return {
    booking_id: booking.bookingId,
    event: booking.eventId,
    event_name: event.title,
    event_date: event.date,
    event_time: event.time,
    number_of_tickets: booking.numberOfTickets,
    total_price: toDollars(booking.totalCents),
    payment_method: booking.paymentMethod as PaymentMethod,
    status: booking.status as BookingStatus,
    booked_at: booking.bookedAt.toISOString(),
    tickets: ticketRows.map((ticket) => ({
      id: ticket.id,
      name: ticket.name,
      email: ticket.email,
      phone_number: ticket.phoneNumber,
      paid: ticket.paid,
    })),
  };
}

/**
 * Books seats in one transaction. The seats are taken by a single
 * conditional UPDATE (`registered + n <= max`), which PostgreSQL applies
 * row by row under lock, so simultaneous bookings can never oversell. The
 * price is the event's, times the tickets: the client's total is ignored.
 * Lapsed seat holds on the event are released first, in the same
 * transaction, so their seats can be sold again.
 *
 * `today` is the parish's date: events dated before it are refused.
 * A paid booking starts `pending` and holds its seats for `holdMinutes`.
 */
export async function createBooking(
  db: Database,
  input: BookingInput,
  options: { today: string; holdMinutes: number },
): Promise<Booking> {
  const seats = input.number_of_tickets;
  if (input.event > MAX_ID) throw fieldError(400, 'event', EVENT_UNKNOWN_MESSAGE);
  return db.transaction(async (tx) => {
    await releaseLapsedHolds(tx, { eventId: input.event });
    const [event] = await tx
      .update(events)
      .set({ registeredAttendees: sql`${events.registeredAttendees} + ${seats}` })
      .where(
        and(
          eq(events.id, input.event),
          gte(events.date, options.today),
          sql`${events.registeredAttendees} + ${seats} <= ${events.maxAttendees}`,
        ),
      )
      .returning();
    if (!event) throw await whyNotBookable(tx, input.event, options.today);

    const totalCents = seats * event.priceCents;
    const payment = startPayment(totalCents, { holdMinutes: options.holdMinutes });
    const booking = single(
      await tx
        .insert(bookings)
        .values({
          bookingId: newBookingId(),
          eventId: event.id,
          numberOfTickets: seats,
          totalCents,
          paymentMethod: input.payment_method,
          status: payment.status,
          expiresAt: payment.expiresAt,
        })
        .returning(),
    );
    const ticketRows = await tx
      .insert(tickets)
      .values(
        input.tickets.map((ticket) => ({
          bookingId: booking.bookingId,
          name: ticket.name,
          email: ticket.email,
          phoneNumber: ticket.phone_number,
          // What the client says is ignored: a ticket is paid when its booking is confirmed.
          paid: payment.status === 'confirmed',
        })),
      )
      .returning();
    return toBookingJson(booking, event, ticketRows);
  });
}

/** Explains a booking the conditional UPDATE refused. */
async function whyNotBookable(db: Executor, eventId: number, today: string): Promise<HttpError> {
  const [event] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
  if (!event) return fieldError(400, 'event', EVENT_UNKNOWN_MESSAGE);
  if (event.date < today) return fieldError(400, 'event', EVENT_PAST_MESSAGE);
  const available = Math.max(0, event.maxAttendees - event.registeredAttendees);
  return fieldError(409, 'number_of_tickets', ticketsAvailableMessage(available));
}

/** One booking; a hold that has lapsed is released first, so the answer is never stale. */
export async function getBooking(db: Database, rawId: string): Promise<Booking> {
  const bookingId = normaliseBookingId(rawId);
  if (!BOOKING_ID_PATTERN.test(bookingId)) throw new HttpError(404, BOOKING_NOT_FOUND_MESSAGE);
  await releaseLapsedHoldsNow(db, { bookingId });
  const [row] = await db
    .select({
      booking: bookings,
      event: { title: events.title, date: events.date, time: events.time },
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(eq(bookings.bookingId, bookingId))
    .limit(1);
  if (!row) throw new HttpError(404, BOOKING_NOT_FOUND_MESSAGE);
  const ticketRows = await db
    .select()
    .from(tickets)
    .where(eq(tickets.bookingId, bookingId))
    .orderBy(asc(tickets.id));
  return toBookingJson(row.booking, row.event, ticketRows);
}
