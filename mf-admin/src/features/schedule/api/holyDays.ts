import { apiPaths, type ScheduleWeek } from '@parish/shared-types';
import { apiQuery, useApiQuery } from '@parish/shared-web';
import { api } from '../../../lib/api';

/** How far ahead the reminder looks: about two months (the schedule answers at most 62 days). */
export const HOLY_DAYS_AHEAD = 60;

/** `GET /api/schedule/?days=60`: the coming days with their services and liturgical days. */
export function getComingDays(signal?: AbortSignal): Promise<ScheduleWeek> {
  return api.schedule.week({ days: HOLY_DAYS_AHEAD }, signal);
}

export function useComingDays() {
  const query = useApiQuery(
    apiQuery(`${apiPaths.schedule}?days=${HOLY_DAYS_AHEAD}`, getComingDays),
  );
  return { status: query.status, error: query.error, data: query.data, reload: query.reload };
}
