import {
  BOOKING_ALREADY_CANCELLED_MESSAGE,
  BOOKING_EVENT_PAST_MESSAGE,
  BOOKING_ID_PATTERN,
  BOOKING_NOT_FOUND_MESSAGE,
  CANCEL_TOKEN_INVALID_MESSAGE,
  DEFAULT_LANGUAGE,
  EVENT_PAST_MESSAGE,
  EVENT_UNKNOWN_MESSAGE,
  normaliseBookingId,
  pendingHoldsLimitMessage,
  ticketsAvailableMessage,
  WAITLIST_CLAIM_OTHER_EVENT_MESSAGE,
  type Booking,
  type BookingCancellationInput,
  type BookingInput,
  type Language,
  type OfficeCancellationInput,
} from '@parish/shared-types';
import type { Database, Executor, Transaction } from '../../../db';
import { MAX_ID } from '../../../db/rows';
import { addDays } from '../../../lib/dates';
import { mailboxKey } from '../../../lib/rate-counters';
import {
  commitIfOk,
  conflict,
  failure,
  invalid,
  notFound,
  ok,
  type Failure,
  type Result,
} from '../../../lib/result';
import {
  cancelBookingByOffice,
  cancelHeldOrConfirmedBooking,
  lockBooking,
  releaseLapsedHolds,
  releaseLapsedHoldsNow,
} from '../seats/holds';
import { seatKey, seatsTaken, takeSeatsIfFree } from '../seats/seats';
import { occurrenceProblem } from '../events/occurrences';
import { findEvent, lockEvent, takeSeats, type EventRow } from '../events/repository';
import { offerFreedSeats, onOccurrence, type OfferTerms } from '../waitlist/offers';
import type { WaitlistRow } from '../waitlist/repository';
import { markClaimed, takeOffer } from '../waitlist/service';
import type { Outbox } from '../../messaging';
import type { BookingPayments } from '../booking-payments';
import { newBookingId } from './ids';
import { mailBookingCancelled, mailBookingConfirmed } from './mails';
import { startPayment } from './payment';
import {
  bookersOfPendingHolds,
  findBooking,
  findBookingWithEvent,
  insertBooking,
  isManageLinkOf,
  issueManageLink,
  listBookings as listBookingRows,
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
  payments: BookingPayments,
  input: BookingInput,
  options: {
    today: string;
    holdMinutes: number;
    terms: OfferTerms;
    /** A booker's most bookings of one event waiting for payment at once. */
    pendingHoldsPerEmail: number;
    /** The language its mails are written in (the page's it was made on); English when left out. */
    language?: Language;
  },
): Promise<Result<Booking>> {
  const seats = input.number_of_tickets;
  if (input.event > MAX_ID) return invalid(EVENT_UNKNOWN_MESSAGE, 'event');
  const requested = input.occurrence ?? null;
  return commitIfOk(db, async (tx) => {
    await releaseLapsedHolds(tx, { eventId: input.event }, payments);
    let event: EventRow | undefined;
    let offer: WaitlistRow | undefined;
    let occurrence = requested;
    if (input.waitlist_claim !== undefined) {
      // The seats the offer holds are already taken for it: the booking takes them over.
      const taken = await takeOffer(tx, input.waitlist_claim, input.event, seats, options.terms);
      if (!taken.ok) return taken;
      ({ event, entry: offer } = taken.value);
      if (requested !== null && requested !== offer.occurrence) {
        return invalid(WAITLIST_CLAIM_OTHER_EVENT_MESSAGE, 'occurrence');
      }
      occurrence = offer.occurrence;
    } else {
      // Seats freed meanwhile (a lapsed hold) go to those waiting first.
      await offerFreedSeats(tx, outbox, seatKey(input.event, occurrence), options.terms);
      const booked = await bookSeats(tx, input.event, occurrence, seats, options.today);
      if (!booked.ok) return booked;
      event = booked.value;
    }
    const shown = onOccurrence(event, occurrence);

    const totalCents = seats * event.priceCents;
    const payment = startPayment(totalCents, { holdMinutes: options.holdMinutes });
    if (payment.status === 'pending') {
      const tooMany = await pendingHoldsProblem(tx, event.id, input, options.pendingHoldsPerEmail);
      if (tooMany) return tooMany;
    }
    const created = await insertBooking(
      tx,
      {
        bookingId: newBookingId(),
        eventId: event.id,
        occurrence,
        numberOfTickets: seats,
        totalCents,
        paymentMethod: input.payment_method,
        status: payment.status,
        expiresAt: payment.expiresAt,
        language: options.language ?? DEFAULT_LANGUAGE,
      },
      input.tickets,
      // What the client says is ignored: a ticket is paid when its booking is confirmed.
      payment.status === 'confirmed',
    );
    if (offer) {
      await markClaimed(tx, outbox, offer, created.booking.bookingId, seats, options.terms);
    }
    const manageToken = await issueManageLink(tx, created.booking.bookingId);
    if (payment.status === 'confirmed') {
      await mailBookingConfirmed(tx, outbox, created.booking, shown, created.tickets, manageToken);
    }
    // The booker's own answer: with the manage token (to let go of a hold) and the ticket codes.
    return ok(toBookingJson(created.booking, shown, created.tickets, null, 'booker', manageToken));
  });
}

