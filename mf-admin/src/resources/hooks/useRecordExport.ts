import { useCallback } from 'react';
import { api } from '../../lib/api';

/**
 * Records a list's CSV download in the audit log (the CSV itself is made in
 * the browser). A failure to record never stops the download.
 */
export function useRecordExport(resourceKey: string) {
  return useCallback(
    (rows: number) => {
      api.audit.recordExport({ resource: resourceKey, rows }).catch(() => undefined);
    },
    [resourceKey],
  );
}
