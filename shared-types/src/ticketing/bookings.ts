import { z } from 'zod';
import { PAYMENT_METHODS } from './entities';
import { CANCEL_TOKEN_INVALID_MESSAGE, OCCURRENCE_UNKNOWN_MESSAGE } from '../messages';
import { isEmailAddress, plainTextCheck, textOrBlank } from '../schemas/fields';

/** The most tickets one booking may hold; a guard against accidental bulk orders. */
export const MAX_TICKETS_PER_BOOKING = 50;

const TICKET_COUNT_MESSAGE = 'Number of tickets must be a whole number of at least 1.';

/** `YYYY-MM-DD`, a real day. */
const isIsoDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * Which date of a repeating event is booked (or waited for): `YYYY-MM-DD`.
 * Blank or left out for a single event. Whether the series takes place on
 * it is the server's check (OCCURRENCE_UNKNOWN_MESSAGE).
 */
export const occurrenceSchema = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  z
    .string({ error: OCCURRENCE_UNKNOWN_MESSAGE })
    .trim()
    .refine(isIsoDay, OCCURRENCE_UNKNOWN_MESSAGE)
    .optional(),
);

/** `?occurrence=YYYY-MM-DD`: one date of a repeating event (its page, its roster at the door). */
export const occurrenceQuerySchema = z.object({ occurrence: occurrenceSchema });

/** `GET /api/bookings/{id}/?token=`: a manage token shows the whole booking. */
export const bookingLookupQuerySchema = z.object({ token: z.string().optional() });

export const EVENT_SERIES_QUERY_MESSAGE = 'Use series=1 to list a repeating event once, or 0.';

/** `GET /api/events/?series=1`: a repeating event once rather than once per date. */
export const eventListQuerySchema = z.object({
  series: z.enum(['0', '1'], { error: EVENT_SERIES_QUERY_MESSAGE }).optional(),
});

/**
 * One ticket's details. A field that is missing, null or not text counts as
 * blank, so it gets the spec's 'Please fill in all details…' (which needs
 * the ticket's number, so it is added by `tickets` below).
 */
export const ticketInputSchema = z.preprocess(
  // Not an object at all: a ticket with every detail missing.
  (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}),
  z.object({
    name: textOrBlank(200),
    email: textOrBlank(254),
    phone_number: textOrBlank(40),
    paid: z.unknown().optional().describe('Ignored: a ticket is paid when its booking is'),
  }),
);

/** Each ticket complete, with a valid e-mail; the messages count tickets from 1. */
const ticketsSchema = z
  .array(ticketInputSchema, { error: 'Tickets are required.' })
  .superRefine((tickets, ctx) => {
    tickets.forEach((ticket, index) => {
      const n = index + 1;
      if (!ticket.name || !ticket.email || !ticket.phone_number) {
        ctx.addIssue({
          code: 'custom',
          path: [index],
          message: `Please fill in all details for ticket ${n}.`,
        });
      } else if (!isEmailAddress(ticket.email)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'email'],
          message: `Please enter a valid email address for ticket ${n}.`,
        });
      }
    });
  });

const isTicketCount = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= 1 &&
  value <= MAX_TICKETS_PER_BOOKING;

/** What a booking is for: the event, how many tickets, and who holds each. */
const bookingDetailsShape = {
  event: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: 'Please select an event.' })
      .int('Please select an event.')
      .positive('Please select an event.'),
  ),
  /** The date booked, for a repeating event. */
  occurrence: occurrenceSchema,
  number_of_tickets: z
    .number({ error: TICKET_COUNT_MESSAGE })
    .int(TICKET_COUNT_MESSAGE)
    .min(1, TICKET_COUNT_MESSAGE)
    .max(MAX_TICKETS_PER_BOOKING, `At most ${MAX_TICKETS_PER_BOOKING} tickets per booking.`),
  tickets: ticketsSchema,
};

