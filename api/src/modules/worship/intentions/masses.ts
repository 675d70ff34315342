/** The Masses of the schedule, each with its key (`entry:12`, `added:5`). */
import { type ScheduleOccurrence } from '@parish/shared-types';
import { INTENTION_MASS_KINDS, massKeyOf } from '@parish/shared-types/intentions';
import type { Executor } from '../../../db';
import { computeSchedule } from '../schedule/service';

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
    .filter((occurrence) => INTENTION_MASS_KINDS.includes(occurrence.kind));
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
