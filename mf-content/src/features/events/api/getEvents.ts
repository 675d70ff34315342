import type { ParishEvent } from '@parish/shared-types';
import { api } from '../../../lib/api';

export function getEvents(signal?: AbortSignal): Promise<ParishEvent[]> {
  return api.events.list(signal);
}
