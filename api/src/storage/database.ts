import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FileStorage } from './file-storage';
import type { Database } from '../db';
import { storedFiles } from '../db/tables';
import { saveUnderNewKey, parseStorageKey } from './keys';

/** What one query reads of a file: a request holds at most this much of it in memory. */
export const DATABASE_SLICE_BYTES = 256 * 1024;

/**
 * Files in the database's `stored_files` table (`STORAGE=database`, the
 * default): every API instance on the same database, PGlite or PostgreSQL,
 * serves the same files, and a backup of the database holds them too. A file
 * is streamed in slices of DATABASE_SLICE_BYTES (`substring` of the bytea),
 * so a long audio file or a range of it never sits whole in memory.
 */
export function createDatabaseStorage(db: Database): FileStorage {
  async function sizeOf(key: string) {
    const [row] = await db
      .select({ size: storedFiles.size })
      .from(storedFiles)
      .where(eq(storedFiles.key, key));
    return row ? { size: row.size } : null;
  }

  async function put(key: string, data: Buffer) {
    await db
      .insert(storedFiles)
      .values({ key, size: data.length, data })
      .onConflictDoUpdate({ target: storedFiles.key, set: { size: data.length, data } });
  }

  /** Bytes `start` to `end` (included), a slice per query. */
  async function* slices(key: string, start: number, end: number) {
    for (let offset = start; offset <= end; offset += DATABASE_SLICE_BYTES) {
      const length = Math.min(DATABASE_SLICE_BYTES, end - offset + 1);
      const [row] = await db
        .select({
          slice: sql<
            Buffer | Uint8Array
          >`substring(${storedFiles.data} from ${offset + 1} for ${length})`,
        })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      if (!row) throw new Error(`${key} was removed while it was being read`);
      yield Buffer.from(row.slice);
    }
  }

  return {
    save: saveUnderNewKey(put),

    put,

    async open(key, range) {
      const parsed = parseStorageKey(key);
      if (!parsed) return null;
      const found = await sizeOf(key);
      if (!found) return null;
      const start = range?.start ?? 0;
      const end = range?.end ?? found.size - 1;
      return {
        stream: Readable.from(end >= start ? slices(key, start, end) : [], { objectMode: false }),
        size: found.size,
        type: parsed.type,
      };
    },

    stat: (key) => (parseStorageKey(key) ? sizeOf(key) : Promise.resolve(null)),

    async remove(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },

    async *keys() {
      const rows = await db.select({ key: storedFiles.key }).from(storedFiles);
      for (const row of rows) yield row.key;
    },
  };
}
