/**
 * The ticketing module's tables: events and their occurrences' seats, bookings, tickets, the waitlist and the links mailed for them.
 * After a change run `npm run db:generate -w api` and commit the migration.
 */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { deletedAt, secretRowColumns, indexesOn, timestamps } from '../../db/columns';

export const events = pg.pgTable(
  'events',
  {
    id: pg.serial('id').primaryKey(),
    title: pg.text('title').notNull(),
    description: pg.text('description').notNull(),
    /** The office's Spanish title and description; null where none was written (pages show the English). */
    titleEs: pg.text('title_es'),
    descriptionEs: pg.text('description_es'),
    date: pg.date('date', { mode: 'string' }).notNull(),
    time: pg.time('time').notNull(),
    location: pg.text('location').notNull(),
    priceCents: pg.integer('price_cents').notNull(),
    maxAttendees: pg.integer('max_attendees').notNull(),
    registeredAttendees: pg.integer('registered_attendees').notNull().default(0),
    image: pg.text('image').notNull(),
    registrationLink: pg.text('registration_link'),
    ...timestamps(),
    /** When it ends, the same day; null when not given (the calendar feed then gives it an hour). */
    endTime: pg.time('end_time'),
    /** `weekly` or `monthly_weekday` for a repeating event (whose first date is `date`); null for one. */
    recurrenceRepeat: pg.text('recurrence_repeat'),
    /** The RRULE the rrule package made (without `RRULE:`), with UNTIL or COUNT: never endless. */
    recurrenceRule: pg.text('recurrence_rule'),
    recurrenceUntil: pg.date('recurrence_until', { mode: 'string' }),
    recurrenceCount: pg.integer('recurrence_count'),
    /** Dates the series skips (YYYY-MM-DD). */
    recurrenceExceptions: pg.jsonb('recurrence_exceptions').$type<string[]>().notNull().default([]),
    deletedAt: deletedAt(),
  },
  (table) => [
    pg.index('events_date_time_idx').on(table.date, table.time),
    pg.check('events_price_cents_check', sql`${table.priceCents} >= 0`),
    pg.check('events_max_attendees_check', sql`${table.maxAttendees} > 0`),
    // The last line of defence against overselling: no write can break it.
    pg.check(
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
export const eventOccurrenceSeats = pg.pgTable(
  'event_occurrence_seats',
  {
    eventId: pg
      .integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The occurrence's date (YYYY-MM-DD), one of the series' dates. */
    occurrence: pg.date('occurrence', { mode: 'string' }).notNull(),
    registeredAttendees: pg.integer('registered_attendees').notNull().default(0),
  },
  (table) => [
    pg.primaryKey({ columns: [table.eventId, table.occurrence] }),
    pg.check('event_occurrence_seats_registered_check', sql`${table.registeredAttendees} >= 0`),
  ],
);

export const bookings = pg.pgTable(
  'bookings',
  {
    /** `bid` + random base62: not guessable, not sequential. */
    bookingId: pg.text('booking_id').primaryKey(),
    eventId: pg
      .integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    numberOfTickets: pg.integer('number_of_tickets').notNull(),
    totalCents: pg.integer('total_cents').notNull(),
    /** `card` or `paypal` (PAYMENT_METHODS in shared-types). */
    paymentMethod: pg.text('payment_method').notNull(),
    /** `pending`, `confirmed` or `cancelled` (BOOKING_STATUSES in shared-types). */
    status: pg.text('status').notNull(),
    bookedAt: pg.timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a `pending` booking's seat hold lapses; null once confirmed. */
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }),
    /**
     * When the visitor cancelled it themselves. A payment that lands later
     * never brings such a booking back (as it may a lapsed hold): it is
     * marked for refund instead.
     */
    cancelledByVisitorAt: pg.timestamp('cancelled_by_visitor_at', { withTimezone: true }),
    /**
     * When an administrator cancelled it (with `cancellationReason`). Like a
     * visitor's cancellation, a payment landing later never brings it back.
     */
    cancelledByOfficeAt: pg.timestamp('cancelled_by_office_at', { withTimezone: true }),
    cancellationReason: pg.text('cancellation_reason'),
    /** The date of the series' occurrence it books; null for a single event. */
    occurrence: pg.date('occurrence', { mode: 'string' }),
    /** What the office did about the money when it cancelled: `requested` or `done`; null if nothing was paid. */
    refundStatus: pg.text('refund_status'),
    /** The language of the page it was made on (LANGUAGES in shared-types): its mails are written in it. */
    language: pg.text('language').notNull().default('en'),
  },
  (table) => [
    pg.check('bookings_refund_status_check', sql`${table.refundStatus} IN ('requested', 'done')`),
    pg.check('bookings_language_check', sql`${table.language} IN ('en', 'es')`),
    pg.index('bookings_event_id_idx').on(table.eventId),
    pg.index('bookings_status_expires_at_idx').on(table.status, table.expiresAt),
    pg.check('bookings_number_of_tickets_check', sql`${table.numberOfTickets} > 0`),
    pg.check('bookings_total_cents_check', sql`${table.totalCents} >= 0`),
    pg.check('bookings_payment_method_check', sql`${table.paymentMethod} IN ('card', 'paypal')`),
    pg.check(
      'bookings_status_check',
      sql`${table.status} IN ('pending', 'confirmed', 'cancelled')`,
    ),
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
export const bookingManageLinks = pg.pgTable(
  'booking_manage_links',
  {
    ...secretRowColumns(
      'bookingId',
      pg
        .text('booking_id')
        .notNull()
        .references(() => bookings.bookingId, { onDelete: 'cascade' }),
    ),
  },
  (table) => indexesOn('booking_manage_links', table.bookingId),
);

export const tickets = pg.pgTable(
  'tickets',
  {
    id: pg.serial('id').primaryKey(),
    bookingId: pg
      .text('booking_id')
      .notNull()
      .references(() => bookings.bookingId, { onDelete: 'cascade' }),
    name: pg.text('name').notNull(),
    email: pg.text('email').notNull(),
    phoneNumber: pg.text('phone_number').notNull(),
    paid: pg.boolean('paid').notNull().default(false),
    /**
     * The ticket's own check-in code (100 random bits, Crockford base32, 20
     * characters): what its QR code holds and what is typed at the door.
     * Null only for tickets made before codes existed.
     */
    checkInCode: pg.text('check_in_code'),
    /**
     * When the ticket was checked in at the door. Set only by a conditional
     * UPDATE (… WHERE checked_in_at IS NULL), so of two simultaneous scans
     * exactly one succeeds.
     */
    checkedInAt: pg.timestamp('checked_in_at', { withTimezone: true }),
  },
  (table) => [
    pg.index('tickets_booking_id_idx').on(table.bookingId),
    pg.uniqueIndex('tickets_check_in_code_idx').on(table.checkInCode),
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
export const waitlistEntries = pg.pgTable(
  'waitlist_entries',
  {
    id: pg.serial('id').primaryKey(),
    eventId: pg
      .integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: pg.text('name').notNull(),
    email: pg.text('email').notNull(),
    seats: pg.integer('seats').notNull(),
    status: pg.text('status').notNull().default('waiting'),
    joinedAt: pg.timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    offeredAt: pg.timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: pg.timestamp('offer_expires_at', { withTimezone: true }),
    /** The booking made from the offer. */
    bookingId: pg.text('booking_id').references(() => bookings.bookingId, { onDelete: 'set null' }),
    /** The date of the series' occurrence waited for; null for a single event. */
    occurrence: pg.date('occurrence', { mode: 'string' }),
    /** The language of the page it was joined on: its mails are written in it. */
    language: pg.text('language').notNull().default('en'),
  },
  (table) => [
    pg.index('waitlist_entries_event_status_idx').on(table.eventId, table.status, table.id),
    pg.check('waitlist_entries_language_check', sql`${table.language} IN ('en', 'es')`),
    pg
      .index('waitlist_entries_offer_expires_at_idx')
      .on(table.offerExpiresAt)
      .where(sql`${table.status} = 'offered'`),
    pg.check('waitlist_entries_seats_check', sql`${table.seats} > 0`),
    pg.check(
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
export const waitlistEntryLinks = pg.pgTable(
  'waitlist_entry_links',
  {
    ...secretRowColumns(
      'entryId',
      pg
        .integer('entry_id')
        .notNull()
        .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    ),
  },
  (table) => indexesOn('waitlist_entry_links', table.entryId),
);
