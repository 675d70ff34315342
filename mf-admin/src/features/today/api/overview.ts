import { apiPaths, type OfficeOverview } from '@parish/shared-types';
import { apiQuery, useApiQuery } from '@parish/shared-web';
import { api } from '../../../lib/api';

/** How often Today asks again while it is open: a new message shows within a minute. */
export const OVERVIEW_REFRESH_MS = 30_000;

/**
 * `GET /api/overview/`: loaded when Today opens, then again every
 * `OVERVIEW_REFRESH_MS`, and whenever its browser tab is shown again, in the
 * background (the counts stay on screen meanwhile).
 */
export function useOfficeOverview() {
  const query = useApiQuery(
    apiQuery(apiPaths.overview, (signal): Promise<OfficeOverview> => api.overview.get(signal)),
    { staleTime: 0, refetchInterval: OVERVIEW_REFRESH_MS, refetchOnWindowFocus: true },
  );
  return { status: query.status, error: query.error, overview: query.data, reload: query.reload };
}
