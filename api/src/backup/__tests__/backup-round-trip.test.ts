/**
 * A backup restores: into a fresh database (and files folder), every
 * table's rows are the backup's, and a stored file's bytes come back. On
 * PostgreSQL (TEST_DATABASE_URL, as in CI's second pass) the backup is made
 * while bookings are being written, and every booking acknowledged before
 * it began is restored. Refusals keep existing data untouched.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { apiPaths, type Booking } from '@parish/shared-types';
import { buildBookingInput } from '@parish/shared-types/testing';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../../db';
import { createStorage, PNG } from '../../storage';
import { createTestApp, insertEvent, type TestApp } from '../../testing/app';
import { testPostgresUrl } from '../../testing/database';
import { PNG_BYTES } from '../../testing/uploads';
import { listBackups, makeBackup, readManifest, restoreBackup } from '..';

const onPostgres = testPostgresUrl() !== null;
const tempDirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Every table's rows, each table's in one order, as JSON: what must come back. */
async function everyRow(handle: DatabaseHandle): Promise<Record<string, string[]>> {
  const rowsOf = async (text: string) =>
    ((await handle.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] })
      .rows;
  const tables = await rowsOf(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const all: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await rowsOf(`select * from "${String(name)}"`);
    all[String(name)] = rows.map((row) => JSON.stringify(row, bytesAsHex)).sort();
  }
  return all;
}

function bytesAsHex(_key: string, value: unknown) {
  return value instanceof Uint8Array ? Buffer.from(value).toString('hex') : value;
}

