import { compareEventStarts, isUpcomingEvent, type ParishEvent } from '@parish/shared-types';
import { todayIsoDate, useApiQuery } from '@parish/shared-web';
import { api } from '../../../lib/api';

/** Spec: the home page lists at most 4 upcoming events. */
export const HOME_EVENTS_LIMIT = 4;

/** The next events from today on, soonest first. */
export async function getUpcomingEvents(signal?: AbortSignal): Promise<ParishEvent[]> {
  const today = todayIsoDate();
  const events = await api.events.list(signal);
  return events
    .filter((event) => isUpcomingEvent(event, today))
    .sort(compareEventStarts)
    .slice(0, HOME_EVENTS_LIMIT);
}

export function useUpcomingEvents() {
  return useApiQuery(getUpcomingEvents);
}
