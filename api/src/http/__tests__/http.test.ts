import { SERVER_ERROR_MESSAGE } from '@parish/shared-types';
import { buildEventInput } from '@parish/shared-types/testing';
import { products } from '../../modules/content/tables';
import { createTestApp, type TestApp } from '../../testing/app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ bodyLimitBytes: 1024 * 1024 });
  // Routes that fail on purpose, to see what a visitor gets.
  t.app.get('/api/__test/boom', async () => {
    throw new Error('database password is hunter2');
  });
  t.app.get('/api/__test/reject', async () => Promise.reject(new TypeError('x is undefined')));
  cookie = await t.adminCookie();
});
afterAll(() => t?.close());

describe('error contract', () => {
  it('answers malformed JSON with 400 naming body', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/bookings/',
      headers: { 'content-type': 'application/json' },
      payload: '{"event": 1,',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The request body is not valid JSON.',
      fields: { body: 'The request body is not valid JSON.' },
    });
  });

  it.each([
    ['an array', '[1,2]'],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['nothing', ''],
  ])('answers a JSON body that is %s with 400 naming body', async (_label, payload) => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/bookings/',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Send the data as a JSON object.',
      fields: { body: 'Send the data as a JSON object.' },
    });
  });

  it('refuses prototype poisoning as a client error', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/bookings/',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('body');
  });

  it.each([
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
  ])('answers Content-Type %s with 415', async (contentType) => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/events/',
      headers: { 'content-type': contentType, cookie },
      payload: 'title=x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'Send the request body as JSON (Content-Type: application/json).',
    });
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/events/',
      headers: { 'content-type': 'application/json', cookie },
      payload: JSON.stringify(buildEventInput({ description: 'x'.repeat(1024 * 1024) })),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'The request body is too large (at most 1 MB).',
      fields: { body: 'The request body is too large (at most 1 MB).' },
    });
  });

  it('answers unknown routes and methods with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['GET', '/'],
      ['PUT', '/api/events/'],
      ['GET', '/api/static/seed/missing.svg'],
      ['GET', '/api/static/seed/../../package.json'],
    ] as const) {
      const response = await t.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('answers a malformed URL with 400, not 500', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/bookings/%E0%A4%A/' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('message');
  });

  it('hides unexpected errors behind a generic 500', async () => {
    for (const url of ['/api/__test/boom', '/api/__test/reject']) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: SERVER_ERROR_MESSAGE });
      expect(response.body).not.toContain('hunter2');
    }
  });
});

describe('GET /api/health', () => {
  it('answers 200 when the database answers', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers the same on /api/health/ready, for a load balancer, never cached', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('says the process is alive on /api/health/live', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/shop/', () => {
  it('lists products in the shared shape with dollar prices', async () => {
    await t.db.insert(products).values([
      {
        title: 'Rosary',
        description: 'Olive wood',
        priceCents: 1250,
        image: '/api/static/seed/product-rosary.svg',
      },
      {
        title: 'Candle',
        description: 'Beeswax',
        priceCents: 900,
        image: 'https://example.org/c.png',
      },
    ]);
    const response = await t.inject({ method: 'GET', url: '/api/shop/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: expect.any(Number),
        title: 'Rosary',
        description: 'Olive wood',
        // No Spanish written by the office: the page shows the English.
        title_es: null,
        description_es: null,
        price: 12.5,
        image: '/api/static/seed/product-rosary.svg',
      },
      {
        id: expect.any(Number),
        title: 'Candle',
        description: 'Beeswax',
        title_es: null,
        description_es: null,
        price: 9,
        image: 'https://example.org/c.png',
      },
    ]);
  });
});

describe('static seed images', () => {
  it('serves SVG illustrations with long-lived immutable caching', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/static/seed/advent.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body).toContain('<svg');
  });
});

describe('CORS', () => {
  it('allows the app origins with credentials and refuses others', async () => {
    const preflight = await t.inject({
      method: 'OPTIONS',
      url: '/api/events/1/',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'PATCH',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(preflight.headers['access-control-allow-methods']).toContain('PATCH');

    const foreign = await t.inject({
      method: 'GET',
      url: '/api/events/',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});
