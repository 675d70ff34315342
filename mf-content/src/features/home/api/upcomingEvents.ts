import { useMemo } from 'react';
import { compareEventStarts, isUpcomingEvent, type ParishEvent } from '@parish/shared-types';
import { useApiQuery, useRenderClock, type QueryState } from '@parish/shared-web';
import { eventsQuery } from '../../../lib/events';

/** Spec: the home page lists at most 4 upcoming events. */
export const HOME_EVENTS_LIMIT = 4;

/** The next events from `today` on, soonest first. */
export function upcomingEvents(events: ParishEvent[], today: string): ParishEvent[] {
  return events
    .filter((event) => isUpcomingEvent(event, today))
    .sort(compareEventStarts)
    .slice(0, HOME_EVENTS_LIMIT);
}

/** The home page's events: the events list (shared with /events), from today on. */
export function useUpcomingEvents(): QueryState<ParishEvent[]> {
  const events = useApiQuery(eventsQuery);
  const { today } = useRenderClock();
  return useMemo(
    () =>
      events.status === 'success'
        ? { ...events, data: upcomingEvents(events.data, today) }
        : events,
    [events, today],
  );
}
