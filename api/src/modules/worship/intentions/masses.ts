/** The Masses of the schedule, each with its key (`entry:12`, `added:5`). */
import type { ScheduleOccurrence } from '@parish/shared-types';
import type { Executor } from '../../../db';
import { computeSchedule } from '../schedule/service';

const MASS_KINDS: ReadonlySet<string> = new Set(['mass', 'vigil_mass']);

/** `entry:12` for a weekly entry's Mass (moved or not), `added:5` for an added one. */
export function massKeyOf(occurrence: ScheduleOccurrence): string {
  return occurrence.status === 'added' || occurrence.entry_id === null
    ? `added:${occurrence.exception_id}`
    : `entry:${occurrence.entry_id}`;
}

/** The Masses of the days `from` to `from + days - 1`, with their changes applied. */
export async function massesBetween(
  db: Executor,
  timeZone: string,
  from: string,
  days: number,
): Promise<ScheduleOccurrence[]> {
  const computed = await computeSchedule(db, timeZone, from, days);
  return computed
    .map(({ occurrence }) => occurrence)
    .filter((occurrence) => MASS_KINDS.has(occurrence.kind));
}

export async function findMass(
  db: Executor,
  timeZone: string,
  date: string,
  mass: string,
): Promise<ScheduleOccurrence | undefined> {
  const masses = await massesBetween(db, timeZone, date, 1);
  return masses.find((occurrence) => massKeyOf(occurrence) === mass);
}

