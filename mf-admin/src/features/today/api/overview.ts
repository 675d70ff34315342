import type { OfficeOverview } from '@parish/shared-types';
import { useApiQuery } from '@parish/shared-web';
import { api } from '../../../lib/api';
import { useBackgroundRefresh } from '../../../lib/useBackgroundRefresh';

/** How often Today asks again while it is open: a new message shows within a minute. */
export const OVERVIEW_REFRESH_MS = 30_000;

const loadOverview = (signal: AbortSignal): Promise<OfficeOverview> => api.overview.get(signal);

/**
 * `GET /api/overview/`: loaded when Today opens, then again every
 * `OVERVIEW_REFRESH_MS`, and whenever its browser tab is shown again, in the
 * background (the counts stay on screen meanwhile).
 */
export function useOfficeOverview() {
  const query = useApiQuery(loadOverview);
  const overview = useBackgroundRefresh(query.data, loadOverview, () => OVERVIEW_REFRESH_MS, {
    whenShown: true,
  });
  return { status: query.status, error: query.error, overview, reload: query.reload };
}
