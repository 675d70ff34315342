import type { TrashEntity } from '@parish/shared-types';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db';
import type { TrashKind, TrashKinds } from './kinds';

export interface TrashRow {
  entity: TrashEntity;
  id: number;
  label: string;
  deletedAt: Date;
}

/** Every item in the trash, of every kind. */
export async function listTrash(db: Executor, kinds: TrashKinds): Promise<TrashRow[]> {
  const lists = await Promise.all(
    Object.values(kinds).map(async (kind) => {
      const rows = await db
        .select({ id: kind.table.id, label: kind.labelColumn, deletedAt: kind.table.deletedAt })
        .from(kind.table as PgTable)
        .where(isNotNull(kind.table.deletedAt));
      return rows.map((row) => ({
        entity: kind.entity,
        id: row.id as number,
        label: String(row.label ?? ''),
        deletedAt: row.deletedAt as Date,
      }));
    }),
  );
  return lists.flat();
}

/** The row in the trash, every column, or undefined. */
export async function findTrashed(
  db: Executor,
  kind: TrashKind,
  id: number,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db
    .select()
    .from(kind.table as PgTable)
    .where(and(eq(kind.table.id, id), isNotNull(kind.table.deletedAt)))
    .limit(1);
  return row as Record<string, unknown> | undefined;
}

/** Takes the row out of the trash; its whole row as it is now, or undefined when it was not there. */
export async function restoreRow(
  db: Executor,
  kind: TrashKind,
  id: number,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db
    .update(kind.table as PgTable)
    .set({ deletedAt: null } as Record<string, unknown>)
    .where(and(eq(kind.table.id, id), isNotNull(kind.table.deletedAt)))
    .returning();
  return row as Record<string, unknown> | undefined;
}

/** The ids of a kind's items deleted at `cutoff` or before. */
export async function trashedBefore(
  db: Executor,
  kind: TrashKind,
  cutoff: Date,
): Promise<number[]> {
  const rows = await db
    .select({ id: kind.table.id })
    .from(kind.table as PgTable)
    .where(and(isNotNull(kind.table.deletedAt), lte(kind.table.deletedAt, cutoff)));
  return rows.map((row) => row.id as number);
}

/** Deletes a trashed row for good; the row, or undefined when it is no longer in the trash. */
export async function purgeRow(
  db: Executor,
  kind: TrashKind,
  id: number,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db
    .delete(kind.table as PgTable)
    .where(and(eq(kind.table.id, id), isNotNull(kind.table.deletedAt)))
    .returning();
  return row as Record<string, unknown> | undefined;
}
