/**
 * Walks every route as a visitor and as an administrator and checks that no
 * answer ever carries a password, a password hash or a hash-like value.
 */
import type { LightMyRequestResponse } from 'fastify';
import { seedDemoData } from '../db/seed';
import {
  bookingInput,
  createTestApp,
  eventInput,
  sessionCookieFrom,
  TEST_ADMIN,
  type TestApp,
} from '../testing/app';
import { createAdmin } from '../features/admins/repository';

let t: TestApp;
const responses: { label: string; response: LightMyRequestResponse }[] = [];

async function call(label: string, options: Parameters<TestApp['inject']>[0]) {
  const response = await t.inject(options);
  responses.push({ label, response });
  return response;
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

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, t.config);
  await createAdmin(t.db, TEST_ADMIN, t.config);
});
afterAll(() => t?.close());

it('no route answers with a password or a bcrypt hash', async () => {
  const login = await call('login', {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
  });
  const cookie = sessionCookieFrom(login);
  await call('demo login', {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: t.config.demoAdmin.email, password: t.config.demoAdmin.password },
  });
  await call('wrong password', {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: TEST_ADMIN.email, password: 'wrong-password' },
  });
  await call('blank login', {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: TEST_ADMIN.email },
  });
  await call('session', { method: 'GET', url: '/api/auth/session', headers: { cookie } });
  await call('health', { method: 'GET', url: '/api/health' });
  await call('events', { method: 'GET', url: '/api/events/' });
  await call('shop', { method: 'GET', url: '/api/shop/' });
  const created = await call('create event', {
    method: 'POST',
    url: '/api/events/',
    headers: { cookie },
    payload: eventInput(),
  });
  const id = created.json().id as number;
  await call('event', { method: 'GET', url: `/api/events/${id}/` });
  await call('patch event', {
    method: 'PATCH',
    url: `/api/events/${id}/`,
    headers: { cookie },
    payload: { title: 'Renamed' },
  });
  const booking = await call('booking', {
    method: 'POST',
    url: '/api/bookings/',
    payload: bookingInput(id, 2),
  });
  await call('get booking', { method: 'GET', url: `/api/bookings/${booking.json().booking_id}/` });
  await call('delete booked event', {
    method: 'DELETE',
    url: `/api/events/${id}/`,
    headers: { cookie },
  });
  await call('bad booking', { method: 'POST', url: '/api/bookings/', payload: { event: 'x' } });
  await call('unknown', { method: 'GET', url: '/api/admin/' });
  await call('logout', { method: 'POST', url: '/api/auth/logout', headers: { cookie } });

  expect(responses.length).toBeGreaterThan(15);
  for (const { label, response } of responses) {
    const body = response.body;
    expect({ label, leaks: /\$2[aby]?\$\d\d\$/.test(body) }).toEqual({ label, leaks: false });
    expect({ label, leaks: body.includes(TEST_ADMIN.password) }).toEqual({ label, leaks: false });
    expect({ label, leaks: body.includes(t.config.demoAdmin.password) }).toEqual({
      label,
      leaks: false,
    });
    if (body) {
      const keys = keysOf(JSON.parse(body));
      expect({ label, keys: keys.filter((key) => /pass|hash/i.test(key)) }).toEqual({
        label,
        keys: [],
      });
    }
  }
});
