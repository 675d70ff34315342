import { useCallback, useEffect, useMemo, useState } from 'react';
import { useApiQuery } from '@parish/shared-web';
import type { AdminResource, RecordId } from '../types';

/**
 * A resource's records, loaded once when its tab is shown. Records being
 * deleted (or deleted) are hidden without asking the server again; an Undo
 * or a failed delete shows them again.
 */
export function useResourceList<T>(resource: AdminResource<T>, filter?: Record<string, unknown>) {
  const query = useApiQuery(
    (signal) => resource.list(signal, filter),
    filter ? `${resource.key}?${JSON.stringify(filter)}` : resource.key,
  );
  const [hiddenIds, setHiddenIds] = useState<ReadonlySet<RecordId>>(() => new Set());
  // What a refresh loaded in the background (the table stays on screen meanwhile).
  const [refreshed, setRefreshed] = useState<{ from: unknown; records: T[] } | null>(null);
  const loaded = refreshed && refreshed.from === query.data ? refreshed.records : query.data;

  const records = useMemo(
    () => loaded?.filter((record) => !hiddenIds.has(resource.recordId(record))),
    [loaded, hiddenIds, resource],
  );

  const refreshMs = loaded && resource.refreshEvery ? resource.refreshEvery(loaded) : null;
  useEffect(() => {
    if (refreshMs === null) return undefined;
    const controller = new AbortController();
    const from = query.data;
    const timer = setTimeout(() => {
      resource.list(controller.signal, filter).then(
        (next) => setRefreshed({ from, records: next }),
        () => undefined, // The next refresh, or a reload, tries again.
      );
    }, refreshMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [refreshMs, loaded, query.data, resource, filter]);

  const hide = useCallback((id: RecordId) => {
    setHiddenIds((previous) => new Set(previous).add(id));
  }, []);
  const show = useCallback((id: RecordId) => {
    setHiddenIds((previous) => {
      const next = new Set(previous);
      next.delete(id);
      return next;
    });
  }, []);

  const { reload: reloadQuery } = query;
  // A fresh list already lacks deleted records; forgetting them matters
  // because the server may hand a deleted record's id to a new one.
  const reload = useCallback(() => {
    setHiddenIds(new Set());
    reloadQuery();
  }, [reloadQuery]);

  return { status: query.status, error: query.error, records, hide, show, reload };
}

export type ResourceList = ReturnType<typeof useResourceList>;
