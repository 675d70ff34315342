import { apiPaths, type Photo } from '@parish/shared-types';
import type { Database, Executor } from '../../../db';
import type { RecordInTransaction } from '../../platform';
import { notFound, ok, type Result } from '../../../lib/result';
import { saveWithRecord, type FileStorage, type UploadedFile } from '../../../storage';
import { findPhotoRow, insertPhoto, trashPhotoRow } from './repository';

export { isTrashedPhotoFile } from './repository';

export { listPhotos } from './repository';

export const PHOTO_NOT_FOUND_MESSAGE = 'Photo not found';

/**
 * Stores the image, then its row (the image is removed again if the row
 * cannot be written); `record` runs in the row's transaction (the audit row).
 */
export function addPhoto(
  db: Database,
  storage: FileStorage,
  file: UploadedFile,
  record?: RecordInTransaction<Photo>,
): Promise<Photo> {
  return saveWithRecord(storage, { area: 'photos', ...file }, (storageKey, name) =>
    db.transaction(async (tx) => {
      const photo = await insertPhoto(tx, {
        url: apiPaths.photoFile(name),
        filename: file.filename,
        storageKey,
        contentType: file.type.contentType,
        sizeBytes: file.data.length,
      });
      await record?.(tx, photo);
      return photo;
    }),
  );
}

/** The photo's JSON, or null: the audit's before. */
export async function findPhoto(db: Executor, id: number): Promise<Photo | null> {
  return (await findPhotoRow(db, id)) ?? null;
}

/**
 * Moves the photo to the trash (features/trash): it leaves the gallery at
 * once; the purge deletes its row and file after 30 days.
 */
export async function deletePhoto(db: Executor, id: number): Promise<Result<void>> {
  return (await trashPhotoRow(db, id)) ? ok(undefined) : notFound(PHOTO_NOT_FOUND_MESSAGE);
}
