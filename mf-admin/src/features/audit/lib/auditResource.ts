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
import { defineResource } from '../../../resources/lib/defineResource';

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
export const auditResource = defineResource({
  key: 'audit',
  calls: { list: 'GET /api/audit/' },
  label: 'admin.audit.label',
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
    label: 'admin.audit.filter.label',
    fields: {
      person: { label: 'admin.audit.filter.person', kind: 'text' },
      entity: {
        label: 'admin.audit.filter.entity',
        kind: 'select',
        options: [
          { value: '', label: 'admin.audit.filter.everything' },
          ...Object.entries(AUDIT_ENTITY_LABELS).map(([value, label]) => ({ value, label })),
        ],
      },
      from: { label: 'admin.audit.filter.from', kind: 'date' },
      to: { label: 'admin.audit.filter.to', kind: 'date' },
    },
    initialValues: { person: '', entity: '', from: '', to: '' },
    submitLabel: 'admin.audit.filter.submit',
  },
  recordId: (entry) => entry.id,
  recordLabel: (entry, { t }) => t('admin.audit.recordLabel', { id: entry.id }),
  columns: [
    {
      header: 'admin.audit.columns.who',
      value: (entry) => entry.admin_name ?? entry.admin_email ?? '',
    },
    dateTimeColumn('admin.audit.columns.when', (entry: AuditLogEntry) => entry.at),
    { header: 'admin.audit.columns.email', value: (entry) => entry.admin_email ?? '' },
    { header: 'admin.audit.columns.action', value: (entry) => entry.action },
    {
      header: 'admin.audit.columns.entity',
      value: (entry, { say }) => say(trashEntityLabel(entry.entity)),
    },
    { header: 'admin.audit.columns.id', value: (entry) => entry.entity_id ?? '' },
    { header: 'admin.audit.columns.before', value: (entry) => asJson(entry.before) },
    { header: 'admin.audit.columns.after', value: (entry) => asJson(entry.after) },
    { header: 'admin.audit.columns.address', value: (entry) => entry.address ?? '' },
  ],
  loadingText: 'admin.audit.loading',
  emptyText: 'admin.audit.empty',
  loadErrorText: 'admin.audit.loadError',
  csvUrl: (filter) => apiUrl(`${apiPaths.auditCsv}${auditQuery(filter)}`),
});
