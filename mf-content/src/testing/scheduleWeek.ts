import type { LiturgicalDay, ScheduleOccurrence, ScheduleWeek } from '@parish/shared-types';

/** The week of 2026-12-06 (a Sunday), as the API answers it in the parish's time zone. */
export const WEEK_FROM = '2026-12-06';
export const WEEK_TO = '2026-12-12';

/** The instant of a time in the parish (Chicago in December: six hours behind UTC), `minutes` later. */
function instantInChicago(date: string, time: string, minutes: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(year, month - 1, day, hours + 6, mins + minutes)).toISOString();
}

/** A service as the API answers it: a regular Mass in English unless told otherwise. */
export function buildOccurrence(overrides: Partial<ScheduleOccurrence> = {}): ScheduleOccurrence {
  const date = overrides.date ?? WEEK_FROM;
  const start = overrides.start_time ?? '10:00:00';
  return {
    entry_id: 1,
    exception_id: null,
    date,
    start_time: start,
    starts_at: instantInChicago(date, start, 0),
    ends_at: instantInChicago(date, start, 60),
    status: 'scheduled',
    moved_from: null,
    kind: 'mass',
    title: null,
    title_es: null,
    language: 'en',
    place: 'Church',
    place_es: 'Iglesia',
    celebrant: null,
    notes: null,
    notes_es: null,
    livestream_url: null,
    note: null,
    note_es: null,
    ...overrides,
  };
}

/** The API's answer for a week holding `occurrences`, with the liturgical `days` given. */
export function buildWeek(
  occurrences: ScheduleOccurrence[],
  from = WEEK_FROM,
  to = WEEK_TO,
  days: LiturgicalDay[] = [],
): ScheduleWeek {
  return { from, to, time_zone: 'America/Chicago', occurrences, days };
}
