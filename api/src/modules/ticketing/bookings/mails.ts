/**
 * The mails a booking causes, put in the outbox inside the transaction that
 * confirms or cancels it. The booker is the first attendee (the one who
 * filled in the form).
 */
import {
  DEFAULT_LANGUAGE,
  formatCheckInCode,
  isLanguage,
  pathInLanguage,
  type Language,
  type PaymentMethod,
} from '@parish/shared-types';
import type { Executor } from '../../../db';
import type { bookings, tickets } from '../tables';
import { eventTextsIn, findEvent, type EventRow } from '../events/repository';
import type { BookedEvent, BookedTicket } from '../../messaging';
import type { Outbox } from '../../messaging';
import { findBookingRowWithTickets, issueManageLink } from './repository';

type BookingRow = typeof bookings.$inferSelect;
type TicketRow = typeof tickets.$inferSelect;

/** The private link of the booking mail: the booking, with a manage token. */
export function manageBookingUrl(
  siteUrl: string,
  bookingId: string,
  manageToken: string,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const query = new URLSearchParams({ bookingId, token: manageToken });
  return `${siteUrl}${pathInLanguage(`/check?${query.toString()}`, language)}`;
}

/** A booking's language as stored (a value the table's check allows; English otherwise). */
function languageOf(booking: BookingRow): Language {
  return isLanguage(booking.language) ? booking.language : DEFAULT_LANGUAGE;
}

/** The event as the booker's mail names it, in the booker's language. */
function bookedEvent(event: EventRow, language: Language): BookedEvent {
  return {
    id: event.id,
    ...eventTextsIn(event, language),
    date: event.date,
    time: event.time,
    location: event.location,
    priceCents: event.priceCents,
    updatedAt: event.updatedAt.toISOString(),
  };
}

/** Queues "Booking confirmed" with one ticket (and its QR code) per attendee, and the manage link. */
export async function mailBookingConfirmed(
  tx: Executor,
  outbox: Outbox,
  booking: BookingRow,
  event: EventRow,
  ticketRows: TicketRow[],
  manageToken: string,
): Promise<void> {
  const [booker] = ticketRows;
  if (!booker) return;
  // The QR code holds the ticket's check-in code and nothing else: no booking id, no link.
  const ticketsOut: BookedTicket[] = ticketRows.map((ticket, index) => ({
    number: index + 1,
    name: ticket.name,
    qrValue: ticket.checkInCode ?? `${booking.bookingId}-${index + 1}`,
    reference: `${booking.bookingId}-${index + 1}`,
    ...(ticket.checkInCode ? { checkInCode: formatCheckInCode(ticket.checkInCode) } : {}),
  }));
  const language = languageOf(booking);
  await outbox.enqueue(tx, {
    kind: 'booking_confirmed',
    to: booker.email,
    toName: booker.name,
    language,
    data: {
      bookingId: booking.bookingId,
      bookerName: booker.name,
      event: bookedEvent(event, language),
      numberOfTickets: booking.numberOfTickets,
      totalCents: booking.totalCents,
      paymentMethod: booking.paymentMethod as PaymentMethod,
      tickets: ticketsOut,
      manageUrl: manageBookingUrl(outbox.siteUrl, booking.bookingId, manageToken, language),
    },
  });
}

async function loadBooking(tx: Executor, bookingId: string) {
  const found = await findBookingRowWithTickets(tx, bookingId);
  const event = found && (await findEvent(tx, found.booking.eventId));
  // A repeating event's booking names its own occurrence's date.
  const shown =
    event && found.booking.occurrence ? { ...event, date: found.booking.occurrence } : event;
  return found && shown ? { ...found, event: shown } : undefined;
}

/**
 * "Booking confirmed" for a booking its payment has just confirmed (in the
 * payment's transaction), with a manage link of its own: the table keeps
 * only the hash of the one the booker was given when booking.
 */
export async function mailPaidBookingConfirmed(
  tx: Executor,
  outbox: Outbox,
  bookingId: string,
): Promise<void> {
  const loaded = await loadBooking(tx, bookingId);
  if (loaded?.booking.status !== 'confirmed') return;
  const manageToken = await issueManageLink(tx, bookingId);
  await mailBookingConfirmed(
    tx,
    outbox,
    loaded.booking,
    loaded.event,
    loaded.ticketRows,
    manageToken,
  );
}

/** "Booking cancelled" to the booker, and a notice to the office. */
export async function mailBookingCancelled(
  tx: Executor,
  outbox: Outbox,
  bookingId: string,
  details: { cancelledBy: 'visitor' | 'office'; reason: string | null; refundCents: number },
): Promise<void> {
  const loaded = await loadBooking(tx, bookingId);
  const booker = loaded?.ticketRows[0];
  if (!loaded || !booker) return;
  const language = languageOf(loaded.booking);
  const data = {
    bookingId,
    bookerName: booker.name,
    bookerEmail: booker.email,
    eventTitle: loaded.event.title,
    eventDate: loaded.event.date,
    eventTime: loaded.event.time,
    numberOfTickets: loaded.booking.numberOfTickets,
    ...details,
  };
  await outbox.enqueue(tx, {
    kind: 'booking_cancelled',
    to: booker.email,
    toName: booker.name,
    language,
    // The booker reads the event's name in their language; the office's notice keeps the English.
    data: { ...data, eventTitle: eventTextsIn(loaded.event, language).title },
  });
  await outbox.enqueue(tx, {
    kind: 'booking_cancelled_office',
    to: outbox.officeAddress,
    replyTo: booker.email,
    data,
  });
}
