/**
 * Backups and restores (docs/operations.md#backups): one dated folder per
 * backup holding the database, the stored files when they live on this
 * machine (`STORAGE=local`), and a manifest of what it holds with every
 * table's row count, which a restore checks against what it brought back.
 *
 * - PostgreSQL: `pg_dump --format=custom`, one snapshot of the whole database
 *   however busy it is (PostgreSQL's own consistent dump), restored with
 *   `pg_restore` in one transaction into an empty database.
 * - PGlite: its own dump of the data directory (`dumpDataDir`), made by the
 *   process that has the database open, so between two of its queries.
 * - Files in the database (the default storage) are in its dump; in S3 they
 *   are the bucket's to keep (versioning, docs/operations.md).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import pg from 'pg';
import { createDatabase, dumpPgliteTemplate, type DatabaseHandle } from '../db';

const run = promisify(execFile);

/** What a backup folder holds, written last: a folder without it is incomplete. */
export interface BackupManifest {
  format: 1;
  created_at: string;
  database: 'postgres' | 'pglite';
  /** Where the files were kept; `local` ones are in `files/`. */
  storage: Config['storage']['driver'];
  /** The newest migration the database had. */
  migration: string | null;
  /** Rows per table (the public schema, drizzle's journal left out). */
  tables: Record<string, number>;
}

export const MANIFEST_FILE = 'manifest.json';
const PG_DUMP_FILE = 'database.pgdump';
const PGLITE_DUMP_FILE = 'database.pglite.tar.gz';
const FILES_DIR = 'files';
const BACKUP_NAME = /^parish-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/;

/** The settings a backup needs from the API's configuration. */
export type BackupConfig = Pick<Config, 'databaseUrl' | 'storage' | 'uploads'>;

/** A backup made: its folder and manifest. */
export interface BackupResult {
  dir: string;
  manifest: BackupManifest;
  /** Older backups removed by the retention setting. */
  removed: string[];
}

/** A way to run one SQL text and read its rows (a drizzle database, or a pg client in a snapshot). */
type Query = (text: string) => Promise<Record<string, unknown>[]>;

const queryOf =
  (handle: DatabaseHandle): Query =>
  async (text) =>
    // drizzle answers PGlite's and node-postgres's results in the same `rows` shape.
    ((await handle.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] })
      .rows;

