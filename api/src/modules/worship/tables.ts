/**
 * The worship module's tables: the liturgical schedule the office keeps
 * (docs/worship.md). An entry is a recurring service; an exception changes
 * one date (an entry's service cancelled or moved, or a service added).
 */
import type { ScheduleChange, ScheduleKind, ScheduleLanguage, Weekday } from '@parish/shared-types';
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
