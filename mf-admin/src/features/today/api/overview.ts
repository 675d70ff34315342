import { useEffect, useState } from 'react';
import type { OfficeOverview } from '@parish/shared-types';
import { useApiQuery } from '@parish/shared-web';
import { api } from '../../../lib/api';

/** How often Today asks again while it is open: a new message shows within a minute. */
export const OVERVIEW_REFRESH_MS = 30_000;

/**
 * `GET /api/overview/`: loaded when Today opens, then again every
 * `OVERVIEW_REFRESH_MS`, and whenever its browser tab is shown again, in the
 * background (the counts stay on screen meanwhile).
 */
export function useOfficeOverview() {
  const query = useApiQuery((signal): Promise<OfficeOverview> => api.overview.get(signal));
  const [refreshed, setRefreshed] = useState<{ from: unknown; overview: OfficeOverview } | null>(
    null,
  );
  const overview = refreshed && refreshed.from === query.data ? refreshed.overview : query.data;

  useEffect(() => {
    if (!overview) return undefined;
    const controller = new AbortController();
    const from = query.data;
    const refresh = () => {
      api.overview.get(controller.signal).then(
        (next) => setRefreshed({ from, overview: next }),
        () => undefined, // The next refresh tries again; the counts shown stay.
      );
    };
    const timer = setTimeout(refresh, OVERVIEW_REFRESH_MS);
    // Back on the dashboard's tab (after answering a mail elsewhere): fresh counts at once.
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      controller.abort();
    };
  }, [overview, query.data]);

  return { status: query.status, error: query.error, overview, reload: query.reload };
}
