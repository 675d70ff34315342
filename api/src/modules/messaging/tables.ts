/**
 * The messaging module's tables: the mail outbox, the newsletter's subscribers and their unsubscribe links, messages to the office and course registrations.
 * After a change run `npm run db:generate -w api` and commit the migration.
 */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, secretRowColumns, indexesOn, timestamps } from '../../db/columns';

export const contactMessages = pg.pgTable(
  'contact_messages',
  {
    id: pg.serial('id').primaryKey(),
    name: pg.text('name').notNull(),
    email: pg.text('email').notNull(),
    phoneNumber: pg.text('phone_number').notNull().default(''),
    message: pg.text('message').notNull(),
    whoIsThisFor: pg.text('who_is_this_for').notNull().default(''),
    /** Where administrators download the attached file, if any. */
    attachment: pg.text('attachment'),
    /** The attached file's key in the upload storage (`attachments/<random>.<ext>`). */
    attachmentKey: pg.text('attachment_key'),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
    /** The language of the page it was sent from: the acknowledgement is written in it. */
    language: pg.text('language').notNull().default('en'),
  },
  (table) => [pg.check('contact_messages_language_check', sql`${table.language} IN ('en', 'es')`)],
);

/** Registrations for the three courses (/application). */
export const courseRegistrations = pg.pgTable(
  'course_registrations',
  {
    id: pg.serial('id').primaryKey(),
    firstName: pg.text('first_name').notNull(),
    lastName: pg.text('last_name').notNull(),
    email: pg.text('email').notNull(),
    /** `theology`, `history` or `service` (COURSES in shared-types). */
    course: pg.text('course').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    pg.index('course_registrations_created_at_idx').on(table.createdAt),
    pg.check(
      'course_registrations_course_check',
      sql`${table.course} IN ('theology', 'history', 'service')`,
    ),
  ],
);

/**
 * Newsletter addresses, with double opt-in: `pending` until the confirm
 * link is used, then `subscribed` until an unsubscribe link is (RFC 8058).
 * Addresses stored before the opt-in existed stay `pending`.
 */
export const newsletterSubscribers = pg.pgTable(
  'newsletter_subscribers',
  {
    id: pg.serial('id').primaryKey(),
    email: pg.text('email').notNull(),
    createdAt: createdAt(),
    /** `pending`, `subscribed` or `unsubscribed` (NEWSLETTER_STATUSES in shared-types). */
    status: pg.text('status').notNull().default('pending'),
    /** The SHA-256 (hex) of the latest confirm link's token; cleared on unsubscribing. */
    confirmTokenHash: pg.text('confirm_token'),
    confirmedAt: pg.timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: pg.timestamp('unsubscribed_at', { withTimezone: true }),
    /** The language the person subscribed in (or later chose): the parish's mails are written in it. */
    language: pg.text('language').notNull().default('en'),
    /** Set while the person paused every mail on the preference page; nothing is sent until it is cleared. */
    pausedAt: pg.timestamp('paused_at', { withTimezone: true }),
    /** Permanent SMTP refusals (5xx) of campaign mails to this address since it last subscribed. */
    hardBounces: pg.integer('hard_bounces').notNull().default(0),
    /** The last permanent refusal: the address is bouncing. */
    bouncedAt: pg.timestamp('bounced_at', { withTimezone: true }),
    /** Set at the third hard bounce: left out of every audience until the person subscribes again. */
    suppressedAt: pg.timestamp('suppressed_at', { withTimezone: true }),
  },
  (table) => [
    pg.uniqueIndex('newsletter_subscribers_email_idx').on(table.email),
    pg.uniqueIndex('newsletter_subscribers_confirm_token_idx').on(table.confirmTokenHash),
    pg.check('newsletter_subscribers_language_check', sql`${table.language} IN ('en', 'es')`),
    pg.check(
      'newsletter_subscribers_status_check',
      sql`${table.status} IN ('pending', 'subscribed', 'unsubscribed')`,
    ),
  ],
);

/**
 * The newsletter's topics (docs/communications.md), in the office's order
 * (`position`). A retired one keeps its subscriptions and leaves the forms.
 */
export const newsletterTopics = pg.pgTable(
  'newsletter_topics',
  {
    id: pg.serial('id').primaryKey(),
    name: pg.text('name').notNull(),
    nameEs: pg.text('name_es'),
    description: pg.text('description'),
    descriptionEs: pg.text('description_es'),
    position: pg.integer('position').notNull().default(0),
    retired: pg.boolean('retired').notNull().default(false),
    ...timestamps(),
  },
  (table) => [pg.index('newsletter_topics_position_idx').on(table.position)],
);

/**
 * Which topics an address receives. Kept while it is pending (it is sent
 * nothing until confirmed) and when a topic is retired.
 */
