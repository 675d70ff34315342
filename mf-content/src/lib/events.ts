import { eventCalls, EVENTS_PATH, type ParishEvent } from '@parish/shared-types';
import { apiClient, pageQuery } from '@parish/shared-web';

// The events' calls alone: the pages and the widget reading them bundle no more of the API.
const events = eventCalls(apiClient);

/** `GET /api/events/`: every event, past ones included. */
export function getEvents(signal?: AbortSignal): Promise<ParishEvent[]> {
  return events.list(signal);
}

/** The events list, read once for the Events page and the home page's upcoming events. */
export const eventsQuery = pageQuery(EVENTS_PATH, getEvents);
