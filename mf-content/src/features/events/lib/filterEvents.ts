import { compareEventStarts, isUpcomingEvent, type ParishEvent } from '@parish/shared-types';

export const EVENT_FILTERS = ['all', 'upcoming', 'past'] as const;
export type EventFilter = (typeof EVENT_FILTERS)[number];

export const FILTER_COPY: Record<EventFilter, { label: string; heading: string; blurb: string }> = {
  all: {
    label: 'All Events',
    heading: 'All Events',
    blurb: 'Everything happening in our parish family: worship, fellowship, learning and service.',
  },
  upcoming: {
    label: 'Upcoming Events',
    heading: 'Upcoming Events',
    blurb: 'Join us in the days ahead. Everyone is welcome, and many events need no ticket.',
  },
  past: {
    label: 'Past Events',
    heading: 'Past Events',
    blurb: 'A look back at the moments we have shared as a community.',
  },
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
export function filterEvents(
  events: ParishEvent[],
  filter: EventFilter,
  today: string,
): ParishEvent[] {
  const chosen = events.filter((event) => {
    if (filter === 'upcoming') return isUpcomingEvent(event, today);
    if (filter === 'past') return !isUpcomingEvent(event, today);
    return true;
  });
  return chosen.sort(compareEventStarts);
}
