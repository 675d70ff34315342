import type { ParishEvent } from '@parish/shared-types';
import { useApiQuery } from '@parish/shared-web';
import { api } from '../../../lib/api';

/** `GET /api/events/`: every event, past ones included. */
export function getEvents(signal?: AbortSignal): Promise<ParishEvent[]> {
  return api.events.list(signal);
}

export function useEvents() {
  return useApiQuery(getEvents);
}
