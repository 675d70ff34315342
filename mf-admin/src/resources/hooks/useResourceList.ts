import { useCallback, useMemo, useState } from 'react';
import { useApiQuery } from '@parish/shared-web';
import { useBackgroundRefresh } from '../../lib/useBackgroundRefresh';
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
  // Loaded again in the background while it shows work under way (the table stays on screen).
  const loaded = useBackgroundRefresh(
    query.data,
    (signal) => resource.list(signal, filter),
    (records) => resource.refreshEvery?.(records) ?? null,
  );

  const records = useMemo(
    () => loaded?.filter((record) => !hiddenIds.has(resource.recordId(record))),
    [loaded, hiddenIds, resource],
  );

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