export const newsletterTopicSubscriptions = pg.pgTable(
  'newsletter_topic_subscriptions',
  {
    subscriberId: pg
      .integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    topicId: pg
      .integer('topic_id')
      .notNull()
      .references(() => newsletterTopics.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    pg.primaryKey({ columns: [table.subscriberId, table.topicId] }),
    pg.index('newsletter_topic_subscriptions_topic_idx').on(table.topicId),
  ],
);

/**
 * The unsubscribe links of newsletter mails (the confirmation, the welcome):
 * the SHA-256 (hex) of each token. Every one of an address's links keeps
 * working, so an old mail can still unsubscribe it.
 */
export const newsletterUnsubscribeLinks = pg.pgTable(
  'newsletter_unsubscribe_links',
  {
    ...secretRowColumns(
      'subscriberId',
      pg
        .integer('subscriber_id')
        .notNull()
        .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    ),
  },
  (table) => indexesOn('newsletter_unsubscribe_links', table.subscriberId),
);

/**
 * The outbox: every mail the site sends, written in the same transaction as
 * the change that causes it, then delivered by one API process (see
 * features/mail). `data` is what the mail's template shows, so the mail is
 * rendered when it is delivered and looks the same on every attempt.
 */
export const outboxMails = pg.pgTable(
  'outbox_mails',
  {
    id: pg.serial('id').primaryKey(),
    /** The template (MAIL_KINDS in shared-types). */
    kind: pg.text('kind').notNull(),
    toAddress: pg.text('to_address').notNull(),
    toName: pg.text('to_name'),
    replyTo: pg.text('reply_to'),
    /** The subject, kept so the outbox can be read without rendering. */
    subject: pg.text('subject').notNull(),
    data: pg.jsonb('data').notNull(),
    /** Files from the upload storage to attach: `[{ key, filename, contentType }]`. */
    attachments: pg.jsonb('attachments'),
    /** `<random@domain>`: the same on every attempt, so a retry is the same mail. */
    messageId: pg.text('message_id').notNull(),
    /** The language it is written in (LANGUAGES in shared-types): its subject's, and its template's when rendered. */
    language: pg.text('language').notNull().default('en'),
    /** `queued`, `sending`, `sent` or `failed` (MAIL_STATUSES in shared-types). */
    status: pg.text('status').notNull().default('queued'),
    attempts: pg.integer('attempts').notNull().default(0),
    /** A queued mail is due from then on. */
    nextAttemptAt: pg.timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: when the process that claimed it is presumed dead, and it is due again. */
    leaseExpiresAt: pg.timestamp('lease_expires_at', { withTimezone: true }),
    lastError: pg.text('last_error'),
    createdAt: createdAt(),
    sentAt: pg.timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    pg.uniqueIndex('outbox_mails_message_id_idx').on(table.messageId),
    // What the worker scans: due mails, in the order they fell due.
    pg
      .index('outbox_mails_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'queued'`),
    pg
      .index('outbox_mails_lease_idx')
      .on(table.leaseExpiresAt)
      .where(sql`${table.status} = 'sending'`),
    pg.index('outbox_mails_to_address_idx').on(table.toAddress),
    pg.index('outbox_mails_created_at_idx').on(table.createdAt),
    pg.check('outbox_mails_language_check', sql`${table.language} IN ('en', 'es')`),
    pg.check(
      'outbox_mails_status_check',
      sql`${table.status} IN ('queued', 'sending', 'sent', 'failed')`,
    ),
    pg.check('outbox_mails_attempts_check', sql`${table.attempts} >= 0`),
  ],
);

/**
 * Campaigns (docs/communications.md): what the office writes to the people on
 * one or more topics. `draft` → `scheduled` (at `scheduled_at`) → `sending`
 * (recipients frozen) → `sent` (every recipient handed to the outbox).
 */
export const campaigns = pg.pgTable(
  'campaigns',
  {
    id: pg.serial('id').primaryKey(),
    subject: pg.text('subject').notNull(),
    /** Markdown, sanitised when rendered. */
    body: pg.text('body').notNull(),
    topicIds: pg.integer('topic_ids').array().notNull(),
    /** `draft`, `scheduled`, `sending` or `sent` (CAMPAIGN_STATUSES in shared-types). */
    status: pg.text('status').notNull().default('draft'),
    scheduledAt: pg.timestamp('scheduled_at', { withTimezone: true }),
    startedAt: pg.timestamp('started_at', { withTimezone: true }),
    finishedAt: pg.timestamp('finished_at', { withTimezone: true }),
    /** When the sender last handed a batch to the outbox: the rate is kept across processes. */
    lastBatchAt: pg.timestamp('last_batch_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    pg.index('campaigns_due_idx').on(table.status, table.scheduledAt),
    pg.check(
      'campaigns_status_check',
      sql`${table.status} IN ('draft', 'scheduled', 'sending', 'sent')`,
    ),
  ],
);

/**
 * A campaign's recipients, frozen when its sending starts: each subscriber
 * once. `outbox_mail_id` is set in the transaction that queues the mail, so
 * a recipient is handed to the outbox exactly once, whatever stops the sender.
 */
export const campaignRecipients = pg.pgTable(
  'campaign_recipients',
  {
    id: pg.serial('id').primaryKey(),
    campaignId: pg
      .integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    subscriberId: pg
      .integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    outboxMailId: pg.integer('outbox_mail_id').references(() => outboxMails.id, {
      onDelete: 'set null',
    }),
    queuedAt: pg.timestamp('queued_at', { withTimezone: true }),
  },
  (table) => [
    pg
      .uniqueIndex('campaign_recipients_campaign_subscriber_idx')
      .on(table.campaignId, table.subscriberId),
    pg
      .index('campaign_recipients_pending_idx')
      .on(table.campaignId, table.id)
      .where(sql`${table.queuedAt} IS NULL`),
    pg.index('campaign_recipients_outbox_idx').on(table.outboxMailId),
  ],
);
