/**
 * An administrator's write and its audit row, in one transaction: the row is
 * written only when the write succeeds, and a write that fails (a `Failure`
 * or a thrown error) leaves neither.
 */
import type { Database, Executor, Transaction } from '../../../db';
import { recordAudit, type AuditAction, type AuditActor } from './record';
import { commitIfOk, ok, type Result } from '../../../lib/result';

export interface AuditedChange<T> {
  actor: AuditActor;
  action: AuditAction;
  entity: string;
  /** The record's id; for a creation, read from the write's value. */
  entityId?: string | number | null | ((value: T) => string | number | null);
  /** Reads the record as it is before the change (in the same transaction). */
  before?(tx: Transaction): Promise<unknown>;
  /** The record after the change; the write's value when left out (null for a deletion). */
  after?(value: T, tx: Transaction): unknown;
}

/** Runs `work` and records it as `change` says, in one transaction that commits only when `work` succeeds. */
export async function auditedWrite<T>(
  db: Database,
  work: (tx: Transaction) => Promise<Result<T>>,
  change: AuditedChange<T>,
): Promise<Result<T>> {
  return commitIfOk(db, async (tx) => {
    const before = change.before ? await change.before(tx) : null;
    const result = await work(tx);
    if (!result.ok) return result;
    const { entityId } = change;
    await recordAudit(tx, {
      actor: change.actor,
      action: change.action,
      entity: change.entity,
      entityId: typeof entityId === 'function' ? entityId(result.value) : entityId,
      before,
      after: change.after
        ? await change.after(result.value, tx)
        : change.action === 'delete'
          ? null
          : result.value,
    });
    return result;
  });
}

/** `auditedWrite` for a write that cannot fail for a caller's reason (a creation). */
export async function auditedValue<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
  change: AuditedChange<T>,
): Promise<T> {
  const result = await auditedWrite(db, async (tx) => ok(await work(tx)), change);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

/**
 * For a write that also touches stored files, whose service runs its own
 * short transaction (files are saved before and removed after it): the
 * service calls this with its transaction and what it wrote, so the audit
 * row still commits with the change.
 */
export type RecordInTransaction<T> = (tx: Executor, value: T) => Promise<void>;

/** A `RecordInTransaction` writing `change`'s row; `value` is the record after (before, for a deletion). */
export function recordWith<T>(
  change: Omit<AuditedChange<T>, 'before' | 'after'> & { before?: unknown },
): RecordInTransaction<T> {
  return async (tx, value) => {
    const { entityId } = change;
    await recordAudit(tx, {
      actor: change.actor,
      action: change.action,
      entity: change.entity,
      entityId: typeof entityId === 'function' ? entityId(value) : entityId,
      before: change.action === 'delete' ? value : (change.before ?? null),
      after: change.action === 'delete' ? null : value,
    });
  };
}
