import type { ScheduleEntryInput } from '@parish/shared-types';
import type { Database } from '../../../db';
import { seedOnce } from '../../../db/seed-once';
import { scheduleEntries } from '../tables';
import { entryColumns } from './service';

const SEEDED_KEY = 'demo_schedule_seeded_at';

const CHURCH = { place: 'Church', place_es: 'Iglesia' };
const CHAPEL = { place: 'Chapel', place_es: 'Capilla' };
const HALL = { place: 'Parish hall', place_es: 'Salón parroquial' };
const nothingMore = { celebrant: null, notes: null, notes_es: null, livestream_url: null };
/** The spec's church hours: what About, Contact, I'm New and the chat name. */
const CHURCH_HOURS = { featured: true };
const NOT_IN_CHURCH_HOURS = { featured: false };

/**
 * The demo parish's week: its Sunday Masses in English and Spanish, the
 * Saturday Vigil and Confession, the weekday Mass in the chapel, and the
 * Sunday School and Bible study. The spec's church hours (Sunday Worship,
 * Sunday School, Wednesday Bible Study) are the featured ones.
 */
export const DEMO_SCHEDULE: ScheduleEntryInput[] = [
  {
    kind: 'mass',
    title: null,
    title_es: null,
    weekdays: ['sun'],
    start_time: '08:00:00',
    duration_minutes: 60,
    language: 'en',
    ...CHURCH,
    ...nothingMore,
    ...NOT_IN_CHURCH_HOURS,
  },
  {
    kind: 'other',
    title: 'Sunday School',
    title_es: 'Catequesis dominical',
    weekdays: ['sun'],
    start_time: '09:00:00',
    duration_minutes: 60,
    language: 'en',
    ...HALL,
    ...nothingMore,
    ...CHURCH_HOURS,
  },
  {
    kind: 'mass',
    title: 'Sunday Worship',
    title_es: 'Misa dominical',
    weekdays: ['sun'],
    start_time: '10:00:00',
    duration_minutes: 75,
    language: 'en',
    ...CHURCH,
    ...nothingMore,
    ...CHURCH_HOURS,
  },
  {
    kind: 'mass',
    title: 'Misa en español',
    title_es: 'Misa en español',
    weekdays: ['sun'],
    start_time: '12:30:00',
    duration_minutes: 75,
    language: 'es',
    ...CHURCH,
    ...nothingMore,
    ...NOT_IN_CHURCH_HOURS,
  },
  {
    kind: 'confession',
    title: null,
    title_es: null,
    weekdays: ['sat'],
    start_time: '15:30:00',
    duration_minutes: 60,
    language: 'en',
    ...CHAPEL,
    ...nothingMore,
    ...NOT_IN_CHURCH_HOURS,
  },
  {
    kind: 'vigil_mass',
    title: null,
    title_es: null,
    weekdays: ['sat'],
    start_time: '17:00:00',
    duration_minutes: 60,
    language: 'en',
    ...CHURCH,
    ...nothingMore,
    ...NOT_IN_CHURCH_HOURS,
  },
  {
    kind: 'mass',
    title: null,
    title_es: null,
    weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'],
    start_time: '08:00:00',
    duration_minutes: 30,
    language: 'en',
    ...CHAPEL,
    ...nothingMore,
    ...NOT_IN_CHURCH_HOURS,
  },
  {
    kind: 'other',
    title: 'Wednesday Bible Study',
    title_es: 'Estudio bíblico de los miércoles',
    weekdays: ['wed'],
    start_time: '19:00:00',
    duration_minutes: 90,
    language: 'en',
    ...HALL,
    ...nothingMore,
    ...CHURCH_HOURS,
  },
];

/**
 * Stores the demo's weekly services once per database, so the office finds
 * a schedule to keep and the pages a week to show (issue 38).
 */
export function seedSchedule(db: Database, now = new Date()): Promise<boolean> {
  return seedOnce(
    db,
    SEEDED_KEY,
    async (tx) => {
      await tx.insert(scheduleEntries).values(DEMO_SCHEDULE.map((entry) => entryColumns(entry)));
    },
    now,
  );
}