/**
 * Refuses a paid booking whose booker already has `max` bookings of the
 * event waiting for payment, so one person cannot keep seats held by
 * booking again and again. Runs with the event's row locked (the seats were
 * just taken), so simultaneous bookings of the event are counted one by one.
 */
async function pendingHoldsProblem(
  tx: Transaction,
  eventId: number,
  input: BookingInput,
  max: number,
): Promise<Failure | null> {
  const booker = input.tickets[0];
  if (!booker) return null;
  const mailbox = mailboxKey(booker.email);
  const held = (await bookersOfPendingHolds(tx, eventId)).filter(
    (email) => mailboxKey(email) === mailbox,
  ).length;
  return held >= max ? failure('too_many', pendingHoldsLimitMessage(held)) : null;
}

/**
 * Takes the seats of a single event, or of one occurrence of a repeating
 * one (its event row locked first: the lock order of lib/seat-holds.ts),
 * each with one conditional UPDATE. A date that is not one of the series'
 * occurrences is refused at `occurrence`.
 */
async function bookSeats(
  tx: Transaction,
  eventId: number,
  occurrence: string | null,
  seats: number,
  today: string,
): Promise<Result<EventRow>> {
  if (occurrence === null) {
    const event = await takeSeats(tx, eventId, seats, today);
    return event ? ok(event) : whyNotBookable(tx, eventId, today);
  }
  const event = await lockEvent(tx, eventId);
  if (!event) return invalid(EVENT_UNKNOWN_MESSAGE, 'event');
  const wrong = occurrenceProblem(event, occurrence, today);
  if (wrong) return wrong;
  const key = seatKey(eventId, occurrence);
  if ((await takeSeatsIfFree(tx, key, seats)) === undefined) {
    const available = Math.max(0, event.maxAttendees - (await seatsTaken(tx, key)));
    return conflict(ticketsAvailableMessage(available), 'number_of_tickets');
  }
  return ok(event);
}

/** Explains a booking the conditional UPDATE refused. */
async function whyNotBookable(db: Executor, eventId: number, today: string): Promise<Failure> {
  const event = await findEvent(db, eventId);
  if (!event) return invalid(EVENT_UNKNOWN_MESSAGE, 'event');
  const wrong = occurrenceProblem(event, null, today);
  if (wrong) return wrong;
  if (event.date < today) return invalid(EVENT_PAST_MESSAGE, 'event');
  const available = Math.max(0, event.maxAttendees - event.registeredAttendees);
  return conflict(ticketsAvailableMessage(available), 'number_of_tickets');
}

/** A booking id as typed, if it has the form of one; lapsed holds on it released. */
async function currentBookingId(
  db: Database,
  payments: BookingPayments,
  rawId: string,
): Promise<string | null> {
  const bookingId = normaliseBookingId(rawId);
  if (!BOOKING_ID_PATTERN.test(bookingId)) return null;
  await releaseLapsedHoldsNow(db, { bookingId }, payments);
  return bookingId;
}

type LockedBooking = NonNullable<Awaited<ReturnType<typeof lockBooking>>>;

/**
 * Runs `change` on the booking `rawId` names, locked, in one transaction
 * (its lapsed holds released first), and answers its id; not found when
 * there is no such booking. The booking is locked before (through its seats)
 * the event: the lock order of seats/holds.ts.
 */
async function changeLockedBooking(
  db: Database,
  payments: BookingPayments,
  rawId: string,
  change: (tx: Transaction, booking: LockedBooking) => Promise<Result<undefined>>,
): Promise<Result<string>> {
  const bookingId = await currentBookingId(db, payments, rawId);
  if (!bookingId) return notFound(BOOKING_NOT_FOUND_MESSAGE);
  const changed = await commitIfOk(db, async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    return booking ? change(tx, booking) : notFound(BOOKING_NOT_FOUND_MESSAGE);
  });
  return changed.ok ? ok(bookingId) : changed;
}

/** When manage links lapse: `linkDaysAfterEvent` days after the booked date, by the parish's `today`. */
export interface ManageLinkTerms {
  today: string;
  linkDaysAfterEvent: number;
}

/**
 * Whether `token` opens the booking: one of its manage links (the table
 * holds their hashes), and the booked date (`bookedDate`) not more than
 * `linkDaysAfterEvent` days past.
 */
