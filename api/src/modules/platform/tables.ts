/**
 * The platform module's tables: the audit log.
 * After a change run `npm run db:generate -w api` and commit the migration.
 */
import * as pg from 'drizzle-orm/pg-core';

/**
 * The audit log (modules/platform/audit): one row per administrator's write, sign-in
 * (or failed one), export and check-in, written in the same transaction as
 * the change. Append-only: no route changes it, and a trigger (migration
 * 0013) refuses UPDATE and DELETE. The administrator's name and e-mail are
 * copied as they were at the time; `admin_id` has no foreign key so the
 * history outlives the account.
 */
export const auditLog = pg.pgTable(
  'audit_log',
  {
    id: pg.bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: pg.timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    adminId: pg.integer('admin_id'),
    adminName: pg.text('admin_name'),
    /** The administrator's e-mail; for a failed sign-in, the address that was tried. */
    adminEmail: pg.text('admin_email'),
    /** `create`, `update`, `delete`, `restore`, `purge`, `sign_in`, `sign_in_failed`, `export`, `check_in`, … */
    action: pg.text('action').notNull(),
    /** What was changed: `event`, `ministry`, `admin`, `session`, … */
    entity: pg.text('entity').notNull(),
    entityId: pg.text('entity_id'),
    /** The record's fields before and after, secrets redacted (`redactSecrets`). */
    before: pg.jsonb('before'),
    after: pg.jsonb('after'),
    /** The client's address (request.ip, see TRUST_PROXY). */
    address: pg.text('address'),
  },
  (table) => [
    pg.index('audit_log_at_idx').on(table.at),
    pg.index('audit_log_admin_idx').on(table.adminId, table.at),
    pg.index('audit_log_entity_idx').on(table.entity, table.entityId),
  ],
);

/*
 * The parish's details, edited in the dashboard (issue 26; see
 * docs/parish-details.md). Every write is checked with its shared-types
 * schema; readers check again, part by part, and keep their last good value.
 */
