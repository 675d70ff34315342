import {
  formatCheckInCode,
  type Booking,
  type BookingInput,
  type BookingStatus,
  type PaymentMethod,
} from '@parish/shared-types';
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '../../../db';
import { single } from '../../../db/rows';
import { bookingManageLinks, bookings, events, tickets } from '../tables';
import { toDollars } from '../../../lib/money';
import { secretHash } from '../../../lib/secret-hash';
import { newLinkToken } from '../../messaging';
import type { BookingPayments } from '../booking-payments';
import { newCheckInCode } from './ids';

type BookingRow = typeof bookings.$inferSelect;
type TicketRow = typeof tickets.$inferSelect;
type EventFacts = Pick<typeof events.$inferSelect, 'title' | 'titleEs' | 'date' | 'time'>;

/** A booking with what it says of its event. */
export interface BookingWithEvent {
  booking: BookingRow;
  event: EventFacts;
}

/**
 * Gives out a manage link of the booking: a new token, of which the table
 * keeps only the hash. Every link given out stays good (until its expiry).
 */
export async function issueManageLink(db: Executor, bookingId: string): Promise<string> {
  const token = newLinkToken();
  await db.insert(bookingManageLinks).values({ id: secretHash(token), bookingId });
  return token;
}

/** Whether `token` is one of the booking's manage links. */
export async function isManageLinkOf(
  db: Executor,
  bookingId: string,
  token: string,
): Promise<boolean> {
  const [link] = await db
    .select({ id: bookingManageLinks.id })
    .from(bookingManageLinks)
    .where(
      and(
        eq(bookingManageLinks.id, secretHash(token)),
        eq(bookingManageLinks.bookingId, bookingId),
      ),
    )
    .limit(1);
  return link !== undefined;
}

/**
 * Who is looking at a booking. `booker`: whoever made it or holds a manage
 * link (everything, the token they hold and its tickets' codes); `admin`: the
 * dashboard (contacts and codes, not the token); `public`: anyone with the
 * booking id (names, but e-mail addresses and phone numbers masked, and no
 * codes: a ticket's code checks it in at the door).
 */
export type BookingView = 'booker' | 'admin' | 'public';

/** `maria@example.org` → `m•••@example.org`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** `555-010-1234` → `•••-•••-1234`: only the last four digits. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `•••-•••-${digits.slice(-4)}`;
}

export function toBookingJson(
  booking: BookingRow,
  event: EventFacts,
  ticketRows: TicketRow[],
  refundRequestedAt: Date | null,
  view: BookingView,
  /** The manage token the booker holds (only the booker's view shows it). */
  manageToken: string | null = null,
): Booking {
  const open = view !== 'public';
  return {
    booking_id: booking.bookingId,
    event: booking.eventId,
    event_name: event.title,
    // A repeating event's booking is for one occurrence: its date is the one shown.
    event_date: booking.occurrence ?? event.date,
    event_time: event.time,
    occurrence: booking.occurrence,
    number_of_tickets: booking.numberOfTickets,
    total_price: toDollars(booking.totalCents),
    payment_method: booking.paymentMethod as PaymentMethod,
    status: booking.status as BookingStatus,
    booked_at: booking.bookedAt.toISOString(),
    // Only a pending booking holds seats; a lapsed or cancelled one keeps its old expiry row-side.
    hold_expires_at:
      booking.status === 'pending' ? (booking.expiresAt?.toISOString() ?? null) : null,
    refund_requested_at: refundRequestedAt?.toISOString() ?? null,
    manage_token: view === 'booker' ? manageToken : null,
    cancellation_reason: open ? booking.cancellationReason : null,
    refund_status: open ? (booking.refundStatus as 'requested' | 'done' | null) : null,
    tickets: ticketRows.map((ticket) => ({
      id: ticket.id,
      name: ticket.name,
      email: open ? ticket.email : maskEmail(ticket.email),
      phone_number: open ? ticket.phoneNumber : maskPhone(ticket.phoneNumber),
      paid: ticket.paid,
      check_in_code: open && ticket.checkInCode ? formatCheckInCode(ticket.checkInCode) : null,
      checked_in_at: ticket.checkedInAt?.toISOString() ?? null,
    })),
  };
}

/** Bookings joined with their event: the one place this join is written. */
function selectBookingsWithEvent(db: Executor) {
  return db
    .select({
      booking: bookings,
      event: { title: events.title, titleEs: events.titleEs, date: events.date, time: events.time },
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId));
}

export async function findBookingWithEvent(
  db: Executor,
  bookingId: string,
): Promise<BookingWithEvent | undefined> {
  const [row] = await selectBookingsWithEvent(db).where(eq(bookings.bookingId, bookingId)).limit(1);
  return row;
}

/**
 * The bookings with their tickets and refund marks, in the order given:
 * three queries whatever their number.
 */
