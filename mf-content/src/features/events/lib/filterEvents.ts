import { compareEventStarts, isUpcomingEvent, type ParishEvent } from '@parish/shared-types';
import type { ContentMessageId } from './i18n';

export const EVENT_FILTERS = ['all', 'upcoming', 'past'] as const;
export type EventFilter = (typeof EVENT_FILTERS)[number];

/** Each filter's button and heading (the same words), and the line under the heading: message ids. */
export const FILTER_COPY: Record<
  EventFilter,
  { label: ContentMessageId; blurb: ContentMessageId }
> = {
  all: { label: 'content.events.all', blurb: 'content.events.all.blurb' },
  upcoming: { label: 'content.events.upcoming', blurb: 'content.events.upcoming.blurb' },
  past: { label: 'content.events.past', blurb: 'content.events.past.blurb' },
};

export function parseEventFilter(value: string | null): EventFilter {
  return (EVENT_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as EventFilter)
    : 'all';
}

/**
 * Spec: upcoming is today or later and past is before today, comparing dates
 * only; lists are in ascending date order.
 */
export function filterEvents<E extends ParishEvent>(
  events: E[],
  filter: EventFilter,
  today: string,
): E[] {
  const chosen = events.filter((event) => {
    if (filter === 'upcoming') return isUpcomingEvent(event, today);
    if (filter === 'past') return !isUpcomingEvent(event, today);
    return true;
  });
  return chosen.sort(compareEventStarts);
}
