import type { ParishEvent } from '@parish/shared-types';

/** Spec: event lists run in ascending date order; time, then id, break ties. */
export function sortEventsByDate(events: readonly ParishEvent[]): ParishEvent[] {
  return [...events].sort(
    (a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`) || a.id - b.id,
  );
}
