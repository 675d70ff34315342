import {
  BOOKING_ALREADY_CANCELLED_MESSAGE,
  BOOKING_EVENT_PAST_MESSAGE,
  BOOKING_ID_PATTERN,
  BOOKING_NOT_FOUND_MESSAGE,
  CANCEL_TOKEN_INVALID_MESSAGE,
  EVENT_PAST_MESSAGE,
  EVENT_UNKNOWN_MESSAGE,
  normaliseBookingId,
  ticketsAvailableMessage,
  type Booking,
  type BookingCancellationInput,
  type BookingInput,
} from '@parish/shared-types';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database, Executor } from '../../db';
import { MAX_ID } from '../../db/rows';
import {
  commitIfOk,
  conflict,
  invalid,
  notFound,
  ok,
  type Failure,
  type Result,
} from '../../lib/result';
import {
  cancelHeldOrConfirmedBooking,
  lockBooking,
  releaseLapsedHolds,
  releaseLapsedHoldsNow,
} from '../../lib/seat-holds';
import { findEvent, takeSeats } from '../events/repository';
import { newLinkToken, type Outbox } from '../mail/outbox';
import { newBookingId } from './ids';
import { mailBookingCancelled, mailBookingConfirmed } from './mails';
import { startPayment } from './payment';
import {
  findBooking,
  findBookingWithEvent,
  insertBooking,
  listBookings as listBookingRows,
  refundOwedCents,
  toBookingJson,
} from './repository';

/**
 * Books seats in one transaction. The seats are taken by a single
 * conditional UPDATE, so simultaneous bookings can never oversell. The
 * price is the event's, times the tickets: the client's total is ignored.
 * Lapsed seat holds on the event are released first, in the same
 * transaction, so their seats can be sold again.
 *
 * `today` is the parish's date: events dated before it are refused.
 * A paid booking starts `pending` and holds its seats for `holdMinutes`;
 * a free one is confirmed at once, and its mail queued in the same
 * transaction (a paid one's, when its payment completes).
 */
export async function createBooking(
  db: Database,
  outbox: Outbox,
  input: BookingInput,
  options: { today: string; holdMinutes: number },
): Promise<Result<Booking>> {
  const seats = input.number_of_tickets;
  if (input.event > MAX_ID) return invalid(EVENT_UNKNOWN_MESSAGE, 'event');
  return commitIfOk(db, async (tx) => {
    await releaseLapsedHolds(tx, { eventId: input.event });
    const event = await takeSeats(tx, input.event, seats, options.today);
    if (!event) return whyNotBookable(tx, input.event, options.today);

    const totalCents = seats * event.priceCents;
    const payment = startPayment(totalCents, { holdMinutes: options.holdMinutes });
    const created = await insertBooking(
      tx,
      {
        bookingId: newBookingId(),
        eventId: event.id,
        numberOfTickets: seats,
        totalCents,
        paymentMethod: input.payment_method,
        status: payment.status,
        expiresAt: payment.expiresAt,
        manageToken: newLinkToken(),
      },
      input.tickets,
      // What the client says is ignored: a ticket is paid when its booking is confirmed.
      payment.status === 'confirmed',
    );
    if (payment.status === 'confirmed') {
      await mailBookingConfirmed(tx, outbox, created.booking, event, created.tickets);
    }
    // The booker's own answer: with the manage token (to let go of a hold) and the ticket codes.
    return ok(toBookingJson(created.booking, event, created.tickets, null, 'booker'));
  });
}

/** Explains a booking the conditional UPDATE refused. */
async function whyNotBookable(db: Executor, eventId: number, today: string): Promise<Failure> {
  const event = await findEvent(db, eventId);
  if (!event) return invalid(EVENT_UNKNOWN_MESSAGE, 'event');
  if (event.date < today) return invalid(EVENT_PAST_MESSAGE, 'event');
  const available = Math.max(0, event.maxAttendees - event.registeredAttendees);
  return conflict(ticketsAvailableMessage(available), 'number_of_tickets');
}

/** A booking id as typed, if it has the form of one; lapsed holds on it released. */
async function currentBookingId(db: Database, rawId: string): Promise<string | null> {
  const bookingId = normaliseBookingId(rawId);
  if (!BOOKING_ID_PATTERN.test(bookingId)) return null;
  await releaseLapsedHoldsNow(db, { bookingId });
  return bookingId;
}

/** Whether `given` is the booking's manage token, compared in constant time. */
export function isManageToken(stored: string | null, given: string | undefined): boolean {
  if (!stored || !given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(stored), digest(given));
}

/**
 * One booking; a hold that has lapsed is released first, so the answer is
 * never stale. With the booking's manage token it is the booker's view;
 * without it (or with a wrong one) the public one, contacts masked.
 */
export async function getBooking(
  db: Database,
  rawId: string,
  manageToken?: string,
): Promise<Result<Booking>> {
  const bookingId = await currentBookingId(db, rawId);
  const row = bookingId ? await findBookingWithEvent(db, bookingId) : undefined;
  if (!bookingId || !row) return notFound(BOOKING_NOT_FOUND_MESSAGE);
  const view = isManageToken(row.booking.manageToken, manageToken) ? 'booker' : 'public';
  const booking = await findBooking(db, bookingId, view);
  return booking ? ok(booking) : notFound(BOOKING_NOT_FOUND_MESSAGE);
}

/**
 * A visitor cancels their own booking: they show it is theirs with its
 * private manage token, which only the booking mail's link carries (an
 * attendee's e-mail address would not do: a ticket or `/check` shows it). The seats go back to the event
 * in the same transaction; a payment under way is cancelled and a
 * completed one marked for refund (lib/seat-holds.ts). A booking of an
 * event already past, or already cancelled, is refused.
 */
export async function cancelOwnBooking(
  db: Database,
  outbox: Outbox,
  rawId: string,
  input: BookingCancellationInput,
  options: { today: string },
): Promise<Result<Booking>> {
  const bookingId = await currentBookingId(db, rawId);
  if (!bookingId) return notFound(BOOKING_NOT_FOUND_MESSAGE);
  const cancelled = await commitIfOk(db, async (tx) => {
    // The booking first, then (through its seats) the event: the lock order of seat-holds.ts.
    const booking = await lockBooking(tx, bookingId);
    if (!booking) return notFound(BOOKING_NOT_FOUND_MESSAGE);
    if (!isManageToken(booking.manageToken, input.token)) {
      return invalid(CANCEL_TOKEN_INVALID_MESSAGE, 'token');
    }
    if (booking.status === 'cancelled') return conflict(BOOKING_ALREADY_CANCELLED_MESSAGE);
    const event = await findEvent(tx, booking.eventId);
    if (event && event.date < options.today) return conflict(BOOKING_EVENT_PAST_MESSAGE);
    await cancelHeldOrConfirmedBooking(tx, booking);
    await mailBookingCancelled(tx, outbox, bookingId, {
      cancelledBy: 'visitor',
      reason: null,
      refundCents: await refundOwedCents(tx, bookingId),
    });
    return ok(undefined);
  });
  if (!cancelled.ok) return cancelled;
  const booking = await findBooking(db, bookingId, 'booker');
  return booking ? ok(booking) : notFound(BOOKING_NOT_FOUND_MESSAGE);
}

/** Every booking for the dashboard, lapsed holds released first. */
export async function listBookings(db: Database): Promise<Booking[]> {
  await releaseLapsedHoldsNow(db, 'all');
  return listBookingRows(db);
}
