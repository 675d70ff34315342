import { eventCalls, eventsIn, EVENTS_PATH, type ParishEvent } from '@parish/shared-types';
import { apiClient, pageQuery, useApiQuery, useInLanguage } from '@parish/shared-web';

// The events' calls alone: the pages and the widget reading them bundle no more of the API.
const events = eventCalls(apiClient);

/**
 * `GET /api/events/`: every event, soonest first. The booking page, the
 * calendar and the Upcoming Events widget all start from this one list.
 */
export function getEvents(signal?: AbortSignal): Promise<ParishEvent[]> {
  return events.list(signal);
}

export const eventsQuery = pageQuery(EVENTS_PATH, getEvents);

/** The events as the page's language shows them: the office's Spanish where it wrote one. */
export function useEvents() {
  return useInLanguage(useApiQuery(eventsQuery), eventsIn);
}
