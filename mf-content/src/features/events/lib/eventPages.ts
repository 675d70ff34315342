import { eventOccurrenceKey, isUpcomingEvent, type ParishEvent } from '@parish/shared-types';
import type { EventFilter } from './filterEvents';

/**
 * Cards per page of /events. A busy parish has a hundred events ahead (each
 * weekly series adds one a week): rendered at once they made a phone's first
 * visit slow (issue 35), ten fill two screens.
 */
export const EVENTS_PER_PAGE = 10;

/** The `page` of the URL: a whole number from 1, or none (the filter's first page). */
export function parsePageParam(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 ? page : null;
}

export function pageCount(eventCount: number): number {
  return Math.max(1, Math.ceil(eventCount / EVENTS_PER_PAGE));
}

/** The page an event of the (filtered, sorted) list is on; null when it is not in it. */
export function pageHolding(shown: ParishEvent[], occurrenceKey: string): number | null {
  const index = shown.findIndex((event) => eventOccurrenceKey(event) === occurrenceKey);
  return index < 0 ? null : Math.floor(index / EVENTS_PER_PAGE) + 1;
}

/**
 * The page shown when the URL names none. All events, oldest first as the
 * spec lists them, opens where the coming ones begin, so a visitor sees
 * what is ahead and pages back to what has been; the other filters open on
 * their first page.
 */
export function openingPage(shown: ParishEvent[], filter: EventFilter, today: string): number {
  if (filter !== 'all') return 1;
  const firstUpcoming = shown.findIndex((event) => isUpcomingEvent(event, today));
  if (firstUpcoming < 0) return pageCount(shown.length);
  return Math.floor(firstUpcoming / EVENTS_PER_PAGE) + 1;
}

/** The events of page `page` (clamped to the pages there are). */
export function eventsOnPage<E extends ParishEvent>(shown: E[], page: number): E[] {
  const clamped = Math.min(Math.max(1, page), pageCount(shown.length));
  const start = (clamped - 1) * EVENTS_PER_PAGE;
  return shown.slice(start, start + EVENTS_PER_PAGE);
}
