/**
 * The life of a booking's seat hold, shared by bookings (which take seats)
 * and payments (which confirm or release them). A `pending` booking's seats
 * count in `events.registered_attendees` until it is confirmed or cancelled.
 *
 * Every step runs inside the caller's transaction and decides on the rows it
 * has locked, with the database's clock (`now()`), so any number of API
 * instances can race on the same booking: whichever runs second sees the
 * first one's result and does nothing twice.
 *
 * Lock order, the same in every transaction that takes seats or settles a
 * hold (here and in the bookings, events and payments features): booking
 * rows first, several in `booking_id` order; then event rows, several in `id`
 * order. A booking's payments and tickets are locked only by a transaction
 * that holds the booking, or by a lone statement that waits for nothing
 * else. So no transaction waits for a lock ordered before one it holds, and
 * no two can wait on each other (deadlock, 40P01).
 */
import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../../db';
import { bookings, tickets } from '../tables';
import type { BookingPayments } from '../booking-payments';
import { changeSeats, seatKey, takeSeatsIfFree, type SeatKey } from './seats';

/** An `expires_at` value: `minutes` from the transaction's start, by the database's clock. */
export function holdExpiry(minutes: number): SQL {
  return sql`now() + make_interval(mins => ${minutes})`;
}

/** Which lapsed holds to release: those of one event, of one booking, or all. */
export type HoldScope = { eventId: number } | { bookingId: string } | 'all';

/**
 * Cancels `pending` bookings whose hold has lapsed, gives their seats back
 * and cancels their open payments. Returns how many bookings were released.
 */
export async function releaseLapsedHolds(
  db: Executor,
  scope: HoldScope,
  payments: BookingPayments,
): Promise<number> {
  const conditions = [eq(bookings.status, 'pending'), lte(bookings.expiresAt, sql`now()`)];
  if (scope !== 'all' && 'eventId' in scope) conditions.push(eq(bookings.eventId, scope.eventId));
  if (scope !== 'all' && 'bookingId' in scope) {
    conditions.push(eq(bookings.bookingId, scope.bookingId));
  }
  // Locked in booking_id order, not the plan's (an event's index, the
  // status index or the heap), so the event-scoped release of a new booking
  // and the sweep take shared rows in one order. After any wait the row is
  // re-checked, so a hold released by another instance meanwhile is skipped.
  const released = await db
    .select({
      bookingId: bookings.bookingId,
      eventId: bookings.eventId,
      occurrence: bookings.occurrence,
      seats: bookings.numberOfTickets,
    })
    .from(bookings)
    .where(and(...conditions))
    .orderBy(asc(bookings.bookingId))
    .for('update');
  if (released.length === 0) return 0;
  const bookingIds = released.map((booking) => booking.bookingId);
  await db
    .update(bookings)
    .set({ status: 'cancelled' })
    .where(inArray(bookings.bookingId, bookingIds));

  // Per event (or occurrence of one), in event id order: the lock order.
  const seatsBack = new Map<string, { key: SeatKey; seats: number }>();
  for (const booking of released) {
    const key = seatKey(booking.eventId, booking.occurrence);
    const id = `${key.eventId}/${key.occurrence ?? ''}`;
    seatsBack.set(id, { key, seats: (seatsBack.get(id)?.seats ?? 0) + booking.seats });
  }
  const inOrder = [...seatsBack.values()].sort(
    (a, b) =>
      a.key.eventId - b.key.eventId ||
      (a.key.occurrence ?? '').localeCompare(b.key.occurrence ?? ''),
  );
  for (const { key, seats } of inOrder) await changeSeats(db, key, -seats);
  await payments.cancelOpen(db, bookingIds);
  return released.length;
}

/** `releaseLapsedHolds` in a transaction of its own (for reads that want fresh holds). */
export function releaseLapsedHoldsNow(
  db: Database,
  scope: HoldScope,
  payments: BookingPayments,
): Promise<number> {
  return db.transaction((tx) => releaseLapsedHolds(tx, scope, payments));
}

/** What a booking's seats are counted in. */
type SeatsOf = { eventId: number; occurrence: string | null; numberOfTickets: number };

