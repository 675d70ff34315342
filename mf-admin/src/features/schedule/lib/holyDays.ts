import type { LiturgicalDay, ScheduleWeek } from '@parish/shared-types';

/** The day before a date (`YYYY-MM-DD`), where a holy day's vigil Mass is held. */
function eveOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/**
 * The holy days of obligation of those days that have no Mass added for
 * them yet: no added Mass on the day, nor an added Vigil Mass on its eve.
 * The regular weekday Mass does not count: a holy day needs Masses of its own.
 */
export function holyDaysWithoutMasses(week: ScheduleWeek): LiturgicalDay[] {
  // An API deployed before this dashboard sends no liturgical days: nothing to remind of.
  const holyDays = (week.days as LiturgicalDay[] | undefined) ?? [];
  if (holyDays.length === 0) return [];
  const added = week.occurrences.filter((service) => service.status === 'added');
  return holyDays.filter(
    (day) =>
      day.holy_day_of_obligation &&
      !added.some(
        (service) =>
          (service.kind === 'mass' && service.date === day.date) ||
          (service.kind === 'vigil_mass' && service.date === eveOf(day.date)),
      ),
  );
}
