import type { IsoDate, ParishEvent } from '../entities';

/**
 * The spec's rules about events, in one place for every app that lists or
 * books them. Dates compare as `YYYY-MM-DD` strings, which sort like dates.
 */

/** Ascending by start (date, then time); the id breaks ties so the order is stable. */
export function compareEventStarts(a: ParishEvent, b: ParishEvent): number {
  return `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`) || a.id - b.id;
}

/** Spec: upcoming means dated today or later, comparing dates only. */
export function isUpcomingEvent(event: Pick<ParishEvent, 'date'>, today: IsoDate): boolean {
  return event.date >= today;
}

/** Spec: tickets may not exceed max_attendees minus registered_attendees. */
export function seatsLeft(
  event: Pick<ParishEvent, 'max_attendees' | 'registered_attendees'>,
): number {
  return Math.max(0, event.max_attendees - event.registered_attendees);
}
