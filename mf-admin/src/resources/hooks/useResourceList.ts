import { useCallback, useMemo, useState } from 'react';
import { useApiQuery } from '@parish/shared-web';
import type { AdminResource } from '../types';

type RecordId = string | number;

/**
 * A resource's records, loaded once when its tab is shown. A successful
 * delete takes the record out of the list without asking the server again;
 * a failed one leaves the list as it was and rethrows for the caller to show.
 */
export function useResourceList<T>(resource: AdminResource<T>) {
  const query = useApiQuery(resource.list, resource.key);
  const [removedIds, setRemovedIds] = useState<ReadonlySet<RecordId>>(() => new Set());

  const records = useMemo(
    () => query.data?.filter((record) => !removedIds.has(resource.recordId(record))),
    [query.data, removedIds, resource],
  );

  const remove = useCallback(
    async (record: T) => {
      await resource.remove(record);
      const id = resource.recordId(record);
      setRemovedIds((previous) => new Set(previous).add(id));
    },
    [resource],
  );

  const { reload: reloadQuery } = query;
  // A fresh list already lacks deleted records; forgetting them matters
  // because the server may hand a deleted record's id to a new one.
  const reload = useCallback(() => {
    setRemovedIds(new Set());
    reloadQuery();
  }, [reloadQuery]);

  return { status: query.status, error: query.error, records, remove, reload };
}