async function withTickets(
  db: Executor,
  payments: BookingPayments,
  rows: BookingWithEvent[],
  view: BookingView,
  manageToken: string | null = null,
): Promise<Booking[]> {
  if (rows.length === 0) return [];
  const bookingIds = rows.map((row) => row.booking.bookingId);
  const refundRequestedAt = await payments.refundRequestedAt(db, bookingIds);
  const ticketRows = await db
    .select()
    .from(tickets)
    .where(inArray(tickets.bookingId, bookingIds))
    .orderBy(asc(tickets.id));
  const ticketsByBooking = new Map<string, TicketRow[]>();
  for (const ticket of ticketRows) {
    ticketsByBooking.set(ticket.bookingId, [
      ...(ticketsByBooking.get(ticket.bookingId) ?? []),
      ticket,
    ]);
  }
  return rows.map((row) =>
    toBookingJson(
      row.booking,
      row.event,
      ticketsByBooking.get(row.booking.bookingId) ?? [],
      refundRequestedAt.get(row.booking.bookingId) ?? null,
      view,
      manageToken,
    ),
  );
}

export async function findBooking(
  db: Executor,
  payments: BookingPayments,
  bookingId: string,
  view: BookingView,
  manageToken: string | null = null,
): Promise<Booking | undefined> {
  const row = await findBookingWithEvent(db, bookingId);
  return row && (await withTickets(db, payments, [row], view, manageToken))[0];
}

/** Every booking, newest first, with its event's name and its tickets (for the dashboard). */
export async function listBookings(db: Executor, payments: BookingPayments): Promise<Booking[]> {
  const rows = await selectBookingsWithEvent(db).orderBy(
    desc(bookings.bookedAt),
    desc(bookings.bookingId),
  );
  return withTickets(db, payments, rows, 'admin');
}

/** A new booking and its tickets; `paid` marks every ticket. */
export async function insertBooking(
  tx: Transaction,
  booking: PgInsertValue<typeof bookings>,
  ticketInputs: BookingInput['tickets'],
  paid: boolean,
): Promise<{ booking: BookingRow; tickets: TicketRow[] }> {
  const row = single(await tx.insert(bookings).values(booking).returning());
  const ticketRows = await tx
    .insert(tickets)
    .values(
      ticketInputs.map((ticket) => ({
        bookingId: row.bookingId,
        name: ticket.name,
        email: ticket.email,
        phoneNumber: ticket.phone_number,
        paid,
        checkInCode: newCheckInCode(),
      })),
    )
    .returning();
  return { booking: row, tickets: ticketRows };
}

/** Locks an event's bookings in `booking_id` order, the lock order of lib/seat-holds.ts. */
export async function lockBookingsOfEvent(tx: Transaction, eventId: number): Promise<void> {
  await tx
    .select({ id: bookings.bookingId })
    .from(bookings)
    .where(eq(bookings.eventId, eventId))
    .orderBy(asc(bookings.bookingId))
    .for('update');
}

/** How many of an event's bookings hold tickets (pending or confirmed). */
export async function countActiveBookingsOfEvent(db: Executor, eventId: number): Promise<number> {
  const [active] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.eventId, eventId), inArray(bookings.status, ['pending', 'confirmed'])));
  return active?.n ?? 0;
}

/**
 * The booker (first ticket's) e-mail address of each of an event's bookings
 * whose seats are still held waiting for payment.
 */
export async function bookersOfPendingHolds(db: Executor, eventId: number): Promise<string[]> {
  const firstTicket = db
    .select({ id: sql<number>`min(${tickets.id})`.as('first_id') })
    .from(tickets)
    .where(eq(tickets.bookingId, bookings.bookingId));
  const rows = await db
    .select({ email: tickets.email })
    .from(bookings)
    .innerJoin(tickets, eq(tickets.bookingId, bookings.bookingId))
    .where(
      and(
        eq(bookings.eventId, eventId),
        eq(bookings.status, 'pending'),
        gt(bookings.expiresAt, sql`now()`),
        eq(tickets.id, sql`(${firstTicket})`),
      ),
    );
  return rows.map((row) => row.email);
}

export async function deleteBookingsOfEvent(db: Executor, eventId: number): Promise<void> {
  await db.delete(bookings).where(eq(bookings.eventId, eventId));
}

/** Locks a booking whose seats are still held (pending, hold not lapsed); undefined otherwise. */
export async function lockHeldBooking(
  tx: Transaction,
  bookingId: string,
): Promise<{ id: string; paymentMethod: string } | undefined> {
  const [held] = await tx
    .select({ id: bookings.bookingId, paymentMethod: bookings.paymentMethod })
    .from(bookings)
    .where(
      and(
        eq(bookings.bookingId, bookingId),
        eq(bookings.status, 'pending'),
        gt(bookings.expiresAt, sql`now()`),
      ),
    )
    .for('update');
  return held;
}

/** A booking's own row and its tickets in order (what its mails are made from). */
export async function findBookingRowWithTickets(
  db: Executor,
  bookingId: string,
): Promise<{ booking: BookingRow; ticketRows: TicketRow[] } | undefined> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.bookingId, bookingId));
  if (!booking) return undefined;
  const ticketRows = await db
    .select()
    .from(tickets)
    .where(eq(tickets.bookingId, bookingId))
    .orderBy(asc(tickets.id));
  return { booking, ticketRows };
}
