/**
 * Sentences the API answers with that the apps show or match too, so both
 * sides say the same thing. Field rules' messages live with their schemas.
 */

/** 401 from any administrator-only call, and from `GET /api/auth/session` when logged out. */
export const ADMIN_REQUIRED_MESSAGE = 'Please log in as an administrator.';
/** 403 from an administrator route the signed-in administrator's roles may not call (docs/roles.md). */
export const ROLE_NOT_ALLOWED_MESSAGE =
  'Your administrator role does not allow this. Ask an owner of the site if you need it.';
/** The dashboard, at a tab or form the administrator's roles may not use. */
export const TAB_NOT_ALLOWED_MESSAGE =
  'Not allowed: your administrator role does not include this part of the dashboard.';
/** Removing the owner role from the last owner, or deleting them, is refused (409 naming `roles`). */
export const LAST_OWNER_MESSAGE =
  'The site must keep at least one owner: make another administrator an owner first.';
/** 429 after too many login attempts from one address. */
export const TOO_MANY_LOGIN_ATTEMPTS_MESSAGE =
  'Too many login attempts. Please wait a few minutes and try again.';
/**
 * 429 from a sign-in to an account that has had too many failed attempts
 * lately, from a browser that has not signed in to it before. Said for any
 * e-mail address alike, so it tells nobody whether the account exists.
 */
export const TOO_MANY_ACCOUNT_SIGN_IN_FAILURES_MESSAGE =
  'Too many failed sign-ins to this account lately. Please try again in 15 minutes, sign in from a browser you have used before, or reset your password.';
/** 400 summary when several fields are wrong (one wrong field gives its own message). */
export const VALIDATION_FAILED_MESSAGE = 'Please correct the highlighted fields.';
/** 500: an unexpected failure on the server, never a client mistake. */
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

export const EVENT_NOT_FOUND_MESSAGE = 'Event not found';
export const BOOKING_NOT_FOUND_MESSAGE = 'Booking not found or invalid Booking ID.';

/** Booking an event whose date is before today. */
export const EVENT_PAST_MESSAGE = 'This event has already taken place.';
/** Booking an event that does not exist (any more). */
export const EVENT_UNKNOWN_MESSAGE = 'This event does not exist. Please select another event.';
/** Booking a repeating event without saying which of its dates. */
export const OCCURRENCE_REQUIRED_MESSAGE = 'Please choose a date: this event repeats.';
/** A date that is not one of the series' occurrences (or is one of its skipped dates). */
export const OCCURRENCE_UNKNOWN_MESSAGE = 'This event does not take place on that date.';
/** A date given for an event that does not repeat. */
export const OCCURRENCE_SINGLE_EVENT_MESSAGE =
  'This event does not repeat: book it without a date.';
/** Booking more tickets than are left: the spec's rule, also checked by the booking page. */
export const ticketsAvailableMessage = (available: number) =>
  available > 0 ? `Only ${available} tickets available.` : 'Sorry, this event is fully booked.';
/** 429 after too many form submissions (contact, ministry interest, course registration) from one address. */
export const TOO_MANY_SUBMISSIONS_MESSAGE =
  'You have sent this form many times in a short while. Please wait a few minutes and try again.';

/** 429 after too many bookings from one address, or for one e-mail address, in an hour. */
export const TOO_MANY_BOOKINGS_MESSAGE =
  'Many bookings have been made from here or for this e-mail address in the last hour. Please wait a while and try again, or call the parish office.';
/** 429 once bookings from one address, or for one e-mail address, ask for too many seats in an hour. */
export const TOO_MANY_BOOKED_SEATS_MESSAGE =
  'Many seats have been booked from here or for this e-mail address in the last hour. Please wait a while and try again, or call the parish office to book for a group.';
/** 429 after too many waitlist requests from one address, or for one e-mail address, in an hour. */
export const TOO_MANY_WAITLIST_JOINS_MESSAGE =
  'Many waitlist requests have been made from here or for this e-mail address in the last hour. Please wait a while and try again, or call the parish office.';