/** Every table's row count, in name order: what a restore must bring back. */
export async function tableCounts(query: Query): Promise<Record<string, number>> {
  const tables = await query(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const table = String(name);
    const [row] = await query(`select count(*)::int as n from "${table.replace(/"/g, '""')}"`);
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

async function latestMigration(query: Query): Promise<string | null> {
  try {
    const [row] = await query(
      'select hash from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    return row ? String(row.hash) : null;
  } catch {
    // A database never migrated has no journal.
    return null;
  }
}

/** What a backup records of the database beside its dump. */
interface Contents {
  tables: Record<string, number>;
  migration: string | null;
}

async function contentsOf(query: Query): Promise<Contents> {
  return { tables: await tableCounts(query), migration: await latestMigration(query) };
}

/**
 * pg_dump of the whole database in a snapshot this function opens and
 * counts the tables in first, so the manifest's counts are exactly the
 * dump's, however busy the database is meanwhile.
 */
async function dumpPostgres(databaseUrl: string, file: string): Promise<Contents> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const contents = await contentsOf(async (text) => (await client.query(text)).rows);
    await pgTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${rows[0]?.id ?? ''}`,
      `--file=${file}`,
      `--dbname=${databaseUrl}`,
    ]);
    await client.query('commit');
    return contents;
  } finally {
    await client.end();
  }
}

/**
 * Writes a backup of the open database (and the local files) into a new
 * folder under `backupDir`, then keeps the newest `keep` backups there.
 */
export async function makeBackup(
  handle: DatabaseHandle,
  config: BackupConfig,
  { backupDir, keep, now = new Date() }: { backupDir: string; keep: number; now?: Date },
): Promise<BackupResult> {
  const name = `parish-${now.toISOString().replace(/[:.]/g, '-')}`;
  const dir = path.join(backupDir, name);
  const partial = `${dir}.partial`;
  fs.mkdirSync(partial, { recursive: true });
  try {
    let contents: Contents;
    if (handle.driver === 'pglite') {
      // One connection: nothing is written between the counts and the dump.
      contents = await contentsOf(queryOf(handle));
      const dump = await dumpPgliteTemplate(handle, 'gzip');
      fs.writeFileSync(path.join(partial, PGLITE_DUMP_FILE), Buffer.from(await dump.arrayBuffer()));
    } else {
      if (!config.databaseUrl) throw new Error('A PostgreSQL backup needs DATABASE_URL.');
      contents = await dumpPostgres(config.databaseUrl, path.join(partial, PG_DUMP_FILE));
    }
    if (config.storage.driver === 'local' && fs.existsSync(config.uploads.dir)) {
      fs.cpSync(config.uploads.dir, path.join(partial, FILES_DIR), { recursive: true });
    }
    const manifest: BackupManifest = {
      format: 1,
      created_at: now.toISOString(),
      database: handle.driver === 'pglite' ? 'pglite' : 'postgres',
      storage: config.storage.driver,
      ...contents,
    };
    fs.writeFileSync(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.renameSync(partial, dir);
    return { dir, manifest, removed: pruneBackups(backupDir, keep) };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Removes all but the newest `keep` complete backups; answers what it removed. */
function pruneBackups(backupDir: string, keep: number): string[] {
  const backups = listBackups(backupDir);
  const removed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const dir of removed) fs.rmSync(dir, { recursive: true, force: true });
  return removed;
}

/** The complete backups under `backupDir`, oldest first. */
export function listBackups(backupDir: string): string[] {
  if (!fs.existsSync(backupDir)) return [];
  return fs
    .readdirSync(backupDir)
    .filter((name) => BACKUP_NAME.test(name))
    .filter((name) => fs.existsSync(path.join(backupDir, name, MANIFEST_FILE)))
    .sort()
    .map((name) => path.join(backupDir, name));
}

export function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(file)) {
    throw new Error(`${dir} is not a complete backup: it has no ${MANIFEST_FILE}.`);
  }
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${file}: unknown backup format ${manifest.format}.`);
  return manifest;
}

/**
 * Brings a backup into an empty database and storage, the ones `config`
 * names: refuses a database that has tables or a files folder that has
 * files, so a restore never mixes with or overwrites data. Answers the
 * restored database's row counts, after checking them against the manifest.
 */
export async function restoreBackup(
  dir: string,
  config: BackupConfig & Pick<Config, 'pgliteDir'>,
): Promise<Record<string, number>> {
  const manifest = readManifest(dir);
  if ((manifest.database === 'postgres') !== Boolean(config.databaseUrl)) {
    throw new Error(
      manifest.database === 'postgres'
        ? 'This backup is of a PostgreSQL database: set DATABASE_URL to an empty database to restore it.'
        : 'This backup is of the embedded database (PGlite): unset DATABASE_URL and set PGLITE_DIR to an empty folder to restore it.',
    );
  }
  const files = path.join(dir, FILES_DIR);
  if (fs.existsSync(files) && config.storage.driver !== 'local') {
    throw new Error(
      'This backup holds files kept on the API machine: restore it with STORAGE=local.',
    );
  }
  if (fs.existsSync(files) && !isEmptyDir(config.uploads.dir)) {
    throw new Error(`UPLOADS_DIR (${config.uploads.dir}) is not empty: restore into an empty one.`);
  }

  let handle: DatabaseHandle;
  if (manifest.database === 'pglite') {
    if (!config.pgliteDir) throw new Error('Set PGLITE_DIR to the empty folder to restore into.');
    if (!isEmptyDir(config.pgliteDir)) {
      throw new Error(
        `PGLITE_DIR (${config.pgliteDir}) is not empty: restore into an empty folder.`,
      );
    }
    const dump = new Blob([fs.readFileSync(path.join(dir, PGLITE_DUMP_FILE))]);
    handle = await createDatabase({ pgliteDir: config.pgliteDir, pgliteTemplate: dump });
  } else {
    handle = await createDatabase({ databaseUrl: config.databaseUrl });
    try {
      if (Object.keys(await tableCounts(queryOf(handle))).length > 0) {
        throw new Error(
          'The database DATABASE_URL names has tables: restore into an empty database.',
        );
      }
      await pgTool('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${config.databaseUrl}`,
        path.join(dir, PG_DUMP_FILE),
      ]);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  try {
    const restored = await tableCounts(queryOf(handle));
    const missing = Object.entries(manifest.tables).filter(
      ([name, rows]) => restored[name] !== rows,
    );
    if (missing.length > 0) {
      throw new Error(
        `The restored rows differ from the backup's: ${missing.map(([name, rows]) => `${name} (${restored[name] ?? 0} of ${rows})`).join(', ')}.`,
      );
    }
    if (fs.existsSync(files)) fs.cpSync(files, config.uploads.dir, { recursive: true });
    return restored;
  } finally {
    await handle.close();
  }
}

function isEmptyDir(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

/** Runs one of PostgreSQL's client programs, saying how to install it when missing. */
async function pgTool(program: 'pg_dump' | 'pg_restore', args: string[]) {
  try {
    return await run(program, args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        `${program} is not installed: install PostgreSQL's client programs (Debian: apt-get install postgresql-client) in the version of the server or newer.`,
        { cause: error },
      );
    }
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${program} failed${stderr ? `: ${stderr}` : ''}`, { cause: error });
  }
}

/** Where backups go and how many are kept: BACKUP_DIR and BACKUP_KEEP. */
export function backupSettings(
  env: NodeJS.ProcessEnv,
  apiRoot: string,
): { backupDir: string; keep: number } {
  const keepText = env.BACKUP_KEEP?.trim() || '14';
  const keep = Number(keepText);
  if (!Number.isInteger(keep) || keep < 1) {
    throw new Error(
      `BACKUP_KEEP must be a whole number of backups to keep, 1 or more; got "${keepText}".`,
    );
  }
  return {
    backupDir: path.resolve(env.BACKUP_DIR?.trim() || path.join(apiRoot, '.data/backups')),
    keep,
  };
}
