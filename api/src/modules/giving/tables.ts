/**
 * The giving module's tables: donors and their sign-in links and sessions, recurring gifts, payments and their funds, statement runs.
 * After a change run `npm run db:generate -w api` and commit the migration.
 */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import {
  createdAt,
  expiresAt,
  usedAt,
  secretRowColumns,
  indexesOn,
  timestamps,
} from '../../db/columns';
import { bookings } from '../ticketing/tables';
import { massIntentions } from '../worship/tables';

/**
 * Who gave: one row per e-mail address (whatever its case), found or made
 * from the payer's name and address when a gift is recorded. Gifts made
 * before donors existed, or without a payer, have none (they stay anonymous).
 */
export const donors = pg.pgTable(
  'donors',
  {
    id: pg.serial('id').primaryKey(),
    name: pg.text('name').notNull(),
    /** As first given; unique regardless of case. */
    email: pg.text('email').notNull(),
    /** For the year-end statement: the lines of a postal address, or null. */
    postalAddress: pg.text('postal_address'),
    ...timestamps(),
    /** The language the donor gave in (or chose in My Giving): receipts, statements and their mails. */
    language: pg.text('language').notNull().default('en'),
    /** The number on the donor's offering envelopes (docs/batches.md); unique, optional. */
    envelopeNumber: pg.text('envelope_number'),
  },
  (table) => [
    pg.uniqueIndex('donors_email_idx').on(sql`lower(${table.email})`),
    pg.uniqueIndex('donors_envelope_number_idx').on(table.envelopeNumber),
    pg.check('donors_language_check', sql`${table.language} IN ('en', 'es')`),
  ],
);

/** The donor a sign-in link or session belongs to; deleted with them. */
const donorId = () =>
  pg
    .integer('donor_id')
    .notNull()
    .references(() => donors.id, { onDelete: 'cascade' });

/**
 * My Giving's mailed sign-in links: the SHA-256 (hex) of each link's token,
 * good once and for 30 minutes (DONOR_SIGN_IN_TTL_MINUTES).
 */
export const donorSignInLinks = pg.pgTable(
  'donor_sign_in_links',
  {
    ...secretRowColumns('donorId', donorId()),
    expiresAt: expiresAt(),
    /** Set when the link is used; a used link signs nobody in again. */
    usedAt: usedAt(),
  },
  (table) => indexesOn('donor_sign_in_links', table.donorId, table.expiresAt),
);

/** Donors' sessions (My Giving), apart from administrators': SHA-256 of the cookie's token. */
export const donorSessions = pg.pgTable(
  'donor_sessions',
  {
    ...secretRowColumns('donorId', donorId()),
    expiresAt: expiresAt(),
  },
  (table) => indexesOn('donor_sessions', table.donorId, table.expiresAt),
);

/**
 * A recurring gift's schedule: how often, how much each time (the covered
 * processing fee included) and, with Stripe, its subscription. Its payments
 * point to it (`payments.recurring_gift_id`); its status follows the first
 * one (see features/payments/listing.ts).
 */
