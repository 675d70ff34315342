import type { Photo } from '@parish/shared-types';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db';
import { single } from '../../../db/rows';
import { photos } from '../tables';

type PhotoRow = typeof photos.$inferSelect;

function toPhotoJson(row: PhotoRow): Photo {
  return {
    id: row.id,
    url: row.url,
    filename: row.filename,
    uploaded_at: row.uploadedAt.toISOString(),
  };
}

export async function insertPhoto(
  db: Executor,
  photo: Omit<typeof photos.$inferInsert, 'id' | 'uploadedAt'>,
): Promise<Photo> {
  return toPhotoJson(single(await db.insert(photos).values(photo).returning()));
}

/** Every photo, newest first. */
export async function listPhotos(db: Executor): Promise<Photo[]> {
  const rows = await db
    .select()
    .from(photos)
    .where(isNull(photos.deletedAt))
    .orderBy(desc(photos.uploadedAt), desc(photos.id));
  return rows.map(toPhotoJson);
}

/** A photo not in the trash, or undefined. */
export async function findPhotoRow(db: Executor, id: number): Promise<Photo | undefined> {
  const [row] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.id, id), isNull(photos.deletedAt)))
    .limit(1);
  return row ? toPhotoJson(row) : undefined;
}

/** Moves the photo to the trash; false when there is no such photo outside it. */
export async function trashPhotoRow(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(photos)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(photos.id, id), isNull(photos.deletedAt)))
    .returning({ id: photos.id });
  return rows.length > 0;
}

/** Whether the stored file `storageKey` is a photo's that is in the trash. */
export async function isTrashedPhotoFile(db: Executor, storageKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.storageKey, storageKey), isNotNull(photos.deletedAt)))
    .limit(1);
  return row !== undefined;
}
