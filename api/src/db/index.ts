/**
 * Opens the database: PostgreSQL when DATABASE_URL is set, otherwise the
 * embedded PGlite (Postgres compiled to WASM) in a data directory. Both give
 * the same drizzle type, so the rest of the API does not know which it has.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDirectoryLock } from './pglite-lock';
// No schema is given to drizzle: the API writes its queries with the query
// builder (each module's tables.ts), never the relational `db.query` API.
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or a transaction: what repository functions take. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the SQL migrations in `folder` that have not run yet. */
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | null;
  /** PGlite's data directory; null or undefined for an in-memory database. */
  pgliteDir?: string | null;
  /**
   * An in-memory PGlite's starting contents: a data directory dumped by
   * `dumpPgliteTemplate`. Starting from one skips initdb, PGlite's slowest step.
   */
  pgliteTemplate?: Blob;
}

/** Arbitrary key for the advisory lock that serialises start-up work between instances. */
export const STARTUP_LOCK_KEY = 7_405_319;

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.pgliteDir ?? null, options.pgliteTemplate);
}

/**
 * The whole data directory of an open PGlite, as a tarball `pgliteTemplate`
 * takes (gzipped for a backup): PGlite's own dump, made between two queries.
 */
export async function dumpPgliteTemplate(
  handle: DatabaseHandle,
  compression: 'none' | 'gzip' = 'none',
): Promise<Blob> {
  const client = pgliteClients.get(handle);
  if (!client) throw new Error('dumpPgliteTemplate needs a PGlite database');
  return client.dumpDataDir(compression);
}

const pgliteClients = new WeakMap<DatabaseHandle, PGlite>();

async function openPglite(dataDir: string | null, template?: Blob): Promise<DatabaseHandle> {
  let release = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = acquireDirectoryLock(dataDir);
  }
  try {
    // A template fills a new directory (a restore) or starts an in-memory database.
    const client = new PGlite({
      ...(dataDir && { dataDir }),
      ...(template && { loadDataDir: template }),
    });
    await client.waitReady;
    const db = drizzlePglite({ client });
    const handle: DatabaseHandle = {
      db,
      driver: 'pglite',
      // One process owns a PGlite directory (see the lock), so no cross-process lock is needed.
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
    pgliteClients.set(handle, client);
    return handle;
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (error) => console.error('PostgreSQL connection error:', error.message));
  const db = drizzlePg({ client: pool });
  try {
    await db.execute(sql`select 1`);
  } catch (error) {
    await pool.end();
    throw new Error(`Cannot connect to PostgreSQL (DATABASE_URL): ${(error as Error).message}`, {
      cause: error,
    });
  }
  return {
    db,
    driver: 'postgres',
    async migrate(folder) {
      // Several API instances may start together: one migrates, the others wait.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          await migratePg(drizzlePg({ client }), { migrationsFolder: folder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