async function readStored(handle: DatabaseHandle, key: string, uploadsDir: string) {
  const storage = createStorage(
    {
      storage: { driver: 'database' },
      uploads: { dir: uploadsDir, maxBytes: 0, audioMaxBytes: 0 },
    },
    handle.db,
  );
  const file = await storage.open(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A new, empty database on the test server (no migrations): where a restore goes. */
async function emptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = testPostgresUrl() ?? '';
  const name = `parish_restore_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

let t: TestApp;
let eventId: number;
let storedKey: string;
beforeAll(async () => {
  t = await createTestApp();
  // Something in most tables: the demo's content is there already; a booking, a file.
  eventId = (await insertEvent(t.db, { maxAttendees: 500, priceCents: 0, title: 'Advent Vespers' }))
    .id;
  await book();
  storedKey = await createStorage(t.config, t.db).save('photos', PNG_BYTES, PNG);
});
afterAll(() => t?.close());

async function book(): Promise<string> {
  const response = await t.inject({
    method: 'POST',
    url: apiPaths.bookings,
    payload: buildBookingInput(eventId, 1),
  });
  expect(response.statusCode).toBe(201);
  return response.json<Booking>().booking_id;
}

const handleOf = (): DatabaseHandle => t.database;

describe(`a backup of the ${onPostgres ? 'PostgreSQL' : 'embedded'} database`, () => {
  it('restores into a fresh instance with every row and the stored file’s bytes', async () => {
    const backupDir = tempDir('parish-backups-');
    const acknowledged = [await book(), await book()];
    // On PostgreSQL, bookings keep coming while the backup is made (the
    // embedded database is backed up by its one process, the API stopped).
    let writing = onPostgres;
    let writtenDuring = 0;
    const during = (async () => {
      while (writing) {
        await book();
        writtenDuring += 1;
      }
    })();
    const backup = await makeBackup(handleOf(), backupConfig(), {
      backupDir,
      keep: 3,
    });
    writing = false;
    await during;
    if (onPostgres) expect(writtenDuring).toBeGreaterThan(0);

    const manifest = readManifest(backup.dir);
    expect(manifest.database).toBe(onPostgres ? 'postgres' : 'pglite');
    expect(manifest.tables.bookings).toBeGreaterThanOrEqual(3);

    const restored = await restoreInto(backup.dir);
    try {
      const rows = await everyRow(restored.handle);
      // Exactly the backup's counts: the snapshot the dump was made in.
      expect(
        Object.fromEntries(Object.entries(rows).map(([name, list]) => [name, list.length])),
      ).toEqual(manifest.tables);
      const ids = (
        (await restored.handle.db.execute(
          sql.raw('select booking_id from bookings'),
        )) as unknown as {
          rows: { booking_id: string }[];
        }
      ).rows;
      expect(ids.map((row) => row.booking_id)).toEqual(expect.arrayContaining(acknowledged));
      expect(await readStored(restored.handle, storedKey, tempDir('uploads-'))).toEqual(PNG_BYTES);
      if (!onPostgres) {
        // Nothing was written meanwhile on PGlite (one connection): the very same rows.
        expect(rows).toEqual(await everyRow(handleOf()));
      }
    } finally {
      await restored.close();
    }
  });

  it('refuses to restore into a database that holds data, and leaves it as it was', async () => {
    const backup = await makeBackup(handleOf(), backupConfig(), {
      backupDir: tempDir('parish-backups-'),
      keep: 1,
    });
    const before = await everyRow(handleOf());
    if (onPostgres) {
      await expect(
        restoreBackup(backup.dir, { ...t.config, databaseUrl: t.databaseUrl, pgliteDir: null }),
      ).rejects.toThrow(
        'The database DATABASE_URL names has tables: restore into an empty database.',
      );
    } else {
      const used = tempDir('pglite-');
      fs.writeFileSync(path.join(used, 'PG_VERSION'), '17');
      await expect(
        restoreBackup(backup.dir, { ...t.config, databaseUrl: null, pgliteDir: used }),
      ).rejects.toThrow(/PGLITE_DIR \(.*\) is not empty: restore into an empty folder\./);
    }
    expect(await everyRow(handleOf())).toEqual(before);
  });

  it('keeps the newest backups the retention setting names', async () => {
    const backupDir = tempDir('parish-backups-');
    const made: string[] = [];
    for (let day = 1; day <= 3; day++) {
      const { dir } = await makeBackup(handleOf(), backupConfig(), {
        backupDir,
        keep: 2,
        now: new Date(`2026-12-0${day}T02:30:00Z`),
      });
      made.push(dir);
    }
    expect(listBackups(backupDir)).toEqual(made.slice(1));
  });
});

describe('files kept on the API machine (STORAGE=local)', () => {
  it('are in the backup, and come back into an empty UPLOADS_DIR byte for byte', async () => {
    const uploads = tempDir('uploads-');
    fs.mkdirSync(path.join(uploads, 'photos'));
    fs.writeFileSync(path.join(uploads, 'photos', 'abc.png'), PNG_BYTES);
    const config = {
      ...backupConfig(),
      storage: { driver: 'local' as const },
      uploads: { ...t.config.uploads, dir: uploads },
    };
    const backup = await makeBackup(handleOf(), config, {
      backupDir: tempDir('parish-backups-'),
      keep: 1,
    });

    const target = tempDir('uploads-restored-');
    const restored = await restoreInto(backup.dir, {
      storage: { driver: 'local' },
      uploadsDir: target,
    });
    await restored.close();
    expect(fs.readFileSync(path.join(target, 'photos', 'abc.png'))).toEqual(PNG_BYTES);

    // A second restore into the now filled folder is refused before anything is written.
    await expect(
      restoreInto(backup.dir, { storage: { driver: 'local' }, uploadsDir: target }),
    ).rejects.toThrow(/UPLOADS_DIR \(.*\) is not empty: restore into an empty one\./);
  });
});

function backupConfig() {
  return { ...t.config, databaseUrl: t.databaseUrl };
}

/** Restores into a fresh database (and files folder), and opens it. */
async function restoreInto(
  dir: string,
  files: { storage: { driver: 'local' | 'database' }; uploadsDir: string } = {
    storage: { driver: 'database' },
    uploadsDir: tempDir('uploads-'),
  },
): Promise<{ handle: DatabaseHandle; close(): Promise<void> }> {
  const base = {
    ...t.config,
    storage: files.storage,
    uploads: { ...t.config.uploads, dir: files.uploadsDir },
  };
  if (onPostgres) {
    const fresh = await emptyPostgresDatabase();
    try {
      await restoreBackup(dir, { ...base, databaseUrl: fresh.url, pgliteDir: null });
    } catch (error) {
      await fresh.drop();
      throw error;
    }
    const handle = await createDatabase({ databaseUrl: fresh.url });
    return {
      handle,
      async close() {
        await handle.close();
        await fresh.drop();
      },
    };
  }
  const pgliteDir = path.join(tempDir('pglite-restore-'), 'data');
  await restoreBackup(dir, { ...base, databaseUrl: null, pgliteDir });
  const handle = await createDatabase({ pgliteDir });
  return { handle, close: () => handle.close() };
}
