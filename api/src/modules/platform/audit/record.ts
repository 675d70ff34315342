/**
 * The audit log's one way in: `recordAudit(tx, entry)`, called inside the
 * transaction of the change it records, so the row and the change commit or
 * roll back together. Secrets never reach the log: any field whose name says
 * password, hash, secret, token, TOTP or recovery code is redacted, at any
 * depth, before the row is written.
 */
import type { Executor } from '../../../db';
import { auditLog } from '../tables';

/** Who acted and from where; null fields for a visitor (a failed sign-in). */
export interface AuditActor {
  adminId: number | null;
  adminName: string | null;
  /** The administrator's e-mail; for a failed sign-in, the address that was tried. */
  adminEmail: string | null;
  /** The client's address (`request.ip`). */
  address: string | null;
}

/** Actions the API records; features may add their own words (e.g. `role_change`). */
export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'restore'
  | 'purge'
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_out'
  | 'export'
  | 'check_in'
  | 'undo_check_in'
  | 'role_change'
  | (string & {});

export interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  /** What was changed: `event`, `ministry`, `admin`, `session`, `booking`, … */
  entity: string;
  entityId?: string | number | null;
  /** The record's JSON before the change (null or left out for a creation). */
  before?: unknown;
  /** The record's JSON after it (null or left out for a deletion). */
  after?: unknown;
  /** When; the database's now() when left out (tests pass a clock's time). */
  at?: Date;
}

export const REDACTED = '[redacted]';

/** Field names whose values never enter the log. */
const SECRET_FIELD = /pass(word)?|hash|secret|token|totp|recovery|otp_?secret|api_?key/i;

/** A copy of `value` with every secret field's value replaced by `REDACTED`. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, field]) => [
        key,
        SECRET_FIELD.test(key) ? REDACTED : redactSecrets(field),
      ]),
    );
  }
  return value;
}

/** Writes one audit row with `db`: pass the transaction of the change it records. */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  const { actor } = entry;
  await db.insert(auditLog).values({
    ...(entry.at ? { at: entry.at } : {}),
    adminId: actor.adminId,
    adminName: actor.adminName,
    adminEmail: actor.adminEmail,
    address: actor.address,
    action: entry.action,
    entity: entry.entity,
    entityId:
      entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before:
      entry.before === undefined || entry.before === null ? null : redactSecrets(entry.before),
    after: entry.after === undefined || entry.after === null ? null : redactSecrets(entry.after),
  });
}
