import type { ParishEvent } from '@parish/shared-types';
import { todayIsoDate } from '@parish/shared-web';
import { api } from '../../../lib/api';

/** Spec: the home page lists at most 4 upcoming events. */
export const HOME_EVENTS_LIMIT = 4;

export async function getUpcomingEvents(signal?: AbortSignal): Promise<ParishEvent[]> {
  const today = todayIsoDate();
  const events = await api.events.list(signal);
  return events
    .filter((event) => event.date >= today)
    .sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`))
    .slice(0, HOME_EVENTS_LIMIT);
}
