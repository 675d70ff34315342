import type { IsoDate } from '../isoDates';
import { localize, type Localized } from '../i18n/translatedContent';
import type { Language } from '../i18n/languages';
import type { ParishEvent } from './entities';

/**
 * The spec's rules about events, in one place for every app that lists or
 * books them. Dates compare as `YYYY-MM-DD` strings, which sort like dates.
 */

/**
 * Ascending by start (date, then time); the id breaks ties so the order is
 * stable. `YYYY-MM-DD` and `HH:MM:SS` order as plain strings: no
 * `localeCompare`, whose first call loads the browser's collation data, a
 * long task on a phone's first visit to the home page (issue 28).
 */
export function compareEventStarts(a: ParishEvent, b: ParishEvent): number {
  const startA = `${a.date}T${a.time}`;
  const startB = `${b.date}T${b.time}`;
  if (startA !== startB) return startA < startB ? -1 : 1;
  return a.id - b.id;
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

/**
 * A key for one entry of the events list: the event's id, with the date for
 * an occurrence of a repeating event (each occurrence is an entry of its own).
 */
export function eventOccurrenceKey(event: Pick<ParishEvent, 'id' | 'date' | 'recurrence'>): string {
  return event.recurrence ? `${event.id}-${event.date}` : String(event.id);
}

/** An `eventOccurrenceKey` read back: the event's id, and the occurrence's date for a repeating event. */
export function parseEventOccurrenceKey(key: string): { event: string; occurrence?: string } {
  const match = /^(\d+)-(\d{4}-\d{2}-\d{2})$/.exec(key.trim());
  const [, event, occurrence] = match ?? [];
  return event && occurrence ? { event, occurrence } : { event: key };
}

/**
 * The booking page of an event: `/event/tickets?eventId={id}`, with
 * `&date={YYYY-MM-DD}` for an occurrence of a repeating event (a ticket
 * books one date).
 */
export function eventTicketsPath(event: Pick<ParishEvent, 'id' | 'date' | 'recurrence'>): string {
  const query = new URLSearchParams({ eventId: String(event.id) });
  if (event.recurrence) query.set('date', event.date);
  return `/event/tickets?${query.toString()}`;
}

/** What the office may write in Spanish beside an event's English (`title_es`, `description_es`). */
export const EVENT_TRANSLATED_FIELDS = ['title', 'description'] as const;
export type EventTranslatedField = (typeof EVENT_TRANSLATED_FIELDS)[number];

/** An event as a page in a language shows it: its title and description in that language where written. */
export type ShownEvent = Localized<ParishEvent, EventTranslatedField>;

export function eventIn(event: ParishEvent, language: Language): ShownEvent {
  return localize(event, EVENT_TRANSLATED_FIELDS, language);
}

/** A list of events as a page in `language` shows them. */
export function eventsIn(events: readonly ParishEvent[], language: Language): ShownEvent[] {
  return events.map((event) => eventIn(event, language));
}
