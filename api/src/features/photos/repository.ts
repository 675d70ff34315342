import type { Photo } from '@parish/shared-types';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import { single } from '../../db/rows';
import { photos } from '../../db/schema';

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
  const rows = await db.select().from(photos).orderBy(desc(photos.uploadedAt), desc(photos.id));
  return rows.map(toPhotoJson);
}

/** Deletes the row; returns its file's storage key, or null when there was no such photo. */
export async function deletePhotoRow(db: Executor, id: number): Promise<string | null> {
  const [row] = await db
    .delete(photos)
    .where(eq(photos.id, id))
    .returning({ storageKey: photos.storageKey });
  return row?.storageKey ?? null;
}
