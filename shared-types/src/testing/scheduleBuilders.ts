import type { ScheduleEntry } from '../worship/schedule';

/** A weekly service as the API answers it: the Sunday 8:00 AM Mass in the church unless overridden. */
export function buildScheduleEntry(overrides: Partial<ScheduleEntry> = {}): ScheduleEntry {
  return {
    id: 1,
    kind: 'mass',
    title: null,
    title_es: null,
    weekdays: ['sun'],
    start_time: '08:00:00',
    duration_minutes: 60,
    language: 'en',
    place: 'Church',
    place_es: 'Iglesia',
    celebrant: null,
    notes: null,
    notes_es: null,
    livestream_url: null,
    featured: false,
    ...overrides,
  };
}

/**
 * The demo's schedule as far as the church hours go: the spec's three
 * featured services, listed out of the week's order, and a Mass not featured.
 */
export function buildChurchHoursEntries(): ScheduleEntry[] {
  return [
    buildScheduleEntry({
      id: 8,
      kind: 'other',
      title: 'Wednesday Bible Study',
      title_es: 'Estudio bíblico de los miércoles',
      weekdays: ['wed'],
      start_time: '19:00:00',
      place: 'Parish hall',
      featured: true,
    }),
    buildScheduleEntry({ id: 1 }),
    buildScheduleEntry({
      id: 3,
      title: 'Sunday Worship',
      title_es: 'Misa dominical',
      start_time: '10:00:00',
      featured: true,
    }),
    buildScheduleEntry({
      id: 2,
      kind: 'other',
      title: 'Sunday School',
      title_es: 'Catequesis dominical',
      start_time: '09:00:00',
      place: 'Parish hall',
      featured: true,
    }),
  ];
}
