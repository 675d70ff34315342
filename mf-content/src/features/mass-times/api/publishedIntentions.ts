import { apiPaths, type ScheduleOccurrence } from '@parish/shared-types';
import { massKeyOf } from '@parish/shared-types/intentions';
import { apiQuery, useApiQuery } from '@parish/shared-web';
import { useCallback, useMemo } from 'react';
import { api } from '../../../lib/api';
import { WEEK_DAYS } from '../lib/weeks';

/**
 * The published Mass intentions of the week from `from` (docs/mass-intentions.md),
 * read in the browser once the week is known: the intention under its Mass,
 * never who asked. `intentionsOf` answers a service's (none while loading).
 */
export function usePublishedIntentions(from: string | null) {
  const range = { from: from ?? '', days: WEEK_DAYS };
  const read = useApiQuery(
    apiQuery(`${apiPaths.publishedIntentions}?from=${range.from}&days=${range.days}`, (signal) =>
      from ? api.intentions.published(range, signal) : Promise.resolve([]),
    ),
  );
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
