/**
 * The ticketing domain's records as the API returns them. Field names follow
 * the spec's API contract (section 7), which is why most are snake_case;
 * money is dollars with at most two decimals on the wire.
 */
import type { IsoDate, IsoTime, IsoDateTime } from '../isoDates';

export interface ParishEvent {
  id: number;
  title: string;
  description: string;
  /** The Spanish title and description the office wrote; null for none (the page shows the English). */
  title_es: string | null;
  description_es: string | null;
  date: IsoDate;
  time: IsoTime;
  location: string;
  price: number;
  max_attendees: number;
  registered_attendees: number;
  image: string;
  registrationLink: string | null;
  /** When it ends (HH:MM:SS), on the same day; null when not given. */
  end_time: IsoTime | null;
  /** How it repeats; null for a single event. In the events list each occurrence is an entry, `date` its own. */
  recurrence: EventRecurrence | null;
}

/** A repeating event's rule, as the dashboard set it and as RFC 5545 writes it. */
export interface EventRecurrence {
  repeat: 'weekly' | 'monthly_weekday';
  /** The iCalendar RRULE (without `RRULE:`), e.g. `FREQ=WEEKLY;COUNT=8;BYDAY=SU`. */
  rule: string;
  /** The first occurrence. */
  starts: IsoDate;
  /** Its last date, or null when it ends after `count` times. */
  until: IsoDate | null;
  count: number | null;
  /** Dates skipped. */
  exceptions: IsoDate[];
}

export const PAYMENT_METHODS = ['card', 'paypal'] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * `pending`: seats held while a card payment completes; `confirmed`: paid or
 * free; `cancelled`: the hold expired, the payment failed, or the visitor
 * cancelled it.
 */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;

export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export interface Ticket {
  id: number;
  name: string;
  email: string;
  phone_number: string;
  paid: boolean;
  /**
   * The ticket's check-in code in its typed form (`XXXXX-XXXXX-XXXXX-XXXXX`),
   * what its QR code holds. Only in the booker's view (the booking's answer
   * when it is made, or with its manage token); null otherwise.
   */
  check_in_code: string | null;
  /** When the ticket was checked in at the door; null until then. */
  checked_in_at: IsoDateTime | null;
}

export interface Booking {
  booking_id: string;
  event: number;
  event_name: string;
  /** The event's date (the occurrence's, for a repeating event) and time, so a confirmation can say when to come. */
  event_date: IsoDate;
  event_time: IsoTime;
  /** The repeating event's date it books; null for a single event. */
  occurrence?: IsoDate | null;
  number_of_tickets: number;
  total_price: number;
  payment_method: PaymentMethod;
  status: BookingStatus;
  booked_at: IsoDateTime;
  /** While `pending`: when its seats stop being held unless the payment completes. */
  hold_expires_at: IsoDateTime | null;
  /**
   * A paid booking the visitor cancelled: when its payment was marked for
   * refund (the parish office refunds it). Null otherwise.
   */
  refund_requested_at: IsoDateTime | null;
  /**
   * The booker's view: the booking's private manage token (needed to cancel
   * it), in the answer that makes it and in one asked with that token. Null
   * in the public view by booking id, where attendees' e-mail addresses and
   * phone numbers are masked (`m•••@example.org`, `•••-•••-1234`).
   */
  manage_token: string | null;
  tickets: Ticket[];
  /** Cancelled by the parish office: the reason it gave (in the admin and booker views). */
  cancellation_reason?: string | null;
  /** Cancelled by the parish office after payment: whether the refund is `requested` or `done`. */
  refund_status?: 'requested' | 'done' | null;
}

/** `POST /api/check-in/`: what the door screen shows for a ticket it checked in (or undid). */
export interface CheckInResult {
  ticket_id: number;
  /** The ticket's number in its booking, from 1 ('Ticket #2'). */
  ticket_number: number;
  name: string;
  booking_id: string;
  event: number;
  checked_in_at: IsoDateTime | null;
  /** The sentence for the screen: "Checked in: Ticket #2, Maria Lopez". */
  message: string;
}

/** One attendee of an event's roster. */
export interface RosterEntry {
  ticket_id: number;
  ticket_number: number;
  name: string;
  booking_id: string;
  /** The booking's first attendee, who made it. */
  booker: string;
  checked_in_at: IsoDateTime | null;
}

/** `GET /api/events/{id}/roster/`: who holds a ticket of a confirmed booking, and the totals. */
export interface EventRoster {
  /** For a repeating event, one occurrence's roster: `date` is that occurrence's, `occurrence` says so. */
  event: {
    id: number;
    title: string;
    date: IsoDate;
    time: IsoTime;
    max_attendees: number;
    occurrence?: IsoDate | null;
  };
  totals: { booked: number; checked_in: number; seats_left: number };
  attendees: RosterEntry[];
}
