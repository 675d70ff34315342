/** The API's paths of the liturgical schedule (see apiPaths in api.ts). */
import { pathById } from '../paths';

export const worshipPaths = {
  /** The schedule of some days with their exceptions applied (`?from=&days=`, public). */
  schedule: '/api/schedule/',
  /** The schedule's next eight weeks as an iCalendar feed (public). */
  scheduleFeed: '/api/schedule.ics',
  /** The recurring services: read by anyone, written by administrators. */
  scheduleEntries: '/api/schedule/entries/',
  scheduleEntry: pathById('/api/schedule/entries/:id/'),
  /** The changes for one date (cancelled, moved, added): read by anyone, written by administrators. */
  scheduleExceptions: '/api/schedule/exceptions/',
  scheduleException: pathById('/api/schedule/exceptions/:id/'),
} as const;
