import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db';
import { sermons } from '../tables';

export type SermonRow = typeof sermons.$inferSelect;

/** Newest first, as the Sermons tab and the feed show them. */
export const SERMON_ORDER = [desc(sermons.date), desc(sermons.id)];

export async function findSermon(db: Executor, id: number): Promise<SermonRow | undefined> {
  const [row] = await db.select().from(sermons).where(eq(sermons.id, id));
  return row;
}

export async function listSermonRows(db: Executor): Promise<SermonRow[]> {
  return db
    .select()
    .from(sermons)
    .orderBy(...SERMON_ORDER);
}

/** Sets (or, with nulls, clears) a sermon's recording; the row as it was before, or undefined. */
export async function replaceSermonAudio(
  db: Executor,
  id: number,
  audio: { key: string; type: string; bytes: number } | null,
  /** Runs in the same transaction once replaced (the audit log's row). */
  onReplaced?: (tx: Executor, replaced: { before: SermonRow; after: SermonRow }) => Promise<void>,
): Promise<{ before: SermonRow; after: SermonRow } | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(sermons).where(eq(sermons.id, id)).for('update');
    if (!before) return undefined;
    const [after] = await tx
      .update(sermons)
      .set({
        audioKey: audio?.key ?? null,
        audioType: audio?.type ?? null,
        audioBytes: audio?.bytes ?? null,
        updatedAt: new Date(),
      })
      .where(eq(sermons.id, id))
      .returning();
    if (!after) return undefined;
    await onReplaced?.(tx, { before, after });
    return { before, after };
  });
}

/** Deletes the row; what it held (for its file), or undefined when there was none. */
export async function deleteSermonRow(
  db: Executor,
  id: number,
  /** Runs in the same transaction once deleted (the audit log's row). */
  onDeleted?: (tx: Executor, row: SermonRow) => Promise<void>,
): Promise<SermonRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(sermons).where(eq(sermons.id, id)).returning();
    if (row) await onDeleted?.(tx, row);
    return row;
  });
}
