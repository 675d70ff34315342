/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when
 * TEST_DATABASE_URL or DATABASE_URL is set — a new PostgreSQL database
 * created on that server for this file and dropped afterwards. (A database
 * rather than a schema, because drizzle-kit's migrations name `public`.)
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../db';

export const API_ROOT = path.resolve(__dirname, '../..');
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');

export function testPostgresUrl(): string | null {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || null;
}

export interface TestDatabase extends DatabaseHandle {
  /** The PostgreSQL test database's URL (for a second process's connections); null on PGlite. */
  url: string | null;
  /** Closes the connection and drops the PostgreSQL test database. */
  cleanup(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = testPostgresUrl();
  if (!serverUrl) {
    const handle = await createDatabase({ pgliteDir: null });
    await handle.migrate(MIGRATIONS_DIR);
    return { ...handle, url: null, cleanup: () => handle.close() };
  }

  const name = `parish_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ databaseUrl: url.toString() });
  await handle.migrate(MIGRATIONS_DIR);
  return {
    ...handle,
    url: url.toString(),
    async cleanup() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        // The pool's end() does not wait for its connections to close: FORCE
        // would then kill them mid-goodbye, and each would log an error.
        for (let attempt = 0; attempt < 40; attempt++) {
          const { rows } = await dropper.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if ((rows[0]?.n ?? 0) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
