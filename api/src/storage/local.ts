import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FileStorage } from '.';
import { newStorageKey, parseStorageKey } from './keys';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files in a local directory (`UPLOADS_DIR`), one sub-directory per area.
 * A file appears under its final name only once completely written (written
 * to a temporary name, then renamed), so a crash never leaves half a photo.
 * Several API instances need a shared directory (or another `FileStorage`).
 */
export function createLocalStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!parseStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(root, key);
  };

  return {
    async save(area, data, type) {
      const key = newStorageKey(area, type);
      const target = pathOf(key);
      const temporary = path.join(root, area, `.upload-${randomBytes(8).toString('hex')}`);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      try {
        await fs.promises.writeFile(temporary, data, { flag: 'wx', mode: 0o640 });
        await fs.promises.rename(temporary, target);
      } catch (error) {
        await fs.promises.rm(temporary, { force: true });
        throw error;
      }
      return key;
    },

    async open(key) {
      const parsed = parseStorageKey(key);
      if (!parsed) return null;
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(pathOf(key), 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size, type: parsed.type };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async remove(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
  };
}
