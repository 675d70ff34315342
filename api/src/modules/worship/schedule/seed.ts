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

/**
 * The demo parish's week: its Sunday Masses in English and Spanish, the
 * Saturday Vigil and Confession, the weekday Mass in the chapel, and the
 * Sunday School and Bible study its old service times listed.
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
  },
];

/**
 * Stores the demo's weekly services once per database, so the office finds
 * a schedule to keep; the old parish service times stay as they were until
 * the pages read this schedule (issue 38).
 */
export function seedSchedule(db: Database, now = new Date()): Promise<boolean> {
  return seedOnce(
    db,
    SEEDED_KEY,
    async (tx) => {
      await tx.insert(scheduleEntries).values(DEMO_SCHEDULE.map(entryColumns));
    },
    now,
  );
}
