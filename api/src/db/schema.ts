/**
 * The database schema for every entity of the spec. Money is kept as whole
 * cents (`*_cents`); the JSON API shows dollars. After changing this file run
 * `npm run db:generate -w api` and commit the new migration in `api/drizzle/`.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** When a record went to the trash (features/trash); null while it is live. */
const deletedAt = () => timestamp('deleted_at', { withTimezone: true });

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

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    image: text('image').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [check('products_price_cents_check', sql`${table.priceCents} >= 0`)],
);

export const leaders = pgTable('leaders', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  bio: text('bio').notNull(),
  image: text('image').notNull(),
  contactEmail: text('contact_email'),
  facebook: text('facebook'),
  twitter: text('twitter'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
});

export const ministries = pgTable('ministries', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  leader: text('leader'),
  schedule: text('schedule'),
  location: text('location'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
});

export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    youtubeUrl: text('youtube_url').notNull(),
    /** One of `VIDEO_CATEGORIES` (shared-types); checked by the input schema. */
    category: text('category').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [index('videos_category_idx').on(table.category)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** Markdown; rendered and sanitised when read (features/blogs/markdown.ts). */
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The page's address, `/media/blog/{slug}`; unique. Posts made before slugs get `post-{id}`. */
    slug: text('slug').notNull(),
    /** `draft` or `published` (shared-types BLOG_POST_STATUSES); visitors see published posts only. */
    status: text('status').notNull().default('published'),
    author: text('author').notNull().default(''),
    /** Set when first published; kept through later edits. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    deletedAt: deletedAt(),
  },
  (table) => [
    uniqueIndex('blog_posts_slug_idx').on(table.slug),
    index('blog_posts_status_published_at_idx').on(table.status, table.publishedAt),
    check('blog_posts_status_check', sql`${table.status} IN ('draft', 'published')`),
  ],
);

export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    /** Where visitors fetch the image (`/api/uploads/photos/<name>`). */
    url: text('url').notNull(),
    /** The name the file had on the uploader's computer (shown to admins). */
    filename: text('filename').notNull(),
    /** The file's key in the upload storage (`photos/<random>.<ext>`); deleting the photo removes it. */
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type'),
    sizeBytes: integer('size_bytes'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: deletedAt(),
  },
  (table) => [
    uniqueIndex('photos_storage_key_idx').on(table.storageKey),
    index('photos_uploaded_at_idx').on(table.uploadedAt),
  ],
);

