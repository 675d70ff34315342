/**
 * The ticketing module's tables: events and their occurrences' seats, bookings, tickets, the waitlist and the links mailed for them.
 * After a change run `npm run db:generate -w api` and commit the migration.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, deletedAt, secretRowColumns, indexesOn } from '../../db/columns';

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    time: time('time').notNull(),
    location: text('location').notNull(),
    priceCents: integer('price_cents').notNull(),
    maxAttendees: integer('max_attendees').notNull(),
    registeredAttendees: integer('registered_attendees').notNull().default(0),
    image: text('image').notNull(),
    registrationLink: text('registration_link'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When it ends, the same day; null when not given (the calendar feed then gives it an hour). */
    endTime: time('end_time'),
    /** `weekly` or `monthly_weekday` for a repeating event (whose first date is `date`); null for one. */
    recurrenceRepeat: text('recurrence_repeat'),
    /** The RRULE the rrule package made (without `RRULE:`), with UNTIL or COUNT: never endless. */
    recurrenceRule: text('recurrence_rule'),
    recurrenceUntil: date('recurrence_until', { mode: 'string' }),
    recurrenceCount: integer('recurrence_count'),
    /** Dates the series skips (YYYY-MM-DD). */
    recurrenceExceptions: jsonb('recurrence_exceptions').$type<string[]>().notNull().default([]),
    deletedAt: deletedAt(),
  },
  (table) => [
    index('events_date_time_idx').on(table.date, table.time),
    check('events_price_cents_check', sql`${table.priceCents} >= 0`),
    check('events_max_attendees_check', sql`${table.maxAttendees} > 0`),
    // The last line of defence against overselling: no write can break it.
    check(
      'events_registered_attendees_check',
      sql`${table.registeredAttendees} >= 0 AND ${table.registeredAttendees} <= ${table.maxAttendees}`,
    ),
  ],
);

/**
 * The seats taken of each occurrence of a repeating event: a series' own
 * `registered_attendees` stays 0, and each date it is booked for gets a row
 * here (made on its first booking), counted against the series'
 * `max_attendees` with the same conditional UPDATE as a single event.
 */
export const eventOccurrenceSeats = pgTable(
  'event_occurrence_seats',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The occurrence's date (YYYY-MM-DD), one of the series' dates. */
    occurrence: date('occurrence', { mode: 'string' }).notNull(),
    registeredAttendees: integer('registered_attendees').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.occurrence] }),
    check('event_occurrence_seats_registered_check', sql`${table.registeredAttendees} >= 0`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    /** `bid` + random base62: not guessable, not sequential. */
    bookingId: text('booking_id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    numberOfTickets: integer('number_of_tickets').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** `card` or `paypal` (PAYMENT_METHODS in shared-types). */
    paymentMethod: text('payment_method').notNull(),
    /** `pending`, `confirmed` or `cancelled` (BOOKING_STATUSES in shared-types). */
    status: text('status').notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a `pending` booking's seat hold lapses; null once confirmed. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * When the visitor cancelled it themselves. A payment that lands later
     * never brings such a booking back (as it may a lapsed hold): it is
     * marked for refund instead.
     */
    cancelledByVisitorAt: timestamp('cancelled_by_visitor_at', { withTimezone: true }),
    /**
     * When an administrator cancelled it (with `cancellationReason`). Like a
     * visitor's cancellation, a payment landing later never brings it back.
     */
    cancelledByOfficeAt: timestamp('cancelled_by_office_at', { withTimezone: true }),
    cancellationReason: text('cancellation_reason'),
    /** The date of the series' occurrence it books; null for a single event. */
    occurrence: date('occurrence', { mode: 'string' }),
    /** What the office did about the money when it cancelled: `requested` or `done`; null if nothing was paid. */
    refundStatus: text('refund_status'),
  },
  (table) => [
    check('bookings_refund_status_check', sql`${table.refundStatus} IN ('requested', 'done')`),
    index('bookings_event_id_idx').on(table.eventId),
    index('bookings_status_expires_at_idx').on(table.status, table.expiresAt),
    check('bookings_number_of_tickets_check', sql`${table.numberOfTickets} > 0`),
    check('bookings_total_cents_check', sql`${table.totalCents} >= 0`),
    check('bookings_payment_method_check', sql`${table.paymentMethod} IN ('card', 'paypal')`),
    check('bookings_status_check', sql`${table.status} IN ('pending', 'confirmed', 'cancelled')`),
  ],
);

/**
 * The private "manage your booking" links (see and cancel it): the SHA-256
 * (hex) of each link's token (256 random bits, base64url), never the token,
 * so a copy of the table manages no booking. One row per token given out:
 * the booker's answer when booking, and the confirmation mail (a paid
 * booking's, mailed when its payment lands, carries a token of its own). A
 * link works until BOOKING_LINK_DAYS_AFTER_EVENT days after the booked date.
 */
export const bookingManageLinks = pgTable(
  'booking_manage_links',
  {
    ...secretRowColumns(
      'bookingId',
      text('booking_id')
        .notNull()
        .references(() => bookings.bookingId, { onDelete: 'cascade' }),
    ),
  },
  (table) => indexesOn('booking_manage_links', table.bookingId),
);

export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.bookingId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    paid: boolean('paid').notNull().default(false),
    /**
     * The ticket's own check-in code (100 random bits, Crockford base32, 20
     * characters): what its QR code holds and what is typed at the door.
     * Null only for tickets made before codes existed.
     */
    checkInCode: text('check_in_code'),
    /**
     * When the ticket was checked in at the door. Set only by a conditional
     * UPDATE (… WHERE checked_in_at IS NULL), so of two simultaneous scans
     * exactly one succeeds.
     */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
  },
  (table) => [
    index('tickets_booking_id_idx').on(table.bookingId),
    uniqueIndex('tickets_check_in_code_idx').on(table.checkInCode),
  ],
);

/**
 * People waiting for seats of a full event, served in join order (`id`).
 * An entry is `waiting`; then `offered` when freed seats are held for it
 * until `offerExpiresAt` (its seats count in `events.registered_attendees`
 * meanwhile, so nobody else can book them); then `claimed` (a booking made
 * from the offer), `lapsed` (the offer ran out) or `left` (the person left
 * the waitlist). Its claim and leave links are in `waitlist_entry_links`.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    seats: integer('seats').notNull(),
    status: text('status').notNull().default('waiting'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /** The booking made from the offer. */
    bookingId: text('booking_id').references(() => bookings.bookingId, { onDelete: 'set null' }),
    /** The date of the series' occurrence waited for; null for a single event. */
    occurrence: date('occurrence', { mode: 'string' }),
  },
  (table) => [
    index('waitlist_entries_event_status_idx').on(table.eventId, table.status, table.id),
    index('waitlist_entries_offer_expires_at_idx')
      .on(table.offerExpiresAt)
      .where(sql`${table.status} = 'offered'`),
    check('waitlist_entries_seats_check', sql`${table.seats} > 0`),
    check(
      'waitlist_entries_status_check',
      sql`${table.status} IN ('waiting', 'offered', 'claimed', 'lapsed', 'left')`,
    ),
  ],
);

/**
 * The private links of a waitlist entry's mails (where it stands, leave,
 * claim an offer): the SHA-256 (hex) of each token, one per mail (the
 * joining one, each offer).
 */
export const waitlistEntryLinks = pgTable(
  'waitlist_entry_links',
  {
    ...secretRowColumns(
      'entryId',
      integer('entry_id')
        .notNull()
        .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    ),
  },
  (table) => indexesOn('waitlist_entry_links', table.entryId),
);
