/**
 * The messaging module's tables: the mail outbox, the newsletter's subscribers and their unsubscribe links, messages to the office and course registrations.
 * After a change run `npm run db:generate -w api` and commit the migration.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, secretRowColumns, indexesOn } from '../../db/columns';

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
    ...secretRowColumns(
      'subscriberId',
      integer('subscriber_id')
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
