/**
 * Walks EVERY registered route (from the route registry, so routes added
 * later are walked too) as a visitor and as an administrator, with real ids
 * and the documented example bodies, and checks that no answer ever carries
 * a password, a bcrypt hash or a field named like one, and that every
 * administrator route turns a visitor away.
 */
import { apiPaths } from '@parish/shared-types';
import { isoDaysFromToday } from '@parish/shared-types/testing';
import type { LightMyRequestResponse } from 'fastify';
import { seedDemoData } from '../seed/seed';
import { createAdmin } from '../modules/identity';
import type { RegisteredRoute } from '../openapi/registry';
import { createTestApp, sessionCookieFrom, TEST_ADMIN, type TestApp } from '../testing/app';
import { bulletinForm, multipartBody, PNG_BYTES, type FormPart } from '../testing/uploads';

interface Answer {
  label: string;
  response: LightMyRequestResponse;
  /** The API's own documentation names the password fields it accepts; it holds no data. */
  describesApi?: boolean;
}

let t: TestApp;
const answers: Answer[] = [];

/** `/metrics` answers its bearer token, not a session: the walk holds it as the site's monitor would. */
const METRICS_TOKEN = 'walk-metrics-token-0123456789abcdef';

beforeAll(async () => {
  t = await createTestApp({ metricsToken: METRICS_TOKEN });
  await seedDemoData(t.db, t.config);
  await createAdmin(t.db, TEST_ADMIN, t.config);
  // The demo has no family's sacrament request (they are sensitive): one with a certificate, so its reads and download are walked with real ids.
  const baptism = multipartBody(
    Object.entries({
      kind: 'baptism',
      requester_name: 'Walk Family',
      requester_email: 'walk.family@example.org',
      requester_phone: '555-0100',
      child_name: 'Walk Child',
      child_birth_date: isoDaysFromToday(-60),
      parents: 'Walk Parents',
      godparents: 'Walk Godparents',
      preferred_date: isoDaysFromToday(30),
    })
      .map(([name, value]): FormPart => ({ name, value }))
      .concat({
        name: 'document',
        filename: 'certificate.png',
        contentType: 'image/png',
        data: PNG_BYTES,
      }),
  );
  const sent = await t.inject({
    method: 'POST',
    url: apiPaths.sacraments,
    payload: baptism.payload,
    headers: baptism.headers,
  });
  expect(sent.statusCode).toBe(201);
  // A weekly bulletin (a real PDF), so its PDF and image are walked with real names.
  const bulletin = await bulletinForm('2026-12-06');
  const published = await t.inject({
    method: 'POST',
    url: apiPaths.bulletins,
    payload: bulletin.payload,
    headers: { ...bulletin.headers, cookie: await adminCookie() },
  });
  expect(published.statusCode).toBe(201);
  answers.push({ label: `admin POST ${apiPaths.bulletins}`, response: published });
});
afterAll(() => t?.close());

/** A fresh session for every administrator call, so logging out or deleting cannot end the walk. */
async function adminCookie(): Promise<string> {
  const login = await t.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
  });
  return sessionCookieFrom(login);
}

/** Every object key in a JSON value, except the names of fields in an error's `fields`. */
function keysOf(value: unknown, inFields = false): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => keysOf(item));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => [
    ...(inFields ? [] : [key]),
    ...keysOf(child, key === 'fields'),
  ]);
}

function jsonOf(response: LightMyRequestResponse): unknown {
  try {
    return JSON.parse(response.body);
  } catch {
    return undefined;
  }
}

/** Every key and its value anywhere in a JSON value. */
function* entriesIn(value: unknown): Generator<[string, unknown]> {
  if (Array.isArray(value)) for (const item of value) yield* entriesIn(item);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      yield [key, child];
      yield* entriesIn(child);
    }
  }
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const routePattern = (url: string) =>
  new RegExp(`^${url.replace(/:\w+/g, '[^/]+').replace(/\*$/, '.+').replace(/\/$/, '')}/?$`);

/**
 * A real URL for `route`: one seen in an answer so far (file URLs), else each
 * parameter from the first record of its collection's list or from a key of
 * the same name in an earlier answer (`bookingId` → `booking_id`).
 */
