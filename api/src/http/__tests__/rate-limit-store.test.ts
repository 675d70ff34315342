import { TOO_MANY_LOGIN_ATTEMPTS_MESSAGE } from '@parish/shared-types';
import { buildApp } from '../../app';
import { rateLimitCounters } from '../../db/tables';
import { createTestApp, type TestApp } from '../../testing/app';
import { countHit, deleteExpiredCounters } from '../../lib/rate-counters';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: { max: 3, windowMs: 60_000 } });
});
afterAll(() => t?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('login rate limit across API instances', () => {
  it('counts attempts from one address on every instance sharing the database', async () => {
    // A second instance: another process in production, here another app on the same database.
    const other = await buildApp({ db: t.db, config: t.config });
    try {
      const attempt = (app: typeof other, ip: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: ip,
          payload: { email: 'x@example.org', password: 'wrong-password' },
        });
      expect((await attempt(t.app, '10.1.0.1')).statusCode).toBe(401);
      expect((await attempt(other, '10.1.0.1')).statusCode).toBe(401);
      expect((await attempt(t.app, '10.1.0.1')).statusCode).toBe(401);
      const blocked = await attempt(other, '10.1.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: TOO_MANY_LOGIN_ATTEMPTS_MESSAGE });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(50);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect((await attempt(t.app, '10.1.0.2')).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('countHit', () => {
  it('counts within a window and starts again once it has ended', async () => {
    expect(await countHit(t.db, 'test|a', 200)).toMatchObject({ current: 1 });
    const second = await countHit(t.db, 'test|a', 200);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(200);
    await sleep(250);
    expect(await countHit(t.db, 'test|a', 200)).toMatchObject({ current: 1 });
  });

  it('counts simultaneous hits exactly', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => countHit(t.db, 'test|burst', 60_000)),
    );
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('sweeps counters whose window has ended', async () => {
    await countHit(t.db, 'test|old', 1);
    await sleep(20);
    await deleteExpiredCounters(t.db);
    const keys = (await t.db.select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys).not.toContain('test|old');
    expect(keys).toContain('test|burst');
  });
});
