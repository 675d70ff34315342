import { apiPaths, type DailyVerse } from '@parish/shared-types';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../../app';
import { todayIn } from '../../../../lib/dates';
import { testConfig } from '../../../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../../../testing/database';
import { fallbackVerseFor } from '../fallback-verses';
import {
  closedServiceUrl,
  manna,
  startVerseService,
  type FakeVerseService,
  type Reply,
} from './verse-service';

// One database for the file (the verse never touches it); a new app, and so an empty cache, per test.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.cleanup());

let app: FastifyInstance | undefined;
let service: FakeVerseService | undefined;
afterEach(async () => {
  await app?.close();
  await service?.close();
  app = undefined;
  service = undefined;
});

async function appWithConfig(verse?: { serviceUrl: string; timeoutMs: number }) {
  app = await buildApp({ db: database.db, config: testConfig(verse ? { verse } : {}) });
  return app;
}

const appAskingService = (serviceUrl: string, timeoutMs = 2000) =>
  appWithConfig({ serviceUrl, timeoutMs });

async function appWithService(reply: () => Reply, timeoutMs?: number) {
  service = await startVerseService(reply);
  return appAskingService(service.url, timeoutMs);
}

const todaysFallback = (): DailyVerse => ({
  verse: { details: fallbackVerseFor(todayIn('UTC')) },
});

describe('GET /api/verse/daily', () => {
  it("answers the service's verse of the day", async () => {
    const api = await appWithService(() => ({
      body: manna(' The LORD is my shepherd; I shall not want. ', 'Psalm 23:1'),
    }));

    const response = await api.inject({ method: 'GET', url: apiPaths.dailyVerse });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      verse: {
        details: { text: 'The LORD is my shepherd; I shall not want.', reference: 'Psalm 23:1' },
      },
    });
    expect(service?.requests).toEqual(['format=json&order=daily']);
  });

  it('asks the service once for many visitors on the same day', async () => {
    const api = await appWithService(() => ({ body: manna('Jesus wept.', 'John 11:35') }));

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api.inject({ method: 'GET', url: '/api/verse/daily/' })),
    );
    const later = await api.inject({ method: 'GET', url: apiPaths.dailyVerse });

    for (const response of [...answers, later]) {
      expect(response.json<DailyVerse>().verse.details.reference).toBe('John 11:35');
    }
    expect(service?.requests).toHaveLength(1);
  });

  it('answers a bundled verse when the service cannot be reached', async () => {
    const api = await appAskingService(await closedServiceUrl());

    const response = await api.inject({ method: 'GET', url: apiPaths.dailyVerse });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(todaysFallback());
  });

  it('answers a bundled verse when the service does not answer in time', async () => {
    const api = await appWithService(() => 'hang', 300);
    const started = Date.now();

    const response = await api.inject({ method: 'GET', url: apiPaths.dailyVerse });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(todaysFallback());
    expect(service?.requests).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it.each<[string, { status?: number; body: string }]>([
    ['an error status', { status: 503, body: manna('Jesus wept.', 'John 11:35') }],
    ['something that is not JSON', { body: '<html>Service Unavailable</html>' }],
    ['JSON without a verse', { body: JSON.stringify({ error: 'rate limited' }) }],
    [
      'a verse without a reference',
      { body: JSON.stringify({ verse: { details: { text: 'x' } } }) },
    ],
    ['an empty verse', { body: manna('   ', 'John 11:35') }],
  ])('answers a bundled verse when the service answers %s', async (_case, reply) => {
    const api = await appWithService(() => reply);

    const response = await api.inject({ method: 'GET', url: apiPaths.dailyVerse });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(todaysFallback());
  });

  it('is public and never reaches the internet in tests', async () => {
    // The default test configuration points at a local port nobody listens on.
    expect(new URL(testConfig().verse.serviceUrl).hostname).toBe('127.0.0.1');
    const visitorsApp = await appWithConfig();

    const response = await visitorsApp.inject({ method: 'GET', url: apiPaths.dailyVerse });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(todaysFallback());
  });
});