/** One details block per ticket: checked also when other fields are wrong, so one answer names every bad field. */
function requireOneBlockPerTicket<S extends z.ZodType<object>>(schema: S) {
  return schema.superRefine(
    (booking: { number_of_tickets?: unknown; tickets?: unknown }, ctx) => {
      const count = booking.number_of_tickets;
      if (!isTicketCount(count) || !Array.isArray(booking.tickets)) return;
      if (booking.tickets.length !== count) {
        ctx.addIssue({
          code: 'custom',
          path: ['tickets'],
          message: `Enter details for exactly ${count} ticket(s).`,
        });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}

/**
 * The booking page's form: event, ticket count and details, before the
 * visitor has chosen how to pay (spec: the payment dialog opens once the
 * form validates).
 */
export const bookingDetailsSchema = requireOneBlockPerTicket(z.object(bookingDetailsShape));
export type BookingDetails = z.output<typeof bookingDetailsSchema>;

/**
 * A booking as the booking page sends it. `total_price` is accepted (any
 * type, as the spec's payload may send "20.00") for compatibility, but
 * ignored: the server computes it.
 */
export const bookingInputSchema = requireOneBlockPerTicket(
  z.object({
    ...bookingDetailsShape,
    total_price: z.unknown().optional().describe('Ignored: the server computes the total'),
    payment_method: z.enum(PAYMENT_METHODS, { error: 'Choose card or PayPal.' }),
    /** The token of a waitlist offer's claim link: the booking takes the seats held for it. */
    waitlist_claim: z
      .string({ error: 'This waitlist link is not valid.' })
      .trim()
      .max(128, 'This waitlist link is not valid.')
      .optional(),
  }),
);

export type BookingInput = z.output<typeof bookingInputSchema>;
export type TicketInput = z.output<typeof ticketInputSchema>;

/** Booking ids look like the spec's `bid1234567890` but are random. */
export const BOOKING_ID_PATTERN = /^bid[0-9A-Za-z]{6,40}$/;

export function normaliseBookingId(value: string): string {
  return value.trim();
}

/**
 * The Check Your Booking box. Blank is allowed: the spec ignores an empty
 * search rather than complaining about it.
 */
export const bookingLookupSchema = z.object({
  bookingId: z
    .string()
    .trim()
    .max(64, 'Booking not found or invalid Booking ID.')
    .refine(...plainTextCheck()),
});

/**
 * `POST /api/bookings/{bookingId}/cancel/`: the visitor proves the booking
 * is theirs with its private manage token, which only the booking
 * confirmation mail carries (its manage link). An attendee's e-mail address
 * is not enough: any ticket or `/check` page would show it.
 */
export const bookingCancellationSchema = z.object({
  token: z
    .string({ error: CANCEL_TOKEN_INVALID_MESSAGE })
    .trim()
    .min(1, CANCEL_TOKEN_INVALID_MESSAGE)
    .max(128, CANCEL_TOKEN_INVALID_MESSAGE),
});
export type BookingCancellationInput = z.output<typeof bookingCancellationSchema>;

/** The Crockford base32 alphabet: no I, L, O or U, so a typed code is hard to get wrong. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 20 base32 characters: 100 random bits. */
export const CHECK_IN_CODE_LENGTH = 20;

/**
 * A check-in code as typed or scanned, in its stored form: upper case, no
 * spaces or dashes, and the letters people confuse with digits read as
 * those digits (O → 0, I and L → 1). Anything else is left for the pattern
 * to refuse.
 */
export function normaliseCheckInCode(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

export const CHECK_IN_CODE_PATTERN = new RegExp(`^[${CROCKFORD}]{${CHECK_IN_CODE_LENGTH}}$`);

/** The typed form printed under a ticket's QR code: four groups of five. */
export function formatCheckInCode(code: string): string {
  return code.match(/.{1,5}/g)?.join('-') ?? code;
}

export const CHECK_IN_CODE_FORMAT_MESSAGE =
  'A ticket code has 20 letters and digits, as printed under its QR code.';
export const CHECK_IN_CHOOSE_MESSAGE = 'Type a ticket code or choose an attendee.';

/**
 * `POST /api/check-in/`: the door screen checks in a ticket of the event it
 * is open on, by the code (typed or scanned) or by the attendee chosen in
 * the roster.
 */
export const checkInSchema = z
  .object({
    event: z
      .number({ error: 'Please select an event.' })
      .int('Please select an event.')
      .positive('Please select an event.'),
    code: z
      .string()
      .transform(normaliseCheckInCode)
      .refine((code) => CHECK_IN_CODE_PATTERN.test(code), CHECK_IN_CODE_FORMAT_MESSAGE)
      .optional(),
    ticket: z.number().int().positive(CHECK_IN_CHOOSE_MESSAGE).optional(),
    /** For a repeating event: the date the door is open on; a ticket of another date is refused. */
    occurrence: occurrenceSchema,
  })
  .refine((input) => input.code !== undefined || input.ticket !== undefined, {
    message: CHECK_IN_CHOOSE_MESSAGE,
    path: ['code'],
  });
export type CheckInInput = z.output<typeof checkInSchema>;
