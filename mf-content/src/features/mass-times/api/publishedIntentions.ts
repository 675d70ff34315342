import { apiPaths, type IsoDate, type ScheduleOccurrence } from '@parish/shared-types';
import { massKeyOf, type MassIntentionRangeQuery } from '@parish/shared-types/intentions';
import { pageQuery, useApiQuery } from '@parish/shared-web';
import { useCallback, useMemo } from 'react';
import { api } from '../../../lib/api';
import { WEEK_DAYS } from '../lib/weeks';

/** The days asked for: the week from `from`, or from the parish's today (the API's) when null, as the week's services. */
function intentionsRange(from: IsoDate | null): MassIntentionRangeQuery {
  return from === null ? { days: WEEK_DAYS } : { from, days: WEEK_DAYS };
}

/**
 * `GET /api/mass-intentions/published?from=&days=7`: the week's published
 * intentions (docs/mass-intentions.md), known by the same week as the
 * services, so the server reads both for the page and renders them together.
 */
export function publishedIntentionsQuery(from: IsoDate | null) {
  const range = intentionsRange(from);
  const search = new URLSearchParams(
    Object.entries(range).map(([name, value]) => [name, String(value)]),
  );
  return pageQuery(`${apiPaths.publishedIntentions}?${search.toString()}`, (signal) =>
    api.intentions.published(range, signal),
  );
}

/**
 * The published intentions of the week the address names: the intention
 * under its Mass, never who asked. `intentionsOf` answers a service's (none
 * while loading).
 */
export function usePublishedIntentions(from: IsoDate | null) {
  const read = useApiQuery(publishedIntentionsQuery(from));
  const byMass = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const published of read.data ?? []) {
      const key = `${published.date} ${published.mass}`;
      map.set(key, [...(map.get(key) ?? []), published.intention]);
    }
    return map;
  }, [read.data]);
  return useCallback(
    (service: Pick<ScheduleOccurrence, 'date' | 'status' | 'entry_id' | 'exception_id'>) =>
      byMass.get(`${service.date} ${massKeyOf(service)}`) ?? [],
    [byMass],
  );
}
