/**
 * The trash: what administrators deleted of the trashable kinds
 * (`TrashKinds`) stays, hidden from the public site, for
 * `TRASH_RETENTION_DAYS`; Restore brings it back whole with its id, and the
 * purge (worker.ts) deletes it for good afterwards.
 */
import {
  isTrashEntity,
  TRASH_RETENTION_DAYS,
  trashEntityLabel,
  type TrashItem,
  type RestoredItem,
} from '@parish/shared-types';
import type { Database } from '../../../db';
import { auditedWrite } from '../audit/audited';
import { recordAudit, type AuditActor } from '../audit/record';
import { notFound, ok, type Result } from '../../../lib/result';
import type { FileStorage } from '../../../storage';
import type { TrashKind, TrashKinds } from './kinds';
import { findTrashed, listTrash, purgeRow, restoreRow, trashedBefore } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who the purge is, in the audit log. */
export const PURGE_ACTOR: AuditActor = {
  adminId: null,
  adminName: 'Trash purge',
  adminEmail: null,
  address: null,
};

export const UNKNOWN_TRASH_ENTITY_MESSAGE = 'Nothing of that kind can be in the trash.';

export const notInTrashMessage = (entity: string, id: number | string) =>
  `${trashEntityLabel(entity)} ${id} is not in the trash (it was restored, purged after ${TRASH_RETENTION_DAYS} days, or never deleted).`;

/** A row as the audit log keeps it: snake_case fields, times as ISO text. */
export function rowJson(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}

/** When an item deleted at `deletedAt` is purged. */
export function purgeDate(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + TRASH_RETENTION_DAYS * DAY_MS);
}

/** Every item in the trash, most recently deleted first. */
export async function listTrashItems(db: Database, kinds: TrashKinds): Promise<TrashItem[]> {
  const rows = await listTrash(db, kinds);
  return rows
    .sort((a, b) => b.deletedAt.getTime() - a.deletedAt.getTime() || b.id - a.id)
    .map((row) => ({
      entity: row.entity,
      id: row.id,
      label: row.label,
      deleted_at: row.deletedAt.toISOString(),
      purge_at: purgeDate(row.deletedAt).toISOString(),
    }));
}

/** Takes an item out of the trash, recorded in the audit log in the same transaction. */
export async function restoreItem(
  db: Database,
  kinds: TrashKinds,
  actor: AuditActor,
  entity: string,
  id: number,
): Promise<Result<RestoredItem>> {
  if (!isTrashEntity(entity)) return notFound(UNKNOWN_TRASH_ENTITY_MESSAGE, 'entity');
  const kind = kinds[entity];
  return auditedWrite(
    db,
    async (tx) => {
      const row = await restoreRow(tx, kind, id);
      if (!row) return notFound(notInTrashMessage(entity, id), 'id');
      return ok({ entity, id, label: String(row[labelKey(kind)] ?? ''), record: rowJson(row) });
    },
    {
      actor,
      action: 'restore',
      entity,
      entityId: id,
      before: async (tx) => {
        const row = await findTrashed(tx, kind, id);
        return row ? rowJson(row) : null;
      },
      after: (restored: RestoredItem & { record: unknown }) => restored.record,
    },
  ).then((result) => (result.ok ? ok(publicPart(result.value)) : result));
}

function labelKey(kind: TrashKind): string {
  // The drizzle column's property name on the table (`title`, `name`, `filename`).
  const entry = Object.entries(kind.table).find(([, column]) => column === kind.labelColumn);
  return entry ? entry[0] : 'id';
}

function publicPart(value: RestoredItem & { record: unknown }): RestoredItem {
  return { entity: value.entity, id: value.id, label: value.label };
}

/**
 * Deletes for good what has been in the trash `TRASH_RETENTION_DAYS` by
 * `now`, each item in its own transaction with its audit row; then removes
 * the stored files of those purged. An item the database refuses to delete
 * stays, logged, for the next pass. Answers how many were purged.
 */
export async function purgeTrash(
  db: Database,
  kinds: TrashKinds,
  storage: FileStorage,
  now: Date,
  log?: { error(details: object, message: string): void },
): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS);
  let purged = 0;
  for (const kind of Object.values(kinds)) {
    for (const id of await trashedBefore(db, kind, cutoff)) {
      try {
        const row = await db.transaction(async (tx) => {
          await kind.beforePurge?.(tx, id);
          const deleted = await purgeRow(tx, kind, id);
          if (deleted) {
            await recordAudit(tx, {
              actor: PURGE_ACTOR,
              action: 'purge',
              entity: kind.entity,
              entityId: id,
              before: rowJson(deleted),
              at: now,
            });
          }
          return deleted;
        });
        if (!row) continue;
        purged += 1;
        const file = kind.storedFile?.(row);
        if (file) await storage.remove(file);
      } catch (error) {
        log?.error({ err: error, entity: kind.entity, id }, 'trash purge of one item failed');
      }
    }
  }
  return purged;
}