async function concreteUrl(route: RegisteredRoute): Promise<{ url: string; resolved: boolean }> {
  if (!/[:*]/.test(route.url)) return { url: route.url, resolved: true };
  const seen = answers.flatMap((answer) => [...entriesIn(jsonOf(answer.response))]);
  const pattern = routePattern(route.url);
  const seenUrl = seen.find(([, value]) => typeof value === 'string' && pattern.test(value));
  if (seenUrl) return { url: seenUrl[1] as string, resolved: true };
  // A stored file's name comes only from an answer that gave its URL: none, none to read.
  if (route.url.startsWith('/api/uploads/')) {
    return { url: route.url.replace(/:\w+/g, 'AAAAAAAAAAAAAAAAAAAAAA.mp3'), resolved: false };
  }

  let url = route.url;
  let resolved = true;
  for (const [, name = ''] of route.url.matchAll(/:(\w+)/g)) {
    const collection = url.slice(0, url.indexOf(`:${name}`));
    const list = jsonOf(
      await t.inject({ method: 'GET', url: collection, headers: { cookie: await adminCookie() } }),
    );
    const candidates = [...(Array.isArray(list) ? entriesIn(list.slice(0, 1)) : []), ...seen];
    const found = candidates.find(([key]) => key === name || key === snakeCase(name));
    resolved &&= found !== undefined;
    url = url.replace(`:${name}`, found ? String(found[1]) : '1');
  }
  return { url, resolved };
}

/** A multipart form with every documented field filled and a PNG in each file field. */
function formFor(route: RegisteredRoute) {
  const parts: FormPart[] = Object.entries(route.docs?.multipart ?? {}).map(([name, field]) =>
    field.file
      ? { name, filename: 'walk.png', contentType: 'image/png', data: PNG_BYTES }
      : { name, value: /email/.test(name) ? 'walker@example.org' : `Walk ${name}` },
  );
  return multipartBody(parts);
}

async function call(route: RegisteredRoute, as: 'visitor' | 'admin') {
  const { url, resolved } = await concreteUrl(route);
  const headers: Record<string, string> = as === 'admin' ? { cookie: await adminCookie() } : {};
  if (as === 'admin' && route.url === apiPaths.metrics) {
    headers.authorization = `Bearer ${METRICS_TOKEN}`;
  }
  let payload: string | Buffer | undefined;
  if (route.docs?.multipart) {
    const form = formFor(route);
    payload = form.payload;
    Object.assign(headers, form.headers);
  } else if (route.method !== 'GET' && route.method !== 'DELETE') {
    payload = JSON.stringify(route.docs?.example ?? {});
    headers['content-type'] = 'application/json';
  }
  const response = await t.inject({
    method: route.method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  answers.push({
    label: `${as} ${route.method} ${url}`,
    response,
    describesApi: route.docs?.tag === 'Docs',
  });
  return { status: response.statusCode, resolved };
}

it('walks every route: no answer carries a password or hash, visitors are kept out of admin routes', async () => {
  // Creating first gives the reads something to show; deleting last keeps it there.
  const order = (route: RegisteredRoute) =>
    ({ POST: 0, GET: 1, PUT: 2, PATCH: 2, DELETE: 3 })[route.method] ?? 1;
  const routes = [...t.app.routeRegistry.routes()].sort((a, b) => order(a) - order(b));
  expect(routes.length).toBeGreaterThan(15);

  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    const visitor = (await call(route, 'visitor')).status;
    const { status: admin, resolved } = await call(route, 'admin');
    if (route.docs?.access === 'admin') expect({ key, visitor }).toEqual({ key, visitor: 401 });
    expect({ key, serverError: admin >= 500 }).toEqual({ key, serverError: false });
    // Reads made with real ids find something. My Giving and a donor's
    // statement read the donor's own session, which no administrator has
    // (features/donors and features/statements test what they show).
    const donorOnly = route.url === apiPaths.myGiving || route.url === apiPaths.myStatement.pattern;
    if (route.method === 'GET' && resolved && !donorOnly) {
      expect({ key, admin }).toEqual({ key, admin: 200 });
    }
  }

  for (const { label, response, describesApi } of answers) {
    const body = response.body;
    expect({ label, hash: /\$2[aby]?\$\d\d\$/.test(body) }).toEqual({ label, hash: false });
    expect({ label, leaks: body.includes(TEST_ADMIN.password) }).toEqual({ label, leaks: false });
    expect({
      label,
      leaks: body.includes(t.config.demoAdmin.password ?? TEST_ADMIN.password),
    }).toEqual({
      label,
      leaks: false,
    });
    const json = jsonOf(response);
    if (json !== undefined && !describesApi) {
      const keys = keysOf(json).filter((key) => /pass|hash/i.test(key));
      expect({ label, keys }).toEqual({ label, keys: [] });
    }
  }
  // Over a hundred routes, each admin call with a sign-in of its own (session, device, mail).
}, 180_000);
