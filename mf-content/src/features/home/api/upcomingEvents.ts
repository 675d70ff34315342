import { useMemo } from 'react';
import {
  compareEventStarts,
  eventsIn,
  isUpcomingEvent,
  type ParishEvent,
  type ShownEvent,
} from '@parish/shared-types';
import { useApiQuery, useInLanguage, useRenderClock, type QueryState } from '@parish/shared-web';
import { eventsQuery } from '../../../lib/events';

/** Spec: the home page lists at most 4 upcoming events. */
export const HOME_EVENTS_LIMIT = 4;

/** The next events from `today` on, soonest first. */
export function upcomingEvents<E extends ParishEvent>(events: E[], today: string): E[] {
  return events
    .filter((event) => isUpcomingEvent(event, today))
    .sort(compareEventStarts)
    .slice(0, HOME_EVENTS_LIMIT);
}

/** The home page's events: the events list (shared with /events), from today on, in the page's language. */
export function useUpcomingEvents(): QueryState<ShownEvent[]> {
  const events = useInLanguage(useApiQuery(eventsQuery), eventsIn);
  const { today } = useRenderClock();
  return useMemo(
    () =>
      events.status === 'success'
        ? { ...events, data: upcomingEvents(events.data, today) }
        : events,
    [events, today],
  );
}
