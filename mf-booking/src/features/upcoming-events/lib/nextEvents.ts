import { compareEventStarts, type ParishEvent } from '@parish/shared-types';
import { isInFuture } from '@parish/shared-web';

/** Spec §9: the Upcoming Events widget lists 3. */
export const UPCOMING_EVENTS_LIMIT = 3;

/** The next `limit` events that start after `now`, soonest first. */
export function nextEvents<E extends ParishEvent>(events: E[], now: Date, limit: number): E[] {
  return events
    .filter((event) => isInFuture(event.date, event.time, now))
    .sort(compareEventStarts)
    .slice(0, Math.max(0, limit));
}
