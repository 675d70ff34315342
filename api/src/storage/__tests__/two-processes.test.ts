/**
 * Two API processes on one PostgreSQL database, as behind a load balancer:
 * a photo uploaded through one is served, whole and by ranges, by the other.
 * PGlite is one process's own database, so this runs on the PostgreSQL pass
 * only (TEST_DATABASE_URL); storage.test.ts proves the same with two apps
 * in one process on either database.
 */
import path from 'node:path';
import type { Photo } from '@parish/shared-types';
import { startApi, type RunningApi } from '../../bench/server';
import { testPostgresUrl } from '../../testing/database';
import { createTestApp, type TestApp } from '../../testing/app';
import { filePart, multipartBody, PNG_BYTES } from '../../testing/uploads';

const describeOnPostgres = testPostgresUrl() ? describe : describe.skip;

describeOnPostgres('a photo uploaded through one API process', () => {
  let t: TestApp;
  let second: RunningApi | undefined;

  beforeAll(async () => {
    t = await createTestApp();
    // The API as `npm start` runs it, in its own process (the benchmarks' launcher).
    second = await startApi(path.resolve(import.meta.dirname, '../../..'), {
      env: { DATABASE_URL: t.databaseUrl as string, PGLITE_DIR: '' },
    });
  }, 90_000);
  afterAll(async () => {
    await second?.stop();
    await t?.close();
  });

  it('is listed and served, whole and by ranges, by a second process on the same database', async () => {
    const body = multipartBody([filePart('file', PNG_BYTES, 'Parish picnic.png')]);
    const uploaded = await t.inject({
      method: 'POST',
      url: '/api/media/photos/',
      payload: body.payload,
      headers: { ...body.headers, cookie: await t.adminCookie() },
    });
    expect(uploaded.statusCode).toBe(201);
    const photo = uploaded.json<Photo>();

    const listed = await fetch(`${second?.baseUrl}/api/media/photos/`);
    expect(((await listed.json()) as Photo[]).map((each) => each.id)).toContain(photo.id);

    const whole = await fetch(`${second?.baseUrl}${photo.url}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await whole.arrayBuffer()).equals(PNG_BYTES)).toBe(true);

    const ranged = await fetch(`${second?.baseUrl}${photo.url}`, {
      headers: { range: 'bytes=0-7' },
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 0-7/${PNG_BYTES.length}`);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(PNG_BYTES.subarray(0, 8))).toBe(true);
  });
});
