import { z } from 'zod';
import { MAX_TICKETS_PER_BOOKING, occurrenceSchema } from './bookings';
import { requiredEmail, requiredInteger, requiredText } from '../schemas/fields';

/** How long seats freed for the next person on a waitlist are held for them, by default (API: WAITLIST_CLAIM_HOURS). */
export const DEFAULT_WAITLIST_CLAIM_HOURS = 24;

/**
 * A waitlist entry's life: `waiting` in line; `offered` while freed seats
 * are held for it; then `claimed` (booked from the offer), `lapsed` (the
 * offer ran out and passed to the next person) or `left`.
 */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'claimed', 'lapsed', 'left'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

const TICKETS_MESSAGE = 'Number of tickets must be a whole number of at least 1.';

/**
 * `POST /api/events/{id}/waitlist/`: the booking page's "Join the
 * waitlist" form, when the event has fewer seats left than asked.
 */
export const waitlistJoinSchema = z.object({
  name: requiredText('Name is required'),
  email: requiredEmail('Email is required', 'Please enter a valid email address'),
  number_of_tickets: requiredInteger(TICKETS_MESSAGE, {
    min: 1,
    max: MAX_TICKETS_PER_BOOKING,
    invalidMessage: TICKETS_MESSAGE,
    minMessage: TICKETS_MESSAGE,
    maxMessage: `At most ${MAX_TICKETS_PER_BOOKING} tickets per booking.`,
  }),
  /** The date waited for, for a repeating event. */
  occurrence: occurrenceSchema,
});
export type WaitlistJoinInput = z.output<typeof waitlistJoinSchema>;

/** A waitlist link's token (claim or leave), as it comes back from a mail's link. */
export const WAITLIST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;

export const WAITLIST_JOIN_SEATS_AVAILABLE_MESSAGE =
  'There are enough seats left for this many tickets: you can book them now.';
export const WAITLIST_LINK_UNKNOWN_MESSAGE =
  'This waitlist link is not valid. Please open it from your waitlist e-mail.';
export const WAITLIST_OFFER_EXPIRED_MESSAGE =
  'This offer has expired, and the seats have passed to the next person on the waitlist.';
export const WAITLIST_OFFER_USED_MESSAGE =
  'This offer has already been used to book tickets. Check your booking confirmation e-mail.';
export const WAITLIST_LEFT_MESSAGE = 'You have left the waitlist for this event.';
export const WAITLIST_NOT_OFFERED_MESSAGE =
  'No seats are held for you yet: we will e-mail you as soon as some are.';
export const WAITLIST_CLAIM_OTHER_EVENT_MESSAGE = 'This offer is for another event.';
export const waitlistClaimTooManyMessage = (seats: number) =>
  `Your offer holds ${seats} ${seats === 1 ? 'seat' : 'seats'}: book ${seats === 1 ? '1 ticket' : `${seats} tickets or fewer`}.`;

/**
 * `POST /api/bookings/{bookingId}/office-cancel/`: an administrator cancels
 * a booking, saying why and what became of the money.
 */
export const REFUND_STATUSES = ['requested', 'done'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const OFFICE_CANCEL_REASON_MESSAGE = 'Please give the reason for cancelling.';
export const officeCancellationSchema = z.object({
  reason: requiredText(OFFICE_CANCEL_REASON_MESSAGE, 500, { multiline: true }),
  refund: z.enum(REFUND_STATUSES, { error: 'Choose whether the refund is requested or done.' }),
});
export type OfficeCancellationInput = z.output<typeof officeCancellationSchema>;

/**
 * A waitlist entry as its own links show it (`GET /api/waitlist/{token}/`):
 * where the person stands, and the offer held for them, if any.
 */
export interface WaitlistEntry {
  event: number;
  event_name: string;
  /** The date waited for: the occurrence's, for a repeating event. */
  event_date: string;
  /** The series' date waited for; null for a single event. */
  occurrence?: string | null;
  event_time: string;
  name: string;
  number_of_tickets: number;
  status: WaitlistStatus;
  /** 1 for the first in line; null once no longer waiting. */
  position: number | null;
  /** While `offered`: until when the seats are held (ISO). */
  offer_expires_at: string | null;
}

/** An entry as administrators see it: with the e-mail, when they joined and the booking made from an offer. */
export interface AdminWaitlistEntry extends WaitlistEntry {
  id: number;
  email: string;
  joined_at: string;
  booking_id: string | null;
}
