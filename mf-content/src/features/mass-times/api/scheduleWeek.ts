import {
  apiPaths,
  type IsoDate,
  type ScheduleRange,
  type ScheduleWeek,
} from '@parish/shared-types';
import { pageQuery, useApiQuery, useInLanguage } from '@parish/shared-web';
import { api } from '../../../lib/api';
import { weekIn } from '../lib/weekIn';
import { WEEK_DAYS } from '../lib/weeks';

/** The days asked for: the week from `from`, or from the parish's today (the API's) when null. */
function weekRange(from: IsoDate | null): ScheduleRange {
  return from === null ? { days: WEEK_DAYS } : { from, days: WEEK_DAYS };
}

/**
 * `GET /api/schedule/?from=&days=7`: the services of a week, with that
 * week's exceptions applied (the API keeps the parish's time zone).
 */
export function getScheduleWeek(from: IsoDate | null, signal?: AbortSignal): Promise<ScheduleWeek> {
  return api.schedule.week(weekRange(from), signal);
}

/** The week's read, known by the address it reads: each week shown is its own answer in the cache. */
export function scheduleWeekQuery(from: IsoDate | null) {
  const search = new URLSearchParams(
    Object.entries(weekRange(from)).map(([name, value]) => [name, String(value)]),
  );
  return pageQuery(`${apiPaths.schedule}?${search.toString()}`, (signal) =>
    getScheduleWeek(from, signal),
  );
}

/** The week as the page's language shows it: the office's Spanish titles, places and notes where written. */
export function useScheduleWeek(from: IsoDate | null) {
  return useInLanguage(useApiQuery(scheduleWeekQuery(from)), weekIn);
}
