/** The API's calls of the audit log and the trash (put together by createParishApi in client.ts). */
import { apiPaths } from '../api';
import { answer, listOf, noAnswer, withQuery } from '../crud';
import type { HttpClient } from '../httpClient';
import type {
  AuditExportInput,
  AuditLogPage,
  AuditSearchQuery,
  RestoredItem,
  TrashEntity,
  TrashItem,
} from './audit';

export function platformCalls(http: HttpClient) {
  const listAt = listOf(http);
  return {
    audit: {
      /** Owners: one page of the audit log, newest first, by administrator, entity and days. */
      list: (signal?: AbortSignal, search: AuditSearchQuery = {}) =>
        answer(http.get<AuditLogPage>(withQuery(apiPaths.audit, search), { signal })),
      /** Owners: every entry the search finds, as CSV text (the download is recorded). */
      csv: (search: AuditSearchQuery = {}) =>
        answer(http.get<string>(withQuery(apiPaths.auditCsv, search))),
      /** Administrators: record a CSV export the dashboard offered for download. */
      recordExport: (input: AuditExportInput) => noAnswer(http.post(apiPaths.auditExports, input)),
    },
    trash: {
      /** Administrators: every item in the trash, most recently deleted first. */
      list: listAt<TrashItem>(apiPaths.trash),
      /** Administrators: bring an item back from the trash (the delete notice's Undo), same id. */
      restore: (entity: TrashEntity, id: number) =>
        answer(http.post<RestoredItem>(apiPaths.trashRestore(entity, id))),
    },
  };
}
