import {
  apiPaths,
  AUDIT_ENTITY_LABELS,
  AUDIT_PAGE_SIZE_MAX,
  auditSearchSchema,
  trashEntityLabel,
  type AuditLogEntry,
} from '@parish/shared-types';
import { apiUrl } from '@parish/shared-web';
import { api } from '../../../lib/api';
import { dateTimeColumn } from '../../../resources/lib/columns';
import { englishOnlyResource } from '../../../resources/lib/defineResource';

/** Fields as the audit table and its CSV show them: JSON, or nothing. */
const asJson = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

/** The filter's filled-in values as a query string: what the CSV link carries. */
export function auditQuery(filter: Record<string, unknown>): string {
  const filled = Object.entries(filter).filter(
    (entry): entry is [string, string | number] =>
      (typeof entry[1] === 'string' && entry[1] !== '') || typeof entry[1] === 'number',
  );
  const query = new URLSearchParams(filled.map(([key, value]) => [key, String(value)])).toString();
  return query ? `?${query}` : '';
}

/**
 * The audit log (owners): who changed what, when, from where, with the
 * fields before and after; filtered on the server by person, entity and
 * days. The table holds the newest 500 entries the filter finds; Export
 * CSV links to the server's CSV of every entry the filter finds (the
 * server records that download).
 */
export const auditResource = englishOnlyResource({
  key: 'audit',
  calls: { list: 'GET /api/audit/' },
  label: 'Audit log',
  list: async (signal, filter) => {
    const page = await api.audit.list(signal, {
      ...(filter as Record<string, string>),
      page_size: AUDIT_PAGE_SIZE_MAX,
    });
    // Only a page of entries is a list of entries (never a bare array's own methods).
    return Array.isArray(page.entries) ? page.entries : [];
  },
  filter: {
    schema: auditSearchSchema,
    label: 'Filter the audit log',
    fields: {
      person: { label: 'Person (name or e-mail)', kind: 'text' },
      entity: {
        label: 'Entity',
        kind: 'select',
        options: [
          { value: '', label: 'Everything' },
          ...Object.entries(AUDIT_ENTITY_LABELS).map(([value, label]) => ({ value, label })),
        ],
      },
      from: { label: 'From', kind: 'date' },
      to: { label: 'To', kind: 'date' },
    },
    initialValues: { person: '', entity: '', from: '', to: '' },
    submitLabel: 'Show entries',
  },
  recordId: (entry) => entry.id,
  recordLabel: (entry) => `entry ${entry.id}`,
  columns: [
    { header: 'Who', value: (entry) => entry.admin_name ?? entry.admin_email ?? '' },
    dateTimeColumn('When', (entry: AuditLogEntry) => entry.at),
    { header: 'Email', value: (entry) => entry.admin_email ?? '' },
    { header: 'Action', value: (entry) => entry.action },
    { header: 'Entity', value: (entry) => trashEntityLabel(entry.entity) },
    { header: 'Id', value: (entry) => entry.entity_id ?? '' },
    { header: 'Before', value: (entry) => asJson(entry.before) },
    { header: 'After', value: (entry) => asJson(entry.after) },
    { header: 'Address', value: (entry) => entry.address ?? '' },
  ],
  loadingText: 'Loading the audit log...',
  emptyText: 'No entries match.',
  loadErrorText: 'Failed to fetch the audit log',
  csvUrl: (filter) => apiUrl(`${apiPaths.auditCsv}${auditQuery(filter)}`),
});
