/**
 * The worship module's tables: the liturgical schedule the office keeps
 * (docs/worship.md). An entry is a recurring service; an exception changes
 * one date (an entry's service cancelled or moved, or a service added).
 */
import type { ScheduleChange, ScheduleKind, ScheduleLanguage, Weekday } from '@parish/shared-types';
import type { IntentionStatus } from '@parish/shared-types/intentions';
import type {
  SacramentDetails,
  SacramentKind,
  SacramentStatus,
} from '@parish/shared-types/sacraments';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';

export const scheduleEntries = pg.pgTable('schedule_entries', {
  id: pg.serial('id').primaryKey(),
  kind: pg.text('kind').$type<ScheduleKind>().notNull(),
  title: pg.text('title'),
  titleEs: pg.text('title_es'),
  /** In the week's order, Sunday first (the schema sorts them). */
  weekdays: pg.text('weekdays').array().$type<Weekday[]>().notNull(),
  /** The parish's wall-clock time (`PARISH_TIME_ZONE`), not an instant. */
  startTime: pg.time('start_time').notNull(),
  durationMinutes: pg.integer('duration_minutes').notNull(),
  language: pg.text('language').$type<ScheduleLanguage>().notNull(),
  place: pg.text('place').notNull(),
  placeEs: pg.text('place_es'),
  celebrant: pg.text('celebrant'),
  notes: pg.text('notes'),
  notesEs: pg.text('notes_es'),
  livestreamUrl: pg.text('livestream_url'),
  /** Shown in the church hours and by the chat assistant. */
  featured: pg.boolean('featured').notNull().default(false),
  ...timestamps(),
});

export const scheduleExceptions = pg.pgTable(
  'schedule_exceptions',
  {
    id: pg.serial('id').primaryKey(),
    /** The entry whose service changes; null for an added service. Its changes go with it. */
    entryId: pg.integer('entry_id').references(() => scheduleEntries.id, { onDelete: 'cascade' }),
    date: pg.date('date', { mode: 'string' }).notNull(),
    change: pg.text('change').$type<ScheduleChange>().notNull(),
    /** The new time of a moved service, the time of an added one. */
    startTime: pg.time('start_time'),
    kind: pg.text('kind').$type<ScheduleKind>(),
    title: pg.text('title'),
    titleEs: pg.text('title_es'),
    durationMinutes: pg.integer('duration_minutes'),
    language: pg.text('language').$type<ScheduleLanguage>(),
    place: pg.text('place'),
    placeEs: pg.text('place_es'),
    note: pg.text('note'),
    noteEs: pg.text('note_es'),
    ...timestamps(),
  },
  (table) => [
    // One change per service and date, also when two offices save at once.
    // Added services (no entry) are never equal under it: NULLs are distinct.
    pg.uniqueIndex('schedule_exceptions_entry_date_idx').on(table.entryId, table.date),
    pg.index('schedule_exceptions_date_idx').on(table.date),
  ],
);

/**
 * The parish's rule for Mass intentions (docs/mass-intentions.md): one row,
 * written by the office; until it does, the defaults below apply.
 */
export const massIntentionSettings = pg.pgTable(
  'mass_intention_settings',
  {
    id: pg.integer('id').primaryKey().default(1),
    /** How many intentions each Mass takes. */
    perMass: pg.integer('per_mass').notNull().default(2),
    /** The suggested offering, in whole cents (whole dollars on the page). */
    offeringCents: pg.integer('offering_cents').notNull().default(1000),
    ...timestamps(),
  },
  (table) => [
    pg.check('mass_intention_settings_one_row_check', sql`${table.id} = 1`),
    pg.check('mass_intention_settings_per_mass_check', sql`${table.perMass} BETWEEN 1 AND 50`),
    pg.check('mass_intention_settings_offering_check', sql`${table.offeringCents} > 0`),
  ],
);

/**
 * A Mass offered for an intention: the Mass is the schedule's occurrence
 * `mass` (`entry:<id>` or `added:<id>`) on `date`. A `held` one keeps its
 * slot until `expires_at` while its offering is paid, as a booking's seats.
 */
export const massIntentions = pg.pgTable(
  'mass_intentions',
  {
    id: pg.serial('id').primaryKey(),
    date: pg.date('date', { mode: 'string' }).notNull(),
    mass: pg.text('mass').notNull(),
    intention: pg.text('intention').notNull(),
    requestedBy: pg.text('requested_by').notNull(),
    email: pg.text('email').notNull(),
    publish: pg.boolean('publish').notNull().default(false),
    status: pg.text('status').$type<IntentionStatus>().notNull().default('held'),
    amountCents: pg.integer('amount_cents').notNull(),
    /** The page's language: the requester's mails are written in it. */
    language: pg.text('language').notNull().default('en'),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }),
    confirmedAt: pg.timestamp('confirmed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    pg.index('mass_intentions_date_mass_idx').on(table.date, table.mass),
    pg.check(
      'mass_intentions_status_check',
      sql`${table.status} IN ('held', 'requested', 'confirmed', 'cancelled')`,
    ),
    pg.check('mass_intentions_amount_cents_check', sql`${table.amountCents} > 0`),
    pg.check('mass_intentions_language_check', sql`${table.language} IN ('en', 'es')`),
  ],
);

/**
 * A family's request for a sacrament (docs/sacraments.md): who asks, the
 * sacrament's own answers (`details`, by kind), and the office's side: its
 * status, who takes it, private notes and, once scheduled, when and where.
 * Read only by owners and the sacraments role, each read audited.
 */
export const sacramentRequests = pg.pgTable(
  'sacrament_requests',
  {
    id: pg.serial('id').primaryKey(),
    kind: pg.text('kind').$type<SacramentKind>().notNull(),
    status: pg.text('status').$type<SacramentStatus>().notNull().default('new'),
    requesterName: pg.text('requester_name').notNull(),
    requesterEmail: pg.text('requester_email').notNull(),
    requesterPhone: pg.text('requester_phone').notNull(),
    message: pg.text('message'),
    /** The page's language: the family's mails are written in it. */
    language: pg.text('language').notNull(),
    details: pg.jsonb('details').$type<SacramentDetails>().notNull(),
    assignedTo: pg.text('assigned_to'),
    /** The office's own notes: never shown or mailed to the family. */
    notes: pg.text('notes'),
    scheduledDate: pg.date('scheduled_date', { mode: 'string' }),
    /** The parish's wall-clock time (`PARISH_TIME_ZONE`). */
    scheduledTime: pg.time('scheduled_time'),
    scheduledPlace: pg.text('scheduled_place'),
    ...timestamps(),
  },
  (table) => [pg.index('sacrament_requests_queue_idx').on(table.kind, table.status)],
);

/** A document sent with a request (a baptism certificate), its bytes in the file storage. */
export const sacramentDocuments = pg.pgTable('sacrament_documents', {
  id: pg.serial('id').primaryKey(),
  requestId: pg
    .integer('request_id')
    .notNull()
    .references(() => sacramentRequests.id, { onDelete: 'cascade' }),
  /** `sacraments/<random>.<ext>`: the storage's key, its last part the download's name. */
  key: pg.text('key').notNull().unique(),
  /** The sender's file name, shown to the office only. */
  filename: pg.text('filename').notNull(),
  contentType: pg.text('content_type').notNull(),
  size: pg.integer('size').notNull(),
  ...timestamps(),
});
