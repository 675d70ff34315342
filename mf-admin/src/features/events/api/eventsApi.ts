import type { ParishEvent } from '@parish/shared-types';
import { api } from '../../../lib/api';

export function listEvents(signal?: AbortSignal): Promise<ParishEvent[]> {
  return api.events.list(signal);
}

export function deleteEvent(event: ParishEvent): Promise<void> {
  return api.events.remove(event.id);
}
