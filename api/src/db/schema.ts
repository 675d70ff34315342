/**
 * The database schema for every entity of the spec. Money is kept as whole
 * cents (`*_cents`); the JSON API shows dollars. After changing this file run
 * `npm run db:generate -w api` and commit the new migration in `api/drizzle/`.
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
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

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
  },
  (table) => [index('videos_category_idx').on(table.category)],
);

export const blogPosts = pgTable('blog_posts', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('admins_email_idx').on(table.email)],
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
     * The private token of the booking's "manage your booking" link, sent
     * only in its confirmation mail (256 random bits, base64url). Null for
     * bookings made before mail was sent.
     */
    manageToken: text('manage_token'),
  },
  (table) => [
    uniqueIndex('bookings_manage_token_idx').on(table.manageToken),
    index('bookings_event_id_idx').on(table.eventId),
    index('bookings_status_expires_at_idx').on(table.status, table.expiresAt),
    check('bookings_number_of_tickets_check', sql`${table.numberOfTickets} > 0`),
    check('bookings_total_cents_check', sql`${table.totalCents} >= 0`),
    check('bookings_payment_method_check', sql`${table.paymentMethod} IN ('card', 'paypal')`),
    check('bookings_status_check', sql`${table.status} IN ('pending', 'confirmed', 'cancelled')`),
  ],
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
    /** The confirm link's token (single use: cleared once used). */
    confirmToken: text('confirm_token'),
    /** Every newsletter mail's unsubscribe link carries this token. */
    unsubscribeToken: text('unsubscribe_token'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(table.email),
    uniqueIndex('newsletter_subscribers_confirm_token_idx').on(table.confirmToken),
    uniqueIndex('newsletter_subscribers_unsubscribe_token_idx').on(table.unsubscribeToken),
    check(
      'newsletter_subscribers_status_check',
      sql`${table.status} IN ('pending', 'subscribed', 'unsubscribed')`,
    ),
  ],
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
