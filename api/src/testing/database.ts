/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when
 * TEST_DATABASE_URL or DATABASE_URL is set — a new PostgreSQL database
 * created on that server for this file and dropped afterwards. (A database
 * rather than a schema, because drizzle-kit's migrations name `public`.)
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, dumpPgliteTemplate, type DatabaseHandle } from '../db';

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
    const handle = await createDatabase({
      pgliteDir: null,
      pgliteTemplate: await migratedPgliteTemplate(),
    });
    // Nothing to do when the template is current; kept so a stale one cannot pass unnoticed.
    await handle.migrate(MIGRATIONS_DIR);
    // The handle itself, not a copy: PGlite's dump finds its client by it.
    return Object.assign(handle, { url: null, cleanup: () => handle.close() });
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

/**
 * A migrated, empty PGlite data directory, made once per set of migrations
 * and PGlite version and kept in the system's temporary folder. Starting each
 * test file's database from it takes about 0.7 s instead of 3–4 s of initdb
 * and migrations, which across the API's test files is minutes of CI.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `parish-pglite-template-${templateKey()}.tar`);
  try {
    return new TemplateBytes(fs.readFileSync(file));
  } catch {
    // Not made yet: make it below.
  }
  const handle = await createDatabase({ pgliteDir: null });
  try {
    await handle.migrate(MIGRATIONS_DIR);
    const template = await dumpPgliteTemplate(handle);
    // Written aside and renamed, so a parallel test file never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await template.arrayBuffer()));
    fs.renameSync(partial, file);
    return template;
  } finally {
    await handle.close();
  }
}

/**
 * The template file's bytes, as the Blob PGlite loads a data directory from.
 * A Blob made of the ~43 MB buffer copies it, and PGlite's `arrayBuffer()`
 * then reads that copy back in chunks and joins them: about 0.1 s of CPU
 * for each test file. PGlite only asks for `arrayBuffer()` (and the type, to
 * tell a tarball from a gzipped one), which this hands the bytes to as read.
 */
class TemplateBytes extends Blob {
  readonly #contents: Buffer;

  constructor(contents: Buffer) {
    super([], { type: 'application/x-tar' });
    this.#contents = contents;
  }

  override get size() {
    return this.#contents.byteLength;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.#contents;
    // readFileSync's buffer of a file this size is its own, not Node's shared pool.
    return Promise.resolve(
      byteOffset === 0 && byteLength === buffer.byteLength
        ? (buffer as ArrayBuffer)
        : (buffer.slice(byteOffset, byteOffset + byteLength) as ArrayBuffer),
    );
  }

  // Read any other way, this Blob would look empty (and PGlite run initdb): say so instead.
  override slice(): never {
    throw new Error('TemplateBytes: PGlite read the template other than by arrayBuffer()');
  }

  override stream(): never {
    return this.slice();
  }

  override text(): never {
    return this.slice();
  }

  override bytes(): never {
    return this.slice();
  }
}

/** Changes with any migration file or PGlite's version, so a template is never stale. */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  const journal = path.join(MIGRATIONS_DIR, 'meta', '_journal.json');
  hash.update(fs.readFileSync(journal));
  for (const name of fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(fs.readFileSync(path.join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

function pgliteVersion(): string {
  // The package exports no package.json: walk up from its entry point to it.
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (
    JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }
  ).version;
}