/** 429 after too many payments started from one address, or for one e-mail address, in an hour. */
export const TOO_MANY_PAYMENT_STARTS_MESSAGE =
  'Many payments have been started from here or for this e-mail address in the last hour. Please wait a while and try again.';
/** 429 after too many reset or sign-in links asked for from one address, or for one e-mail address, in an hour. */
export const TOO_MANY_MAILED_LINKS_MESSAGE =
  'Several links have been sent from here or to this e-mail address in the last hour. Please use the latest one in your inbox, or wait a while and try again.';
/** 429: a booker already has this many bookings of the event waiting for payment. */
export const pendingHoldsLimitMessage = (held: number) =>
  `You already have ${held === 1 ? 'a booking' : `${held} bookings`} for this event waiting for payment. Please finish paying for ${held === 1 ? 'it' : 'one of them'}, or wait until ${held === 1 ? 'it lapses' : 'they lapse'}, before booking again.`;

/** Cancelling a booking that is already cancelled (by the visitor, a lapsed hold or a failed payment). */
export const BOOKING_ALREADY_CANCELLED_MESSAGE = 'This booking is already cancelled.';
/** Cancelling the booking of an event dated before today. */
export const BOOKING_EVENT_PAST_MESSAGE =
  'This event has already taken place, so its booking can no longer be cancelled.';
/** Cancelling without the booking's private manage token, or with a wrong one. */
export const CANCEL_TOKEN_INVALID_MESSAGE =
  'Only the private link in your booking confirmation e-mail can cancel this booking. Please open it from that e-mail.';

/**
 * Cancelling by an attendee's e-mail address, before the manage token:
 * kept for remotes built with it (docs/delivery.md), no longer answered.
 * @deprecated A booking is cancelled with its manage token.
 */
export const CANCEL_EMAIL_NOT_ON_BOOKING_MESSAGE =
  'This e-mail address is not on this booking. Use the address of one of its attendees.';
/** @deprecated A booking is cancelled with its manage token. */
export const CANCEL_EMAIL_REQUIRED_MESSAGE =
  "Please enter the e-mail address of one of this booking's attendees.";
/** @deprecated A booking is cancelled with its manage token. */
export const CANCEL_EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';

/** Door check-in answers (the screen shows them in large type). */
export const CHECK_IN_CODE_UNKNOWN_MESSAGE = 'No ticket has this code. Check it and try again.';
export const CHECK_IN_OTHER_EVENT_MESSAGE = 'This ticket is for another event';
/** A ticket of a repeating event scanned on another of its dates. */
export const CHECK_IN_OTHER_DATE_MESSAGE = 'This ticket is for another date of this event';
export const CHECK_IN_CANCELLED_MESSAGE = 'This booking was cancelled';
export const CHECK_IN_NOT_PAID_MESSAGE = 'This booking is not paid yet';
export const checkedInMessage = (ticketNumber: number, name: string) =>
  `Checked in: Ticket #${ticketNumber}, ${name}`;
/** `time` as the parish's clock says it, e.g. '7:02 PM'. */
export const alreadyCheckedInMessage = (time: string) => `Already checked in at ${time}`;
export const CHECK_IN_NOT_CHECKED_IN_MESSAGE = 'This ticket is not checked in.';

/**
 * A mailed link's token (newsletter confirm and unsubscribe): 32 random
 * bytes in base64url (43 characters), so it can't be guessed. Here, not
 * beside its schema, so the pages that check it don't load zod.
 */
export const MAIL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const MAIL_LINK_INVALID_MESSAGE =
  'This link is not valid. Please use the newest link we sent you, or subscribe again.';
/**
 * The answer to subscribing, the same whatever the address's state (new,
 * pending, subscribed, unsubscribed), so the form tells no one who is on
 * the list. The footer shows it too (kept here, away from the schemas, so
 * the shell's first chunk does not pull zod in for one sentence).
 */
export const NEWSLETTER_SIGN_UP_MESSAGE =
  'Almost done: check your inbox and click the link to confirm your subscription.';
