import { apiPaths, type ParishEvent } from '@parish/shared-types';
import { pageQuery } from '@parish/shared-web';
import { api } from './api';

/** `GET /api/events/`: every event, past ones included. */
export function getEvents(signal?: AbortSignal): Promise<ParishEvent[]> {
  return api.events.list(signal);
}

/** The events list, read once for the Events page and the home page's upcoming events. */
export const eventsQuery = pageQuery(apiPaths.events, getEvents);
