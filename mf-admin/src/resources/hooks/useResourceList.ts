import { useCallback, useMemo, useState } from 'react';
import { useApiQuery } from '@parish/shared-web';
import type { AdminResource, RecordId } from '../types';

/**
 * A resource's records, loaded once when its tab is shown. Records being
 * deleted (or deleted) are hidden without asking the server again; an Undo
 * or a failed delete shows them again.
 */
export function useResourceList<T>(resource: AdminResource<T>) {
  const query = useApiQuery((signal) => resource.list(signal), resource.key);
  const [hiddenIds, setHiddenIds] = useState<ReadonlySet<RecordId>>(() => new Set());

  const records = useMemo(
    () => query.data?.filter((record) => !hiddenIds.has(resource.recordId(record))),
    [query.data, hiddenIds, resource],
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
