/**
 * Reading the audit log (owners): a page of entries by administrator,
 * entity and days, or all of them as CSV. Nothing here changes or removes
 * an entry: the log is append-only (`record.ts` is its only writer).
 */
import {
  AUDIT_PAGE_SIZE_DEFAULT,
  type AuditExportInput,
  type AuditLogEntry,
  type AuditLogPage,
  type AuditSearch,
} from '@parish/shared-types';
import type { Database } from '../../../db';
import { recordAudit, type AuditActor } from './record';
import { searchAuditLog } from './repository';

/** The most rows one CSV holds; a wider search is cut to the newest this many. */
export const AUDIT_CSV_MAX_ROWS = 50_000;

export async function auditPage(db: Database, search: AuditSearch): Promise<AuditLogPage> {
  const page = search.page ?? 1;
  const pageSize = search.page_size ?? AUDIT_PAGE_SIZE_DEFAULT;
  const { rows, total } = await searchAuditLog(db, search, {
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  return { entries: rows, total, page, page_size: pageSize };
}

const CSV_COLUMNS: readonly [string, (entry: AuditLogEntry) => unknown][] = [
  ['When', (entry) => entry.at],
  ['Administrator', (entry) => entry.admin_name],
  ['Email', (entry) => entry.admin_email],
  ['Action', (entry) => entry.action],
  ['Entity', (entry) => entry.entity],
  ['Id', (entry) => entry.entity_id],
  [
    'Before',
    (entry) =>
      entry.before === null || entry.before === undefined ? '' : JSON.stringify(entry.before),
  ],
  [
    'After',
    (entry) =>
      entry.after === null || entry.after === undefined ? '' : JSON.stringify(entry.after),
  ],
  ['Address', (entry) => entry.address],
];

/** RFC 4180 field; a leading =, +, - or @ is quoted with ' so a spreadsheet does not run it. */
function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Every entry the search finds (newest first, pages ignored) as CSV, and
 * the export itself recorded in the log, in one transaction.
 */
export async function auditCsv(
  db: Database,
  actor: AuditActor,
  search: AuditSearch,
): Promise<string> {
  return db.transaction(async (tx) => {
    const { rows } = await searchAuditLog(tx, search, { offset: 0, limit: AUDIT_CSV_MAX_ROWS });
    const lines = [
      CSV_COLUMNS.map(([header]) => header).join(','),
      ...rows.map((entry) => CSV_COLUMNS.map(([, value]) => csvField(value(entry))).join(',')),
    ];
    await recordAudit(tx, {
      actor,
      action: 'export',
      entity: 'export',
      entityId: 'audit',
      after: { resource: 'audit', rows: rows.length, search: withoutPaging(search) },
    });
    return `${lines.join('\r\n')}\r\n`;
  });
}

function withoutPaging({ page: _page, page_size: _size, ...search }: AuditSearch) {
  return search;
}

/** Records a CSV the dashboard offered for download (its lists' CSV is made in the browser). */
export async function recordExport(
  db: Database,
  actor: AuditActor,
  input: AuditExportInput,
): Promise<void> {
  await recordAudit(db, {
    actor,
    action: 'export',
    entity: 'export',
    entityId: input.resource,
    after: { resource: input.resource, rows: input.rows },
  });
}
