import type { ScheduleEntry, ScheduleException } from '@parish/shared-types';

/** The API's weekly services: a Spanish Mass on Saturdays and Sundays, an English one on Sundays. */
export const spanishMass: ScheduleEntry = {
  id: 3,
  kind: 'mass',
  title: null,
  title_es: null,
  weekdays: ['sun', 'sat'],
  start_time: '18:00:00',
  duration_minutes: 60,
  language: 'es',
  place: 'Church',
  place_es: 'Iglesia',
  celebrant: null,
  notes: null,
  notes_es: null,
  livestream_url: null,
  featured: false,
};

export const sundayMass: ScheduleEntry = {
  ...spanishMass,
  id: 4,
  weekdays: ['sun'],
  start_time: '08:00:00',
  language: 'en',
  place: 'Chapel',
  place_es: null,
};

/** Next Sunday's 8 AM Mass cancelled. */
export const cancelledSunday: ScheduleException = {
  id: 8,
  change: 'cancelled',
  date: '2026-12-13',
  entry_id: 4,
  start_time: null,
  kind: null,
  title: null,
  title_es: null,
  duration_minutes: null,
  language: null,
  place: null,
  place_es: null,
  note: 'Parish retreat',
  note_es: 'Retiro parroquial',
};