async function opensBooking(
  db: Executor,
  bookingId: string,
  bookedDate: string,
  token: string | undefined,
  terms: ManageLinkTerms,
): Promise<boolean> {
  if (!token) return false;
  if (addDays(bookedDate, terms.linkDaysAfterEvent) < terms.today) return false;
  return isManageLinkOf(db, bookingId, token);
}

/**
 * One booking; a hold that has lapsed is released first, so the answer is
 * never stale. With one of the booking's manage links, still good, it is the
 * booker's view; without (or with a wrong or lapsed one) the public one,
 * contacts masked.
 */
export async function getBooking(
  db: Database,
  payments: BookingPayments,
  rawId: string,
  manageToken: string | undefined,
  terms: ManageLinkTerms,
): Promise<Result<Booking>> {
  const bookingId = await currentBookingId(db, payments, rawId);
  const row = bookingId ? await findBookingWithEvent(db, bookingId) : undefined;
  if (!bookingId || !row) return notFound(BOOKING_NOT_FOUND_MESSAGE);
  const bookedDate = row.booking.occurrence ?? row.event.date;
  const opened = await opensBooking(db, bookingId, bookedDate, manageToken, terms);
  const booking = opened
    ? await findBooking(db, payments, bookingId, 'booker', manageToken)
    : await findBooking(db, payments, bookingId, 'public');
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
  payments: BookingPayments,
  rawId: string,
  input: BookingCancellationInput,
  options: ManageLinkTerms & { terms: OfferTerms },
): Promise<Result<Booking>> {
  const cancelled = await changeLockedBooking(db, payments, rawId, async (tx, booking) => {
    const { bookingId } = booking;
    const event = await findEvent(tx, booking.eventId);
    const bookedDate = booking.occurrence ?? event?.date ?? options.today;
    if (!(await opensBooking(tx, bookingId, bookedDate, input.token, options))) {
      return invalid(CANCEL_TOKEN_INVALID_MESSAGE, 'token');
    }
    if (booking.status === 'cancelled') return conflict(BOOKING_ALREADY_CANCELLED_MESSAGE);
    if (bookedDate < options.today) return conflict(BOOKING_EVENT_PAST_MESSAGE);
    await cancelHeldOrConfirmedBooking(tx, booking, payments);
    await mailBookingCancelled(tx, outbox, bookingId, {
      cancelledBy: 'visitor',
      reason: null,
      refundCents: await payments.refundOwedCents(tx, bookingId),
    });
    // The seats freed go to the first person waiting whose request fits.
    await offerFreedSeats(tx, outbox, seatKey(booking.eventId, booking.occurrence), options.terms);
    return ok(undefined);
  });
  if (!cancelled.ok) return cancelled;
  const booking = await findBooking(db, payments, cancelled.value, 'booker', input.token);
  return booking ? ok(booking) : notFound(BOOKING_NOT_FOUND_MESSAGE);
}

/**
 * An administrator cancels a booking, giving a reason and saying whether
 * the refund of what was paid is requested or already done. In one
 * transaction: the booking is cancelled, its seats go back and on to the
 * event's waitlist, a payment under way is cancelled, and the booker's
 * mail ("cancelled by the parish office", with the reason) is queued.
 */
export async function cancelBookingAsOffice(
  db: Database,
  outbox: Outbox,
  payments: BookingPayments,
  rawId: string,
  input: OfficeCancellationInput,
  options: { terms: OfferTerms },
): Promise<Result<Booking>> {
  const cancelled = await changeLockedBooking(db, payments, rawId, async (tx, booking) => {
    const { bookingId } = booking;
    if (booking.status === 'cancelled') return conflict(BOOKING_ALREADY_CANCELLED_MESSAGE);
    const paid = (await payments.paidCents(tx, bookingId)) > 0;
    await cancelBookingByOffice(tx, booking, { ...input, paid }, payments);
    await mailBookingCancelled(tx, outbox, bookingId, {
      cancelledBy: 'office',
      reason: input.reason,
      refundCents: await payments.refundOwedCents(tx, bookingId),
    });
    await offerFreedSeats(tx, outbox, seatKey(booking.eventId, booking.occurrence), options.terms);
    return ok(undefined);
  });
  if (!cancelled.ok) return cancelled;
  const booking = await findBooking(db, payments, cancelled.value, 'admin');
  return booking ? ok(booking) : notFound(BOOKING_NOT_FOUND_MESSAGE);
}

/** Every booking for the dashboard, lapsed holds released first. */
export async function listBookings(db: Database, payments: BookingPayments): Promise<Booking[]> {
  await releaseLapsedHoldsNow(db, 'all', payments);
  return listBookingRows(db, payments);
}
