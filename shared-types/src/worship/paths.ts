/** The API's paths of the liturgical schedule (see apiPaths in api.ts). */
import type { Language } from '../i18n/languages';
import { pathById, pathPattern } from '../paths';

export const worshipPaths = {
  /** The schedule of some days with their exceptions applied (`?from=&days=`, public). */
  schedule: '/api/schedule/',
  /** The schedule's next eight weeks as an iCalendar feed (public). */
  scheduleFeed: '/api/schedule.ics',
  /** The same feed in another of the site's languages (`/api/es/schedule.ics`), linking to its pages. */
  scheduleFeedIn: pathPattern('/api/:language/schedule.ics', (language: Language) => ({
    language,
  })),
  /** The recurring services: read by anyone, written by administrators. */
  scheduleEntries: '/api/schedule/entries/',
  scheduleEntry: pathById('/api/schedule/entries/:id/'),
  /** The changes for one date (cancelled, moved, added): read by anyone, written by administrators. */
  scheduleExceptions: '/api/schedule/exceptions/',
  scheduleException: pathById('/api/schedule/exceptions/:id/'),
  /** Mass intentions (docs/mass-intentions.md): a day's Masses with room (`?date=`, public). */
  massIntentionMasses: '/api/mass-intentions/masses/',
  /** A visitor's request (public): the slot is held while the offering is paid. */
  massIntentions: '/api/mass-intentions/',
  /** The published intentions of some days (`?from=&days=`, public; no names). */
  publishedIntentions: '/api/mass-intentions/published/',
  /** The office's book by date (`?from=&days=`). */
  intentionBook: '/api/mass-intentions/book/',
  intentionConfirmation: pathPattern('/api/mass-intentions/:id/confirm/', (id: number) => ({
    id,
  })),
  intentionMove: pathPattern('/api/mass-intentions/:id/move/', (id: number) => ({ id })),
  /** How many intentions a Mass takes and the suggested offering. */
  intentionSettings: '/api/mass-intentions/settings/',
  /** The rule is one record, id 1 (as the parish's contact details): written by the office. */
  intentionSetting: pathById('/api/mass-intentions/settings/:id/'),
  /**
   * Sacrament requests (docs/sacraments.md): sent by anyone (multipart, the
   * answers in the body), read and changed by owners and the sacraments role.
   * No address carries what a family wrote: only ids and a stored file's
   * random name.
   */
  sacraments: '/api/sacraments/',
  sacrament: pathById('/api/sacraments/:id/'),
  sacramentDocument: pathPattern(
    '/api/sacraments/:id/documents/:name',
    (id: number, name: string) => ({ id, name }),
  ),
} as const;
