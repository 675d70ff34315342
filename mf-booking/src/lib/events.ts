import { apiPaths, type ParishEvent } from '@parish/shared-types';
import { pageQuery, useApiQuery } from '@parish/shared-web';
import { api } from './api';

/**
 * `GET /api/events/`: every event, soonest first. The booking page, the
 * calendar and the Upcoming Events widget all start from this one list.
 */
export function getEvents(signal?: AbortSignal): Promise<ParishEvent[]> {
  return api.events.list(signal);
}

export const eventsQuery = pageQuery(apiPaths.events, getEvents);

export function useEvents() {
  return useApiQuery(eventsQuery);
}
