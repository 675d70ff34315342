import { apiPaths } from '@parish/shared-types';
import { buildEventInput } from '@parish/shared-types/testing';
import { createTestApp, type TestApp } from '../../testing/app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/api/__test/boom', async () => {
    throw new Error('boom');
  });
  cookie = await t.adminCookie();
});
afterAll(() => t?.close());

describe('X-Content-Type-Options: nosniff', () => {
  it.each([
    ['a JSON read', { method: 'GET', url: apiPaths.events }],
    ['a path the API does not have', { method: 'GET', url: '/api/nowhere' }],
    ['a body it refuses', { method: 'POST', url: apiPaths.bookings, payload: { event: 'x' } }],
    ['an admin route without a session', { method: 'GET', url: apiPaths.payments }],
    ['a server error', { method: 'GET', url: '/api/__test/boom' }],
    ['the health check', { method: 'GET', url: apiPaths.health }],
    ['a demo illustration', { method: 'GET', url: `${apiPaths.seedImages}nowhere.svg` }],
    [
      'a CORS preflight',
      {
        method: 'OPTIONS',
        url: apiPaths.events,
        headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
      },
    ],
  ] as const)('is on %s', async (_what, request) => {
    const response = await t.inject(request);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('revalidating a read', () => {
  it('answers 304 with no body when the browser already has the answer, 200 once it changed', async () => {
    const first = await t.inject({ method: 'GET', url: apiPaths.events });
    const etag = String(first.headers.etag);
    expect(first.statusCode).toBe(200);
    expect(etag).toMatch(/^".+"$/);

    const again = await t.inject({
      method: 'GET',
      url: apiPaths.events,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const created = await t.inject({
      method: 'POST',
      url: apiPaths.events,
      headers: { cookie },
      payload: buildEventInput(),
    });
    expect(created.statusCode).toBe(201);
    const changed = await t.inject({
      method: 'GET',
      url: apiPaths.events,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('puts no ETag on failures or writes', async () => {
    const missing = await t.inject({ method: 'GET', url: apiPaths.event(999_999) });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const write = await t.inject({
      method: 'POST',
      url: apiPaths.newsletter,
      payload: { email: 'a@b.org' },
    });
    expect(write.headers.etag).toBeUndefined();
  });
});

describe('helmet, for a JSON API', () => {
  it('gives a JSON answer a policy that loads nothing, no framing and no referrer, and no HSTS on an http site', async () => {
    const response = await t.inject({ method: 'GET', url: apiPaths.events });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('leaves the docs page its own policy (inline styles only), which still renders', async () => {
    const response = await t.inject({ method: 'GET', url: apiPaths.docsPage });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(response.body).toContain('<h1');
  });

  it('adds HSTS on an https site', async () => {
    const https = await createTestApp({ cookieSecure: true });
    try {
      const response = await https.inject({ method: 'GET', url: apiPaths.health });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await https.close();
    }
  });
});
