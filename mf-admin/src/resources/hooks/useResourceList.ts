import { useCallback } from 'react';
import { apiQuery, useApiCache, useApiQuery } from '@parish/shared-web';
import type { AdminResource, RecordId } from '../types';

/**
 * The cache key of a resource's list as its filter loads it. Lists of the
 * dashboard are known by their resource (some read a public path, some an
 * administrators' one); any change the dashboard makes reads them again.
 */
function listKey(resource: AdminResource<unknown>, filter?: Record<string, unknown>): string {
  return filter ? `admin:${resource.key}?${JSON.stringify(filter)}` : `admin:${resource.key}`;
}

/**
 * A resource's records, read through the page's query cache when its tab is
 * shown, and again in the background while they show work under way (a
 * statement run; `refreshEvery`), the table staying on screen. A record
 * being deleted leaves the cached list at once; a failed delete reads the
 * list again, which brings it back.
 */
export function useResourceList<T>(resource: AdminResource<T>, filter?: Record<string, unknown>) {
  const key = listKey(resource as AdminResource<unknown>, filter);
  const cache = useApiCache();
  const query = useApiQuery(
    apiQuery(key, (signal) => resource.list(signal, filter)),
    {
      // The office sees other administrators' changes whenever it opens a list.
      staleTime: 0,
      refetchInterval: (records) => (records && resource.refreshEvery?.(records)) ?? false,
    },
  );

  const hide = useCallback(
    (id: RecordId) =>
      cache.update<T[]>(key, (records) =>
        records.filter((record) => resource.recordId(record) !== id),
      ),
    [cache, key, resource],
  );
  const refresh = useCallback(() => void cache.refresh(), [cache]);

  return {
    status: query.status,
    error: query.error,
    records: query.data,
    hide,
    /** Brings back a record the server kept after all (a refused delete): the list is read again. */
    show: refresh,
    /** Reads again after a change made elsewhere (a restore, a row's action), keeping the table. */
    refresh,
    /** Starts over from loading: the Retry of a list that failed to load. */
    reload: query.reload,
  };
}

export type ResourceList = ReturnType<typeof useResourceList>;
