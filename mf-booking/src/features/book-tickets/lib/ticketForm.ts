import {
  eventOccurrenceKey,
  parseEventOccurrenceKey,
  compareEventStarts,
  isUpcomingEvent,
  MAX_TICKETS_PER_BOOKING,
  seatsLeft,
  ticketsAvailableMessage,
  type BookingDetails,
  type FieldErrors,
  type ParishEvent,
} from '@parish/shared-types';
import type { Translate, useFormat } from '@parish/shared-web';
import type { BookingMessageId } from './i18n';

/** The page's texts and its dates, times and money (`useT`, `useFormat`), for the labels below. */
export interface Wording {
  t: Translate<BookingMessageId>;
  format: ReturnType<typeof useFormat>;
}

/** Spec §9: the price per ticket shown while no event is chosen. */
export const DEFAULT_TICKET_PRICE = 20;

export type TicketDetailsValues = {
  name: string;
  email: string;
  phone_number: string;
};

/** The booking form as typed: the chosen event's key (`eventOccurrenceKey`) and the count are text. */
export type TicketFormValues = {
  /** The event's id, or `{id}-{date}` for one occurrence of a repeating event. */
  event: string;
  number_of_tickets: string;
  /**
   * Every details block ever filled in, possibly more than the count: a
   * visitor who lowers the count and raises it again finds them as typed.
   */
  tickets: TicketDetailsValues[];
};

export const blankTicket = (): TicketDetailsValues => ({ name: '', email: '', phone_number: '' });

export function initialTicketValues(eventId: string, count = 1): TicketFormValues {
  return {
    event: eventId,
    number_of_tickets: String(count),
    tickets: Array.from({ length: count }, blankTicket),
  };
}

/** The count typed, if it is a whole number the booking may have. */
export function ticketCount(values: TicketFormValues): number | null {
  const text = values.number_of_tickets.trim();
  if (!/^\d+$/.test(text)) return null;
  const count = Number(text);
  return count >= 1 && count <= MAX_TICKETS_PER_BOOKING ? count : null;
}

/** How many details blocks to show: one per ticket, one while the count is not a number yet. */
export function shownTicketCount(values: TicketFormValues): number {
  return ticketCount(values) ?? 1;
}

/** The form's values as the booking schema reads them: exactly one details block per ticket. */
export function toBookingDetails(values: TicketFormValues) {
  const text = values.number_of_tickets.trim();
  const { event, occurrence } = parseEventOccurrenceKey(values.event);
  return {
    event,
    occurrence,
    number_of_tickets: text === '' ? undefined : Number(text),
    tickets: Array.from(
      { length: shownTicketCount(values) },
      (_, index) => values.tickets[index] ?? blankTicket(),
    ),
  };
}

/** Tickets × the event's price, or × 20 while no event is chosen (spec §9). */
export function orderTotal(values: TicketFormValues, event: ParishEvent | undefined): number {
  const price = event ? event.price : DEFAULT_TICKET_PRICE;
  return Math.round((ticketCount(values) ?? 0) * price * 100) / 100;
}

/** Spec §5: no more tickets than max_attendees minus registered_attendees. */
export function checkSeatsLeft(
  details: BookingDetails,
  event: ParishEvent | undefined,
): FieldErrors | null {
  if (!event) return null;
  const left = seatsLeft(event);
  return details.number_of_tickets > left
    ? { number_of_tickets: ticketsAvailableMessage(left) }
    : null;
}

/** Spec: only events dated today or later are offered, soonest first. */
export function bookableEvents<E extends ParishEvent>(events: E[], today: string): E[] {
  return events.filter((event) => isUpcomingEvent(event, today)).sort(compareEventStarts);
}

/** `70 seats left`, or `Sold out`. */
export function seatsLeftLabel(event: ParishEvent, t: Translate<BookingMessageId>): string {
  const left = seatsLeft(event);
  return left > 0 ? t('booking.tickets.seatsLeft', { count: left }) : t('booking.events.soldOut');
}

/** An option of the event select: date, time, price and seats left, as the spec asks. */
export function eventOptionLabel(event: ParishEvent, { t, format }: Wording): string {
  return [
    event.title,
    `${format.date(event.date)}, ${format.time(event.time)}`,
    format.ticketPrice(event.price),
    seatsLeftLabel(event, t),
  ].join(' · ');
}

/** The select's key of what a booking is for: the event, or its occurrence. */
export function bookingKey(details: Pick<BookingDetails, 'event' | 'occurrence'>): string {
  return details.occurrence ? `${details.event}-${details.occurrence}` : String(details.event);
}

/**
 * The select's key of the event a page address asks for: the occurrence of
 * `date`, or a repeating event's first bookable one when no date is given.
 */
export function requestedKey(events: ParishEvent[], eventId: string, date: string): string {
  if (!eventId) return '';
  if (date) return `${eventId}-${date}`;
  const first = events.find((event) => String(event.id) === eventId);
  return first ? eventOccurrenceKey(first) : eventId;
}

/** Whether two submissions ask for the same booking (same event, count and attendees). */
export function sameBooking(a: BookingDetails, b: BookingDetails): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
