import { apiPaths, type Photo } from '@parish/shared-types';
import type { Database } from '../../db';
import { notFound, ok, type Result } from '../../lib/result';
import { saveWithRecord, type FileStorage, type UploadedFile } from '../../storage';
import { deletePhotoRow, insertPhoto } from './repository';

export { listPhotos } from './repository';

export const PHOTO_NOT_FOUND_MESSAGE = 'Photo not found';

/** Stores the image, then its row (the image is removed again if the row cannot be written). */
export function addPhoto(db: Database, storage: FileStorage, file: UploadedFile): Promise<Photo> {
  return saveWithRecord(storage, { area: 'photos', ...file }, (storageKey, name) =>
    insertPhoto(db, {
      url: apiPaths.photoFile(name),
      filename: file.filename,
      storageKey,
      contentType: file.type.contentType,
      sizeBytes: file.data.length,
    }),
  );
}

/** Deletes the photo's row, then its file. */
export async function deletePhoto(
  db: Database,
  storage: FileStorage,
  id: number,
): Promise<Result<void>> {
  const storageKey = await deletePhotoRow(db, id);
  if (!storageKey) return notFound(PHOTO_NOT_FOUND_MESSAGE);
  await storage.remove(storageKey);
  return ok(undefined);
}