export const recurringGifts = pg.pgTable(
  'recurring_gifts',
  {
    id: pg.serial('id').primaryKey(),
    /** `gift-weekly`, `gift-biweekly` or `gift-monthly` (RECURRING_GIFT_PLANS in shared-types). */
    priceId: pg.text('price_id').notNull(),
    amountCents: pg.integer('amount_cents').notNull(),
    feeCents: pg.integer('fee_cents').notNull().default(0),
    provider: pg.text('provider').notNull(),
    /** The provider's subscription id (Stripe's `sub_…`), once its first payment is made. */
    subscriptionId: pg.text('subscription_id'),
    /** Who gives it (null: set up before donors were recorded). */
    donorId: pg.integer('donor_id').references(() => donors.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Set while its donor has paused it (no gift is taken); cleared when resumed. */
    pausedAt: pg.timestamp('paused_at', { withTimezone: true }),
    /** Set when its donor cancelled it: no gift is taken again. */
    cancelledAt: pg.timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    pg.index('recurring_gifts_donor_id_idx').on(table.donorId),
    pg.check(
      'recurring_gifts_price_id_check',
      sql`${table.priceId} IN ('gift-weekly', 'gift-biweekly', 'gift-monthly')`,
    ),
    pg.check('recurring_gifts_amount_cents_check', sql`${table.amountCents} > 0`),
    pg.check(
      'recurring_gifts_fee_cents_check',
      sql`${table.feeCents} >= 0 AND ${table.feeCents} < ${table.amountCents}`,
    ),
    pg.check(
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
export const payments = pg.pgTable(
  'payments',
  {
    id: pg.serial('id').primaryKey(),
    /** `booking`, `shop`, `donation` or `recurring_donation` (PAYMENT_PURPOSES in shared-types). */
    purpose: pg.text('purpose').notNull(),
    /** `stripe`, `paypal` or `sandbox` (the built-in offline provider). */
    provider: pg.text('provider').notNull(),
    /** How the visitor pays: `card` (checkout page) or `paypal` (order and capture). */
    method: pg.text('method').notNull(),
    /** The provider's checkout session or order id; null until the provider has answered. */
    providerReference: pg.text('provider_reference'),
    bookingId: pg.text('booking_id').references(() => bookings.bookingId, { onDelete: 'set null' }),
    /** The Mass intention whose offering this is (docs/mass-intentions.md). */
    intentionId: pg
      .integer('intention_id')
      .references(() => massIntentions.id, { onDelete: 'set null' }),
    amountCents: pg.integer('amount_cents').notNull(),
    currency: pg.text('currency').notNull().default('USD'),
    /** `created`, `pending`, `completed`, `failed` or `cancelled` (PAYMENT_STATUSES). */
    status: pg.text('status').notNull().default('created'),
    /** What was paid for beyond the booking: items and quantities, or a gift's frequency. */
    details: pg.jsonb('details'),
    /** Where the visitor pays (a checkout page), while the payment is open. */
    checkoutUrl: pg.text('checkout_url'),
    /** Gifts: the part of `amount_cents` the giver added to cover the processing fee. */
    feeCents: pg.integer('fee_cents').notNull().default(0),
    recurringGiftId: pg.integer('recurring_gift_id').references(() => recurringGifts.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
    completedAt: pg.timestamp('completed_at', { withTimezone: true }),
    /**
     * Set when the visitor cancels the confirmed booking this completed
     * payment paid for: the parish office owes the money back.
     */
    refundRequestedAt: pg.timestamp('refund_requested_at', { withTimezone: true }),
    /** Gifts and purchases: who pays, for the receipt mail (null: none asked or given). */
    payerName: pg.text('payer_name'),
    payerEmail: pg.text('payer_email'),
    /** Gifts: the donor the payer's name and address found or made (null: anonymous). */
    donorId: pg.integer('donor_id').references(() => donors.id, { onDelete: 'set null' }),
    /** The language of the page it was paid on: its receipt is written in it. */
    language: pg.text('language').notNull().default('en'),
  },
  (table) => [
    pg.index('payments_donor_id_idx').on(table.donorId),
    pg.index('payments_recurring_gift_id_idx').on(table.recurringGiftId),
    pg.check(
      'payments_fee_cents_check',
      sql`${table.feeCents} >= 0 AND ${table.feeCents} <= ${table.amountCents}`,
    ),
    pg.uniqueIndex('payments_provider_reference_idx').on(table.provider, table.providerReference),
    pg.index('payments_booking_id_idx').on(table.bookingId),
    pg.index('payments_created_at_idx').on(table.createdAt),
    // A booking is paid once: at most one open or completed payment at a time.
    pg
      .uniqueIndex('payments_one_live_per_booking_idx')
      .on(table.bookingId)
      .where(sql`${table.status} IN ('created', 'pending', 'completed')`),
    // An intention's offering is paid once, as a booking.
    pg
      .uniqueIndex('payments_one_live_per_intention_idx')
      .on(table.intentionId)
      .where(sql`${table.status} IN ('created', 'pending', 'completed')`),
    pg.check('payments_amount_cents_check', sql`${table.amountCents} >= 0`),
    pg.check('payments_currency_check', sql`${table.currency} = 'USD'`),
    pg.check(
      'payments_status_check',
      sql`${table.status} IN ('created', 'pending', 'completed', 'failed', 'cancelled')`,
    ),
    pg.check(
      'payments_purpose_check',
      sql`${table.purpose} IN ('booking', 'shop', 'donation', 'recurring_donation', 'intention')`,
    ),
    pg.check('payments_provider_check', sql`${table.provider} IN ('stripe', 'paypal', 'sandbox')`),
    pg.check('payments_method_check', sql`${table.method} IN ('card', 'paypal')`),
    pg.check('payments_language_check', sql`${table.language} IN ('en', 'es')`),
  ],
);

/**
 * The funds the office keeps (docs/funds.md): the spec's six are seeded by
 * their migration with the keys gifts already named. `key` is what
 * `payment_funds.fund` names for ever: a fund is renamed, reordered and
 * retired, never deleted, so every gift keeps its fund's name.
 */
export const funds = pg.pgTable(
  'funds',
  {
    id: pg.serial('id').primaryKey(),
    /** The stable slug gifts name it by ('building', 'christmas-flowers'). */
    key: pg.text('key').notNull(),
    name: pg.text('name').notNull(),
    /** Null: the Spanish pages show the English name. */
    nameEs: pg.text('name_es'),
    description: pg.text('description'),
    descriptionEs: pg.text('description_es'),
    /** Its place on the giving form, smallest first. */
    position: pg.integer('position').notNull().default(0),
    /** A second collection's first and last day (parish dates); null: open on that side. */
    startsOn: pg.date('starts_on', { mode: 'string' }),
    endsOn: pg.date('ends_on', { mode: 'string' }),
    /** What the parish hopes to raise, in cents; null: no goal. */
    goalCents: pg.integer('goal_cents'),
    ...timestamps(),
    /** Set when finance retired it: it leaves the giving form and keeps its gifts. */
    retiredAt: pg.timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [
    pg.uniqueIndex('funds_key_idx').on(table.key),
    pg.check('funds_goal_cents_check', sql`${table.goalCents} IS NULL OR ${table.goalCents} > 0`),
    pg.check('funds_position_check', sql`${table.position} >= 0`),
    pg.check(
      'funds_window_check',
      sql`${table.startsOn} IS NULL OR ${table.endsOn} IS NULL OR ${table.endsOn} >= ${table.startsOn}`,
    ),
  ],
);

/** A share of a gift for one fund: the fund's key (`funds.key`, kept while used) and its cents. */
function fundShare() {
  return {
    fund: pg
      .text('fund')
      .notNull()
      .references(() => funds.key, { onDelete: 'restrict', onUpdate: 'restrict' }),
    amountCents: pg.integer('amount_cents').notNull(),
  };
}

/**
 * Where a gift's money goes: one row per fund it names, in whole cents.
 * The parts of a payment add up to its amount less its covered fee (the
 * service writes them together with the payment, in one transaction).
 */
export const paymentFunds = pg.pgTable(
  'payment_funds',
  {
    id: pg.serial('id').primaryKey(),
    paymentId: pg
      .integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    ...fundShare(),
  },
  (table) => [
    pg.uniqueIndex('payment_funds_payment_fund_idx').on(table.paymentId, table.fund),
    pg.index('payment_funds_fund_idx').on(table.fund),
    pg.check('payment_funds_amount_cents_check', sql`${table.amountCents} > 0`),
  ],
);

/**
 * Runs that make and mail year-end statements in the background
 * (features/statements): every donor who gave in `year`, or one donor (a
 * re-send). Each API process's statement worker claims a due run (SKIP
 * LOCKED, with a lease) and works through donors in id order after
 * `cursor`, committing each batch's statements, mails and progress
 * together, so a run cut short continues where it stopped.
 */
export const statementJobs = pg.pgTable(
  'statement_jobs',
  {
    id: pg.serial('id').primaryKey(),
    year: pg.integer('year').notNull(),
    /** A re-send's one donor; null: every donor who gave that year. */
    donorId: pg.integer('donor_id').references(() => donors.id, { onDelete: 'cascade' }),
    /** `queued`, `running`, `done` or `failed` (STATEMENT_JOB_STATUSES). */
    status: pg.text('status').notNull().default('queued'),
    total: pg.integer('total').notNull().default(0),
    processed: pg.integer('processed').notNull().default(0),
    /** The last donor id whose statement is made and mailed. */
    cursor: pg.integer('cursor').notNull().default(0),
    /** While running: when the process working on it is presumed dead. */
    leaseExpiresAt: pg.timestamp('lease_expires_at', { withTimezone: true }),
    /** Counts claims: a process whose lease ran out cannot write over the next one's progress. */
    claims: pg.integer('claims').notNull().default(0),
    error: pg.text('error'),
    createdAt: createdAt(),
    finishedAt: pg.timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    pg
      .index('statement_jobs_due_idx')
      .on(table.id)
      .where(sql`${table.status} IN ('queued', 'running')`),
    // One run for every donor of a year at a time.
    pg
      .uniqueIndex('statement_jobs_one_live_run_idx')
      .on(table.year)
      .where(sql`${table.donorId} IS NULL AND ${table.status} IN ('queued', 'running')`),
    pg.check(
      'statement_jobs_status_check',
      sql`${table.status} IN ('queued', 'running', 'done', 'failed')`,
    ),
    pg.check('statement_jobs_progress_check', sql`${table.processed} >= 0 AND ${table.total} >= 0`),
  ],
);

/**
 * The basket's batches (docs/batches.md): a Sunday collection, the week's
 * mailed checks … Finance enters its gifts and the counted total; once they
 * agree it is committed (`committed_at`) and locked: nothing of it changes
 * after, a mistake is corrected by a reversing entry.
 */
export const giftBatches = pg.pgTable(
  'gift_batches',
  {
    id: pg.serial('id').primaryKey(),
    /** The parish day of the collection: its gifts' date on statements and reports. */
    batchDate: pg.date('batch_date', { mode: 'string' }).notNull(),
    /** `sunday_collection`, `mailed_checks` or `other` (BATCH_KINDS). */
    kind: pg.text('kind').notNull(),
    note: pg.text('note'),
    /** What the counters counted, in cents; null until entered. */
    countedTotalCents: pg.integer('counted_total_cents'),
    ...timestamps(),
    committedAt: pg.timestamp('committed_at', { withTimezone: true }),
  },
  (table) => [
    pg.index('gift_batches_batch_date_idx').on(table.batchDate),
    pg.check(
      'gift_batches_kind_check',
      sql`${table.kind} IN ('sunday_collection', 'mailed_checks', 'other')`,
    ),
    pg.check(
      'gift_batches_counted_check',
      sql`${table.countedTotalCents} IS NULL OR ${table.countedTotalCents} >= 0`,
    ),
  ],
);

/**
 * A batch's gifts: one row per gift entered, and per reversing entry (a
 * negative counter-entry naming the entry it cancels and why).
 */
export const giftBatchEntries = pg.pgTable(
  'gift_batch_entries',
  {
    id: pg.serial('id').primaryKey(),
    batchId: pg
      .integer('batch_id')
      .notNull()
      .references(() => giftBatches.id, { onDelete: 'restrict' }),
    /** Who gave (null: anonymous, loose cash). */
    donorId: pg.integer('donor_id').references(() => donors.id, { onDelete: 'set null' }),
    /** Positive for a gift, negative for a reversing entry. */
    amountCents: pg.integer('amount_cents').notNull(),
    /** `cash` or `check` (BATCH_METHODS). */
    method: pg.text('method').notNull(),
    checkNumber: pg.text('check_number'),
    /** A reversing entry: the entry it cancels (at most one each). */
    reversesEntryId: pg
      .integer('reverses_entry_id')
      .references((): pg.AnyPgColumn => giftBatchEntries.id, { onDelete: 'restrict' }),
    reason: pg.text('reason'),
    createdAt: createdAt(),
  },
  (table) => [
    pg.index('gift_batch_entries_batch_id_idx').on(table.batchId),
    pg.index('gift_batch_entries_donor_id_idx').on(table.donorId),
    pg.uniqueIndex('gift_batch_entries_reverses_idx').on(table.reversesEntryId),
    pg.check('gift_batch_entries_method_check', sql`${table.method} IN ('cash', 'check')`),
    pg.check(
      'gift_batch_entries_amount_check',
      sql`(${table.reversesEntryId} IS NULL AND ${table.amountCents} > 0) OR (${table.reversesEntryId} IS NOT NULL AND ${table.amountCents} < 0 AND ${table.reason} IS NOT NULL)`,
    ),
    pg.check(
      'gift_batch_entries_check_number_check',
      sql`${table.method} <> 'check' OR ${table.checkNumber} IS NOT NULL`,
    ),
  ],
);

/** Where a batch entry's money goes: one row per fund, adding up to the entry's amount. */
export const giftBatchEntryFunds = pg.pgTable(
  'gift_batch_entry_funds',
  {
    id: pg.serial('id').primaryKey(),
    entryId: pg
      .integer('entry_id')
      .notNull()
      .references(() => giftBatchEntries.id, { onDelete: 'cascade' }),
    ...fundShare(),
  },
  (table) => [
    pg.uniqueIndex('gift_batch_entry_funds_entry_fund_idx').on(table.entryId, table.fund),
    pg.index('gift_batch_entry_funds_fund_idx').on(table.fund),
    pg.check('gift_batch_entry_funds_amount_check', sql`${table.amountCents} <> 0`),
  ],
);