export const admins = pgTable(
  'admins',
  {
    id: serial('id').primaryKey(),
    /** Stored trimmed and lower-cased; the unique index is on the stored value. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** bcrypt hash. Never leaves the API: see `toAdminJson`. */
    passwordHash: text('password_hash').notNull(),
    /**
     * One or more of `ADMIN_ROLES` (docs/roles.md). The default makes the
     * administrators of before roles existed owners.
     */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`ARRAY['owner']::text[]`),
    /**
     * The TOTP secret (base32) once two-step sign-in is on; null while off.
     * Like the password hash, it never leaves the API after set-up.
     */
    totpSecret: text('totp_secret'),
    /** A secret being set up: it becomes `totpSecret` when a code from it is confirmed. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last TOTP time step accepted, so one code cannot be used twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('admins_email_idx').on(table.email),
    check(
      'admins_roles_check',
      sql`cardinality(${table.roles}) > 0 AND ${table.roles} <@ ARRAY['owner', 'editor', 'finance', 'events']::text[]`,
    ),
  ],
);

/** Two-step sign-in's recovery codes: SHA-256 of each, used once. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('admin_recovery_codes_admin_code_idx').on(table.adminId, table.codeHash)],
);

/** Mailed password-reset links: SHA-256 of the token, single use, 15 minutes. */
export const passwordResetLinks = pgTable(
  'password_reset_links',
  {
    id: text('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('password_reset_links_admin_id_idx').on(table.adminId),
    index('password_reset_links_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * A sign-in waiting for its second step (the password was right): SHA-256
 * of the challenge token, a few minutes, a few attempts.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: text('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sign_in_challenges_expires_at_idx').on(table.expiresAt)],
);

/**
 * The browsers an administrator has signed in from: SHA-256 of the random
 * id in the long-lived signed `parish_device` cookie. A sign-in from a
 * device not listed here mails the administrator.
 */
export const adminDevices = pgTable(
  'admin_devices',
  {
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('admin_devices_admin_device_idx').on(table.adminId, table.deviceHash)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the random token in the cookie, so a leaked table grants no logins. */
    id: text('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The browser's User-Agent header at sign-in (shown as 'Firefox on Linux'). */
    userAgent: text('user_agent'),
    /** The client address at sign-in (see TRUST_PROXY). */
    ipAddress: text('ip_address'),
    /** Last request seen with this session, to the minute. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sessions_admin_id_idx').on(table.adminId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull().default(''),
  message: text('message').notNull(),
  whoIsThisFor: text('who_is_this_for').notNull().default(''),
  /** Where administrators download the attached file, if any. */
  attachment: text('attachment'),
  /** The attached file's key in the upload storage (`attachments/<random>.<ext>`). */
  attachmentKey: text('attachment_key'),
  createdAt: createdAt(),
  deletedAt: deletedAt(),
});

/** The Ministries page's 'Get Involved' form: who would like to join which ministry. */
export const ministryInterests = pgTable(
  'ministry_interests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** Null once the ministry is deleted; its title is kept below. */
    ministryId: integer('ministry_id').references(() => ministries.id, { onDelete: 'set null' }),
    /** The ministry's title when the interest was sent, so the office still knows which. */
    ministryTitle: text('ministry_title').notNull(),
    message: text('message'),
    createdAt: createdAt(),
  },
  (table) => [
    index('ministry_interests_ministry_id_idx').on(table.ministryId),
    index('ministry_interests_created_at_idx').on(table.createdAt),
  ],
);

/** Registrations for the three courses (/application). */
export const courseRegistrations = pgTable(
  'course_registrations',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** `theology`, `history` or `service` (COURSES in shared-types). */
    course: text('course').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('course_registrations_created_at_idx').on(table.createdAt),
    check(
      'course_registrations_course_check',
      sql`${table.course} IN ('theology', 'history', 'service')`,
    ),
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
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.bookingId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('booking_manage_links_booking_id_idx').on(table.bookingId)],
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
    id: text('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('waitlist_entry_links_entry_id_idx').on(table.entryId)],
);

/**
 * Newsletter addresses, with double opt-in: `pending` until the confirm
 * link is used, then `subscribed` until an unsubscribe link is (RFC 8058).
 * Addresses stored before the opt-in existed stay `pending`.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    /** `pending`, `subscribed` or `unsubscribed` (NEWSLETTER_STATUSES in shared-types). */
    status: text('status').notNull().default('pending'),
    /** The SHA-256 (hex) of the latest confirm link's token; cleared on unsubscribing. */
    confirmTokenHash: text('confirm_token'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(table.email),
    uniqueIndex('newsletter_subscribers_confirm_token_idx').on(table.confirmTokenHash),
    check(
      'newsletter_subscribers_status_check',
      sql`${table.status} IN ('pending', 'subscribed', 'unsubscribed')`,
    ),
  ],
);

/**
 * The unsubscribe links of newsletter mails (the confirmation, the welcome):
 * the SHA-256 (hex) of each token. Every one of an address's links keeps
 * working, so an old mail can still unsubscribe it.
 */
export const newsletterUnsubscribeLinks = pgTable(
  'newsletter_unsubscribe_links',
  {
    id: text('id').primaryKey(),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('newsletter_unsubscribe_links_subscriber_id_idx').on(table.subscriberId)],
);

/**
 * Who gave: one row per e-mail address (whatever its case), found or made
 * from the payer's name and address when a gift is recorded. Gifts made
 * before donors existed, or without a payer, have none (they stay anonymous).
 */
export const donors = pgTable(
  'donors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** As first given; unique regardless of case. */
    email: text('email').notNull(),
    /** For the year-end statement: the lines of a postal address, or null. */
    postalAddress: text('postal_address'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('donors_email_idx').on(sql`lower(${table.email})`)],
);

/**
 * My Giving's mailed sign-in links: the SHA-256 (hex) of each link's token,
 * good once and for 30 minutes (DONOR_SIGN_IN_TTL_MINUTES).
 */
export const donorSignInLinks = pgTable(
  'donor_sign_in_links',
  {
    id: text('id').primaryKey(),
    donorId: integer('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link is used; a used link signs nobody in again. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('donor_sign_in_links_donor_id_idx').on(table.donorId),
    index('donor_sign_in_links_expires_at_idx').on(table.expiresAt),
  ],
);

/** Donors' sessions (My Giving), apart from administrators': SHA-256 of the cookie's token. */
export const donorSessions = pgTable(
  'donor_sessions',
  {
    id: text('id').primaryKey(),
    donorId: integer('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('donor_sessions_donor_id_idx').on(table.donorId),
    index('donor_sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * A recurring gift's schedule: how often, how much each time (the covered
 * processing fee included) and, with Stripe, its subscription. Its payments
 * point to it (`payments.recurring_gift_id`); its status follows the first
 * one (see features/payments/listing.ts).
 */
export const recurringGifts = pgTable(
  'recurring_gifts',
  {
    id: serial('id').primaryKey(),
    /** `gift-weekly`, `gift-biweekly` or `gift-monthly` (RECURRING_GIFT_PLANS in shared-types). */
    priceId: text('price_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    provider: text('provider').notNull(),
    /** The provider's subscription id (Stripe's `sub_…`), once its first payment is made. */
    subscriptionId: text('subscription_id'),
    /** Who gives it (null: set up before donors were recorded). */
    donorId: integer('donor_id').references(() => donors.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Set while its donor has paused it (no gift is taken); cleared when resumed. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** Set when its donor cancelled it: no gift is taken again. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('recurring_gifts_donor_id_idx').on(table.donorId),
    check(
      'recurring_gifts_price_id_check',
      sql`${table.priceId} IN ('gift-weekly', 'gift-biweekly', 'gift-monthly')`,
    ),
    check('recurring_gifts_amount_cents_check', sql`${table.amountCents} > 0`),
    check(
      'recurring_gifts_fee_cents_check',
      sql`${table.feeCents} >= 0 AND ${table.feeCents} < ${table.amountCents}`,
    ),
    check(
      'recurring_gifts_provider_check',
      sql`${table.provider} IN ('stripe', 'paypal', 'sandbox')`,
    ),
  ],
);

/**
 * Every payment asked of a provider (bookings, shop purchases, gifts,
 * recurring gifts), whatever became of it. Amounts are whole cents computed
 * by the server. See features/payments and docs/payments.md.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** `booking`, `shop`, `donation` or `recurring_donation` (PAYMENT_PURPOSES in shared-types). */
    purpose: text('purpose').notNull(),
    /** `stripe`, `paypal` or `sandbox` (the built-in offline provider). */
    provider: text('provider').notNull(),
    /** How the visitor pays: `card` (checkout page) or `paypal` (order and capture). */
    method: text('method').notNull(),
    /** The provider's checkout session or order id; null until the provider has answered. */
    providerReference: text('provider_reference'),
    bookingId: text('booking_id').references(() => bookings.bookingId, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** `created`, `pending`, `completed`, `failed` or `cancelled` (PAYMENT_STATUSES). */
    status: text('status').notNull().default('created'),
    /** What was paid for beyond the booking: items and quantities, or a gift's frequency. */
    details: jsonb('details'),
    /** Where the visitor pays (a checkout page), while the payment is open. */
    checkoutUrl: text('checkout_url'),
    /** Gifts: the part of `amount_cents` the giver added to cover the processing fee. */
    feeCents: integer('fee_cents').notNull().default(0),
    recurringGiftId: integer('recurring_gift_id').references(() => recurringGifts.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * Set when the visitor cancels the confirmed booking this completed
     * payment paid for: the parish office owes the money back.
     */
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    /** Gifts and purchases: who pays, for the receipt mail (null: none asked or given). */
    payerName: text('payer_name'),
    payerEmail: text('payer_email'),
    /** Gifts: the donor the payer's name and address found or made (null: anonymous). */
    donorId: integer('donor_id').references(() => donors.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('payments_donor_id_idx').on(table.donorId),
    index('payments_recurring_gift_id_idx').on(table.recurringGiftId),
    check(
      'payments_fee_cents_check',
      sql`${table.feeCents} >= 0 AND ${table.feeCents} <= ${table.amountCents}`,
    ),
    uniqueIndex('payments_provider_reference_idx').on(table.provider, table.providerReference),
    index('payments_booking_id_idx').on(table.bookingId),
    index('payments_created_at_idx').on(table.createdAt),
    // A booking is paid once: at most one open or completed payment at a time.
    uniqueIndex('payments_one_live_per_booking_idx')
      .on(table.bookingId)
      .where(sql`${table.status} IN ('created', 'pending', 'completed')`),
    check('payments_amount_cents_check', sql`${table.amountCents} >= 0`),
    check('payments_currency_check', sql`${table.currency} = 'USD'`),
    check(
      'payments_status_check',
      sql`${table.status} IN ('created', 'pending', 'completed', 'failed', 'cancelled')`,
    ),
    check(
      'payments_purpose_check',
      sql`${table.purpose} IN ('booking', 'shop', 'donation', 'recurring_donation')`,
    ),
    check('payments_provider_check', sql`${table.provider} IN ('stripe', 'paypal', 'sandbox')`),
    check('payments_method_check', sql`${table.method} IN ('card', 'paypal')`),
  ],
);

/**
 * Where a gift's money goes: one row per fund it names, in whole cents.
 * The parts of a payment add up to its amount less its covered fee (the
 * service writes them together with the payment, in one transaction).
 */
export const paymentFunds = pgTable(
  'payment_funds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** One of GIVING_FUND_IDS (shared-types). */
    fund: text('fund').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [
    uniqueIndex('payment_funds_payment_fund_idx').on(table.paymentId, table.fund),
    index('payment_funds_fund_idx').on(table.fund),
    check('payment_funds_amount_cents_check', sql`${table.amountCents} > 0`),
    check(
      'payment_funds_fund_check',
      sql`${table.fund} IN ('building', 'missions', 'youth', 'outreach', 'worship', 'general')`,
    ),
  ],
);

/**
 * Request counters of rate-limited routes (login), one row per route and
 * client address, shared by every API instance on this database.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** `<route>|<client address>`. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    /** When the current window ends and the count starts again from zero. */
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_reset_at_idx').on(table.resetAt)],
);

/** Small facts about this database, such as when the demo data was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The outbox: every mail the site sends, written in the same transaction as
 * the change that causes it, then delivered by one API process (see
 * features/mail). `data` is what the mail's template shows, so the mail is
 * rendered when it is delivered and looks the same on every attempt.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: serial('id').primaryKey(),
    /** The template (MAIL_KINDS in shared-types). */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    toName: text('to_name'),
    replyTo: text('reply_to'),
    /** The subject, kept so the outbox can be read without rendering. */
    subject: text('subject').notNull(),
    data: jsonb('data').notNull(),
    /** Files from the upload storage to attach: `[{ key, filename, contentType }]`. */
    attachments: jsonb('attachments'),
    /** `<random@domain>`: the same on every attempt, so a retry is the same mail. */
    messageId: text('message_id').notNull(),
    /** `queued`, `sending`, `sent` or `failed` (MAIL_STATUSES in shared-types). */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** A queued mail is due from then on. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: when the process that claimed it is presumed dead, and it is due again. */
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('outbox_mails_message_id_idx').on(table.messageId),
    // What the worker scans: due mails, in the order they fell due.
    index('outbox_mails_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'queued'`),
    index('outbox_mails_lease_idx')
      .on(table.leaseExpiresAt)
      .where(sql`${table.status} = 'sending'`),
    index('outbox_mails_to_address_idx').on(table.toAddress),
    index('outbox_mails_created_at_idx').on(table.createdAt),
    check(
      'outbox_mails_status_check',
      sql`${table.status} IN ('queued', 'sending', 'sent', 'failed')`,
    ),
    check('outbox_mails_attempts_check', sql`${table.attempts} >= 0`),
  ],
);

/** Sermons (Media page, sermon pages, /podcast.xml). The recording is uploaded (`audioKey`) or linked (`audioUrl`). */
export const sermons = pgTable(
  'sermons',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    preacher: text('preacher').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    scripture: text('scripture').notNull(),
    description: text('description'),
    image: text('image'),
    /** The storage key of an uploaded recording (`audio/<name>.mp3`). */
    audioKey: text('audio_key'),
    /** A recording kept elsewhere, when none is uploaded. */
    audioUrl: text('audio_url'),
    audioType: text('audio_type'),
    audioBytes: bigint('audio_bytes', { mode: 'number' }),
    videoUrl: text('video_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('sermons_date_idx').on(table.date)],
);

/** Raw bytes: a Buffer from node-postgres, a Uint8Array from PGlite (both read as Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files when STORAGE=database (the default): every API instance on
 * the database serves the same files. Read in slices, never whole
 * (`src/storage/database.ts`). The key is the storage key rows elsewhere keep.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    size: bigint('size', { mode: 'number' }).notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('stored_files_size_check', sql`${table.size} = octet_length(${table.data})`)],
);

/**
 * Runs that make and mail year-end statements in the background
 * (features/statements): every donor who gave in `year`, or one donor (a
 * re-send). Each API process's statement worker claims a due run (SKIP
 * LOCKED, with a lease) and works through donors in id order after
 * `cursor`, committing each batch's statements, mails and progress
 * together, so a run cut short continues where it stopped.
 */
export const statementJobs = pgTable(
  'statement_jobs',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    /** A re-send's one donor; null: every donor who gave that year. */
    donorId: integer('donor_id').references(() => donors.id, { onDelete: 'cascade' }),
    /** `queued`, `running`, `done` or `failed` (STATEMENT_JOB_STATUSES). */
    status: text('status').notNull().default('queued'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    /** The last donor id whose statement is made and mailed. */
    cursor: integer('cursor').notNull().default(0),
    /** While running: when the process working on it is presumed dead. */
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    /** Counts claims: a process whose lease ran out cannot write over the next one's progress. */
    claims: integer('claims').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('statement_jobs_due_idx')
      .on(table.id)
      .where(sql`${table.status} IN ('queued', 'running')`),
    // One run for every donor of a year at a time.
    uniqueIndex('statement_jobs_one_live_run_idx')
      .on(table.year)
      .where(sql`${table.donorId} IS NULL AND ${table.status} IN ('queued', 'running')`),
    check(
      'statement_jobs_status_check',
      sql`${table.status} IN ('queued', 'running', 'done', 'failed')`,
    ),
    check('statement_jobs_progress_check', sql`${table.processed} >= 0 AND ${table.total} >= 0`),
  ],
);

/**
 * The audit log (modules/platform/audit): one row per administrator's write, sign-in
 * (or failed one), export and check-in, written in the same transaction as
 * the change. Append-only: no route changes it, and a trigger (migration
 * 0013) refuses UPDATE and DELETE. The administrator's name and e-mail are
 * copied as they were at the time; `admin_id` has no foreign key so the
 * history outlives the account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    adminId: integer('admin_id'),
    adminName: text('admin_name'),
    /** The administrator's e-mail; for a failed sign-in, the address that was tried. */
    adminEmail: text('admin_email'),
    /** `create`, `update`, `delete`, `restore`, `purge`, `sign_in`, `sign_in_failed`, `export`, `check_in`, … */
    action: text('action').notNull(),
    /** What was changed: `event`, `ministry`, `admin`, `session`, … */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    /** The record's fields before and after, secrets redacted (`redactSecrets`). */
    before: jsonb('before'),
    after: jsonb('after'),
    /** The client's address (request.ip, see TRUST_PROXY). */
    address: text('address'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_admin_idx').on(table.adminId, table.at),
    index('audit_log_entity_idx').on(table.entity, table.entityId),
  ],
);

/*
 * The parish's details, edited in the dashboard (issue 26; see
 * docs/parish-details.md). Every write is checked with its shared-types
 * schema; readers check again, part by part, and keep their last good value.
 */

/** Name, address, phone, e-mail, office hours, mission and vision: one row, id 1. */
export const parishProfile = pgTable(
  'parish_profile',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    officeHours: text('office_hours').notNull(),
    mission: text('mission').notNull(),
    vision: text('vision').notNull(),
    updatedAt: updatedAt(),
  },
  () => [check('parish_profile_single_row_check', sql`id = 1`)],
);

/** The week's services (Sunday Worship 10:00 AM, …), by `position`. */
export const serviceTimes = pgTable('parish_service_times', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  time: text('time').notNull(),
  position: integer('position').notNull().default(0),
  updatedAt: updatedAt(),
});

/** The About page's History, by `position`. */
export const historyEntries = pgTable('parish_history_entries', {
  id: serial('id').primaryKey(),
  when: text('when').notNull(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  position: integer('position').notNull().default(0),
  updatedAt: updatedAt(),
});

/** The home page's hero slides, by `position`: an uploaded image (`imageKey`) or an image URL. */
export const heroSlides = pgTable('hero_slides', {
  id: serial('id').primaryKey(),
  caption: text('caption').notNull(),
  alt: text('alt').notNull(),
  imageUrl: text('image_url'),
  /** The storage key of an uploaded image (`slides/<name>.<ext>`). */
  imageKey: text('image_key'),
  position: integer('position').notNull().default(0),
  updatedAt: updatedAt(),
});

/** The parish's pages on social networks, by `position`. */
export const socialLinks = pgTable('parish_social_links', {
  id: serial('id').primaryKey(),
  network: text('network').notNull(),
  url: text('url').notNull(),
  position: integer('position').notNull().default(0),
  updatedAt: updatedAt(),
});

/** Notices shown on the site from `startsOn` to `endsOn`, both included. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('announcements_dates_idx').on(table.startsOn, table.endsOn),
    check('announcements_dates_check', sql`${table.endsOn} >= ${table.startsOn}`),
  ],
);
