import type { FileStorage } from './file-storage';
import type { StorageArea } from './keys';
import type { FileType } from './file-types';

/**
 * Stores a file, then the database row that points at it (`write` gets the
 * file's key). If the row cannot be written the file is removed again, so a
 * file never outlives a failed request.
 */
export async function saveWithRecord<T>(
  storage: FileStorage,
  file: { area: StorageArea; data: Buffer; type: FileType },
  write: (key: string, name: string) => Promise<T>,
): Promise<T> {
  const key = await storage.save(file.area, file.data, file.type);
  try {
    return await write(key, key.slice(file.area.length + 1));
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}
