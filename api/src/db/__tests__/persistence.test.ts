import { buildEventInput } from '@parish/shared-types/testing';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app';
import { sessionCookieOf, testConfig } from '../../testing/app';
import { MIGRATIONS_DIR, testPostgresUrl } from '../../testing/database';
import { createDatabase } from '..';
import { createAdmin } from '../../modules/identity';

// These are about PGlite's data directory; with PostgreSQL there is none.
const describePglite = testPostgresUrl() ? describe.skip : describe;

describePglite('PGlite data directory', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-pglite-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps data across closing and reopening', async () => {
    const pgliteDir = path.join(dir, 'pg');
    const config = testConfig({ pgliteDir });

    const first = await createDatabase({ pgliteDir });
    await first.migrate(MIGRATIONS_DIR);
    await createAdmin(
      first.db,
      { email: 'a@example.org', name: 'A', password: 'password-1' },
      config,
    );
    const app = await buildApp({ db: first.db, config });
    const cookie = sessionCookieOf(
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@example.org', password: 'password-1' },
      }),
    );
    const created = await app.inject({
      method: 'POST',
      url: '/api/events/',
      headers: { cookie: `parish_session=${cookie.value}` },
      payload: buildEventInput({ title: 'Survives a restart' }),
    });
    expect(created.statusCode).toBe(201);
    await app.close();
    await first.close();

    const second = await createDatabase({ pgliteDir });
    try {
      await second.migrate(MIGRATIONS_DIR);
      const reopened = await buildApp({ db: second.db, config });
      const list = await reopened.inject({ method: 'GET', url: '/api/events/' });
      expect(list.json()).toEqual([created.json()]);
      // The session row survived too.
      const session = await reopened.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { cookie: `parish_session=${cookie.value}` },
      });
      expect(session.statusCode).toBe(200);
      await reopened.close();
    } finally {
      await second.close();
    }
    // Two databases on disk, each migrated from nothing: on a slow two-core
    // machine, beside the suite's other worker, that alone passed 30 s.
  }, 120_000);

  it('refuses a second opener of the same directory while it is in use', async () => {
    const pgliteDir = path.join(dir, 'pg');
    const first = await createDatabase({ pgliteDir });
    try {
      // The lock records this process, so pretend the holder is another live process.
      fs.writeFileSync(`${pgliteDir}.lock`, String(process.ppid));
      await expect(createDatabase({ pgliteDir })).rejects.toThrow(/in use by another process/);
    } finally {
      fs.writeFileSync(`${pgliteDir}.lock`, String(process.pid));
      await first.close();
    }
    expect(fs.existsSync(`${pgliteDir}.lock`)).toBe(false);
  });

  it('takes over a lock left by a process that is gone', async () => {
    const pgliteDir = path.join(dir, 'pg');
    fs.mkdirSync(pgliteDir, { recursive: true });
    fs.writeFileSync(`${pgliteDir}.lock`, '999999999');
    const database = await createDatabase({ pgliteDir });
    await database.close();
  });
});