async function giveSeatsBack(db: Executor, booking: SeatsOf): Promise<void> {
  await changeSeats(db, seatKey(booking.eventId, booking.occurrence), -booking.numberOfTickets);
}

/** Locks a booking (first, in the lock order above) until the transaction ends. */
export async function lockBooking(db: Executor, bookingId: string) {
  const [booking] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.bookingId, bookingId))
    .for('update');
  return booking;
}

async function confirm(db: Executor, bookingId: string): Promise<void> {
  await db
    .update(bookings)
    .set({ status: 'confirmed', expiresAt: null })
    .where(eq(bookings.bookingId, bookingId));
  await db.update(tickets).set({ paid: true }).where(eq(tickets.bookingId, bookingId));
}

/**
 * A completed payment confirms its booking. Paid after the hold lapsed, the
 * booking gets its seats back if the event still has them; otherwise it
 * stays cancelled and `seatsLost` says so (the money must be refunded).
 * A booking its visitor cancelled stays cancelled, and the payment that
 * landed anyway is marked for refund here. Confirming a confirmed booking
 * changes nothing.
 */
export async function confirmPaidBooking(
  db: Executor,
  bookingId: string,
  payments: BookingPayments,
): Promise<{ seatsLost: boolean }> {
  const booking = await lockBooking(db, bookingId);
  if (!booking) return { seatsLost: true };
  if (booking.status === 'confirmed') return { seatsLost: false };
  if (booking.status === 'cancelled') {
    if (booking.cancelledByVisitorAt || booking.cancelledByOfficeAt) {
      await payments.markCompletedForRefund(db, bookingId);
      return { seatsLost: false };
    }
    // Taken again if the event (or its occurrence) still has them; whether it has taken place is not checked here.
    const key = seatKey(booking.eventId, booking.occurrence);
    if ((await takeSeatsIfFree(db, key, booking.numberOfTickets)) === undefined) {
      return { seatsLost: true };
    }
  }
  await confirm(db, bookingId);
  return { seatsLost: false };
}

/**
 * A failed or cancelled payment cancels its `pending` booking and gives the
 * seats back. A confirmed or already cancelled booking is left alone.
 */
export async function cancelUnpaidBooking(db: Executor, bookingId: string): Promise<void> {
  const booking = await lockBooking(db, bookingId);
  if (booking?.status !== 'pending') return;
  await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.bookingId, bookingId));
  await giveSeatsBack(db, booking);
}

/**
 * The visitor cancels their pending or confirmed booking, which the caller
 * has locked (`lockBooking`). In this one transaction the seats go back to
 * the event and a payment still under way is cancelled. A completed
 * payment is kept as it is and marked for refund, so the money is never
 * silently dropped: the office sees it in the payments list. Should a
 * payment under way complete all the same (a capture already at the
 * provider), `confirmPaidBooking` marks it for refund too.
 */
export async function cancelHeldOrConfirmedBooking(
  db: Executor,
  booking: SeatsOf & { bookingId: string },
  payments: BookingPayments,
): Promise<void> {
  await db
    .update(bookings)
    .set({ status: 'cancelled', cancelledByVisitorAt: sql`now()` })
    .where(eq(bookings.bookingId, booking.bookingId));
  await giveSeatsBack(db, booking);
  await payments.cancelOpen(db, [booking.bookingId]);
  await payments.markCompletedForRefund(db, booking.bookingId);
}

/**
 * The parish office cancels a pending or confirmed booking (locked by the
 * caller), with its reason. As for a visitor's cancellation, the seats go
 * back, a payment under way is cancelled and a completed one is marked for
 * refund; `refund` records what the office says of it (requested or done),
 * kept only when something was paid.
 */
export async function cancelBookingByOffice(
  db: Executor,
  booking: SeatsOf & { bookingId: string },
  details: { reason: string; refund: 'requested' | 'done'; paid: boolean },
  payments: BookingPayments,
): Promise<void> {
  await db
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelledByOfficeAt: sql`now()`,
      cancellationReason: details.reason,
      refundStatus: details.paid ? details.refund : null,
    })
    .where(eq(bookings.bookingId, booking.bookingId));
  await giveSeatsBack(db, booking);
  await payments.cancelOpen(db, [booking.bookingId]);
  await payments.markCompletedForRefund(db, booking.bookingId);
}
