import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { startAppServer } from '@parish/site-server';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { outboxMails } from '../../modules/messaging/tables';
import { testConfig } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/database';

const TOKEN = 'api-metrics-token-0123456789';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.cleanup());

/** Every JSON line the app logs. */
function captureLog() {
  const stream = new PassThrough();
  const lines: Array<Record<string, unknown>> = [];
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line));
  });
  return { stream, lines };
}

async function appWith(overrides: Partial<Config>, logStream?: NodeJS.WritableStream) {
  const app = await buildApp({ db: database.db, config: testConfig(overrides), logStream });
  await app.ready();
  return app;
}

describe('/metrics', () => {
  it('is the ordinary 404 without the token, and when no token is set', async () => {
    const app = await appWith({ metricsToken: TOKEN });
    const unset = await appWith({});
    try {
      const missing = await app.inject({ method: 'GET', url: '/no-such-path' });
      for (const authorization of [undefined, 'Bearer wrong-token', TOKEN]) {
        const answer = await app.inject({
          method: 'GET',
          url: '/metrics',
          headers: authorization ? { authorization } : {},
        });
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toEqual(missing.json());
      }
      const answer = await unset.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await app.close();
      await unset.close();
    }
  });

  it('gives requests by route pattern, the outbox and the periodic jobs with the token', async () => {
    const app = await appWith({ metricsToken: TOKEN });
    try {
      await database.db.insert(outboxMails).values({
        kind: 'contact-receipt',
        toAddress: 'someone@example.org',
        subject: 'Waiting',
        data: {},
        messageId: '<waiting@parish.test>',
        createdAt: new Date(Date.now() - 3_600_000),
      });
      await app.inject({ method: 'GET', url: '/api/events/' });
      const answer = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(answer.statusCode).toBe(200);
      const text = answer.body;
      expect(text).toMatch(
        /http_requests_total\{method="GET",route="\/api\/events\/",status_code="200"\} 1/,
      );
      expect(text).toMatch(
        /http_request_duration_seconds_count\{method="GET",route="\/api\/events\/"/,
      );
      expect(text).toMatch(/^outbox_pending_mails 1$/m);
      const age = Number(/^outbox_oldest_pending_age_seconds (\S+)$/m.exec(text)?.[1]);
      expect(age).toBeGreaterThanOrEqual(3_600);
      expect(text).toMatch(/^periodic_job_lag_seconds\{job="waitlist sweep"\} \d/m);
    } finally {
      await app.close();
      await database.db.delete(outboxMails);
    }
  });
});

describe('request ids', () => {
  it("take a trusted proxy's X-Request-Id, and ignore anyone else's", async () => {
    const trusted = captureLog();
    const behindProxy = await appWith(
      { logLevel: 'info', trustProxy: ['loopback'] },
      trusted.stream,
    );
    const open = captureLog();
    const direct = await appWith({ logLevel: 'info', trustProxy: false }, open.stream);
    try {
      const proxied = await behindProxy.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'site-4b1d' },
      });
      expect(proxied.headers['x-request-id']).toBe('site-4b1d');
      expect(trusted.lines.some((line) => line.reqId === 'site-4b1d')).toBe(true);

      const forged = await direct.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'site-4b1d' },
      });
      expect(forged.headers['x-request-id']).not.toBe('site-4b1d');
      expect(JSON.stringify(open.lines)).not.toContain('site-4b1d');
    } finally {
      await behindProxy.close();
      await direct.close();
    }
  });

  it("show one id for one request in the site server's log and the API's", async () => {
    const apiLog = captureLog();
    const api = await appWith({ logLevel: 'info', trustProxy: ['loopback'] }, apiLog.stream);
    await api.listen({ port: 0, host: '127.0.0.1' });
    const dir = mkdtempSync(path.join(os.tmpdir(), 'parish-request-id-'));
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist/index.html'), '<!doctype html><title>Parish</title>');
    const siteLog = captureLog();
    const site = await startAppServer({
      root: path.join(dir, 'dist'),
      port: 0,
      apiOrigin: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`,
      logLevel: 'info',
      logStream: siteLog.stream,
    });
    try {
      const answer = await fetch(`${site.url}/api/events/`);
      expect(answer.status).toBe(200);
      await answer.text();
      const id = answer.headers.get('x-request-id') ?? '';
      const idsIn = (lines: Array<Record<string, unknown>>) =>
        new Set(lines.filter((line) => line.req !== undefined).map((line) => line.reqId));
      expect([...idsIn(siteLog.lines)]).toEqual([id]);
      expect([...idsIn(apiLog.lines)]).toEqual([id]);
    } finally {
      await site.close();
      await api.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
