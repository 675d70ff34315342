import { PassThrough } from 'node:stream';
import { buildApp } from '../../app';
import { createAdmin } from '../../features/admins/service';
import { sessionCookieFrom, TEST_ADMIN, testConfig } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.cleanup());

it('logs each request and its answer, without cookies or passwords', async () => {
  const stream = new PassThrough();
  const lines: string[] = [];
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  const config = testConfig({ logLevel: 'info' });
  await createAdmin(database.db, TEST_ADMIN, config);
  const app = await buildApp({ db: database.db, config, logStream: stream });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    const cookie = sessionCookieFrom(login);
    await app.inject({
      method: 'GET',
      url: '/api/contact/',
      headers: { cookie, authorization: 'Bearer x' },
    });
  } finally {
    await app.close();
  }

  const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const completed = entries.filter((entry) => entry.msg === 'request completed');
  expect(completed.map((entry) => (entry.res as { statusCode: number }).statusCode)).toEqual([
    200, 200,
  ]);
  expect(
    entries.some((entry) => (entry.req as { url?: string } | undefined)?.url === '/api/contact/'),
  ).toBe(true);
  const text = lines.join('\n');
  expect(text).not.toContain('parish_session');
  expect(text).not.toContain(TEST_ADMIN.password);
  expect(text).not.toContain('Bearer');
});
