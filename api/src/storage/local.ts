import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FileStorage } from './file-storage';
import { saveUnderNewKey, parseStorageKey, STORAGE_AREAS } from './keys';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files in a local directory (`STORAGE=local`, `UPLOADS_DIR`), one
 * sub-directory per area. A file appears under its final name only once
 * completely written (written to a temporary name, then renamed), so a crash
 * never leaves half a photo. Only the machine that holds the directory can
 * serve them: a second API instance needs the database or S3 storage.
 */
export function createLocalStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!parseStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(root, key);
  };

  async function writeAtomically(key: string, data: Buffer) {
    const target = pathOf(key);
    const temporary = path.join(path.dirname(target), `.upload-${randomBytes(8).toString('hex')}`);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    try {
      await fs.promises.writeFile(temporary, data, { flag: 'wx', mode: 0o640 });
      await fs.promises.rename(temporary, target);
    } catch (error) {
      await fs.promises.rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    save: saveUnderNewKey(writeAtomically),

    put: writeAtomically,

    async open(key, range) {
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
        return { stream: handle.createReadStream(range ?? {}), size, type: parsed.type };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async stat(key) {
      if (!parseStorageKey(key)) return null;
      try {
        return { size: (await fs.promises.stat(pathOf(key))).size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },

    async *keys() {
      for (const area of STORAGE_AREAS) {
        let names: string[];
        try {
          names = await fs.promises.readdir(path.join(root, area));
        } catch (error) {
          if (isMissing(error)) continue;
          throw error;
        }
        for (const name of names) {
          const key = `${area}/${name}`;
          if (parseStorageKey(key)) yield key;
        }
      }
    },
  };
}
