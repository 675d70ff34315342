import { PARISH_DETAILS_DEFAULTS } from '../content/parish';
import type { ParishDetails } from '../content/parishDetails';

/** What `GET /api/parish/` answers in a test: the compiled details, with `overrides`. */
export function buildParishDetails(overrides: Partial<ParishDetails> = {}): ParishDetails {
  return { ...structuredClone(PARISH_DETAILS_DEFAULTS), ...overrides };
}

type ShownAnnouncement = ParishDetails['announcements'][number];

/** An announcement of the office, shown from 2026 until long after any test runs. */
export function buildAnnouncement(overrides: Partial<ShownAnnouncement> = {}): ShownAnnouncement {
  return {
    title: 'Parish picnic',
    text: 'Bring a dish to share.',
    title_es: null,
    text_es: null,
    starts_on: '2026-01-01',
    ends_on: '2099-12-31',
    ...overrides,
  };
}
