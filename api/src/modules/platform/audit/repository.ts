import type { AuditLogEntry, AuditSearch } from '@parish/shared-types';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db';
import { auditLog } from '../tables';

type AuditRow = typeof auditLog.$inferSelect;

export function toAuditJson(row: AuditRow): AuditLogEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    admin_id: row.adminId,
    admin_name: row.adminName,
    admin_email: row.adminEmail,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
    address: row.address,
  };
}

const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
};

/** Entries by someone whose recorded name or e-mail contains `text` (any case). */
function whoIs(text: string): SQL | undefined {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(auditLog.adminName, pattern), ilike(auditLog.adminEmail, pattern));
}

/** The search's conditions: the administrator, the entity, days `from`–`to` (UTC, both included). */
function matching(search: AuditSearch): SQL | undefined {
  return and(
    search.admin === undefined ? undefined : eq(auditLog.adminId, search.admin),
    search.person === undefined ? undefined : whoIs(search.person),
    search.entity === undefined ? undefined : eq(auditLog.entity, search.entity),
    search.from === undefined ? undefined : gte(auditLog.at, new Date(`${search.from}T00:00:00Z`)),
    search.to === undefined ? undefined : lt(auditLog.at, nextDay(search.to)),
  );
}

/** One page of the entries the search finds, newest first, and how many it finds in all. */
export async function searchAuditLog(
  db: Executor,
  search: AuditSearch,
  page: { offset: number; limit: number },
): Promise<{ rows: AuditLogEntry[]; total: number }> {
  const where = matching(search);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows: rows.map(toAuditJson), total: counted?.n ?? 0 };
}
