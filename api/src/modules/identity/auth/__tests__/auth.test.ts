import {
  LOGIN_FAILED_MESSAGE,
  LOGIN_REQUIRED_MESSAGE,
  apiPaths,
  type AdminSession,
} from '@parish/shared-types';
import { buildEventInput } from '@parish/shared-types/testing';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog } from '../../../../testing/tables';
import { sessions } from '../../tables';
import {
  createTestApp,
  sessionCookieFrom,
  sessionCookieOf,
  TEST_ADMIN,
  type TestApp,
} from '../../../../testing/app';
import { createAdmin } from '../../admins/service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t.db, TEST_ADMIN, t.config);
});
afterAll(() => t?.close());

const login = (payload: object, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url: '/api/auth/login', payload, headers });
const session = (cookie?: string) =>
  t.inject({ method: 'GET', url: '/api/auth/session', headers: cookie ? { cookie } : {} });

describe('POST /api/auth/login', () => {
  it('logs in (case-insensitive e-mail) and sets a signed, httpOnly, SameSite=Lax session cookie', async () => {
    const response = await login({
      email: '  Test.Admin@Example.ORG ',
      password: TEST_ADMIN.password,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminSession>();
    expect(body).toEqual({
      admin: {
        id: expect.any(Number),
        email: TEST_ADMIN.email,
        name: TEST_ADMIN.name,
        roles: ['owner'],
      },
      expires_at: expect.any(String),
    });
    const days = (Date.parse(body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 7 * 24 * 3600,
    });
    expect(cookie.secure).toBeFalsy();
    // Signed: the value carries a signature after the token.
    expect(cookie.value).toMatch(/^[\w-]+\.[\w+/=-]+$/);

    const current = await session(sessionCookieFrom(response));
    expect(current.statusCode).toBe(200);
    expect(current.json<AdminSession>().admin.email).toBe(TEST_ADMIN.email);
  });

  it('gives the same generic 401 for a wrong e-mail and a wrong password', async () => {
    const wrongEmail = await login({ email: 'nobody@example.org', password: TEST_ADMIN.password });
    const wrongPassword = await login({ email: TEST_ADMIN.email, password: 'not the password' });
    for (const response of [wrongEmail, wrongPassword]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: LOGIN_FAILED_MESSAGE });
      expect(response.cookies).toHaveLength(0);
    }
    expect(wrongEmail.body).toBe(wrongPassword.body);
  });

  it('asks for both fields when one is blank', async () => {
    const response = await login({ email: ' ', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      fields: { email: LOGIN_REQUIRED_MESSAGE, password: LOGIN_REQUIRED_MESSAGE },
    });
  });

  it('stores only a hash of the session token', async () => {
    const response = await login({ email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    const [token = ''] = sessionCookieOf(response).value.split('.');
    expect(await t.db.select().from(sessions).where(eq(sessions.id, token))).toHaveLength(0);
  });

  it('on an https site names every cookie __Host-… and marks it Secure, and reads only that name', async () => {
    const secure = await createTestApp({ cookieSecure: true });
    try {
      await createAdmin(secure.db, TEST_ADMIN, secure.config);
      const response = await secure.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      });
      expect(response.cookies.map((cookie) => cookie.name).sort()).toEqual([
        '__Host-parish_device',
        '__Host-parish_session',
      ]);
      for (const cookie of response.cookies) {
        expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
        expect(cookie.domain).toBeUndefined();
      }
      const session = sessionCookieOf(response);
      const asked = (cookie: string) =>
        secure.inject({ method: 'GET', url: apiPaths.contact, headers: { cookie } });
      expect((await asked(`__Host-parish_session=${session.value}`)).statusCode).toBe(200);
      // The same value under the plain name (which any subdomain could set) is no session.
      expect((await asked(`parish_session=${session.value}`)).statusCode).toBe(401);
    } finally {
      await secure.close();
    }
  });
});

describe('the sign-in and its audit row', () => {
  const signInsOf = (email: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'session'), eq(auditLog.adminEmail, email)))
      .orderBy(auditLog.id);

  it('records a sign-in with the name and e-mail the session starts with, and a failed one with the e-mail tried', async () => {
    const response = await login(
      { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      { 'x-forwarded-for': '198.51.100.4' },
    );
    expect(response.statusCode).toBe(200);
    const { admin } = response.json<AdminSession>();
    const rows = await signInsOf(TEST_ADMIN.email);
    expect(rows.filter((row) => row.action === 'sign_in').at(-1)).toMatchObject({
      action: 'sign_in',
      adminId: admin.id,
      adminName: TEST_ADMIN.name,
      adminEmail: TEST_ADMIN.email,
      entityId: String(admin.id),
    });

    const failed = await login({ email: 'stranger@example.org', password: 'not it at all' });
    expect(failed.statusCode).toBe(401);
    const [row] = await signInsOf('stranger@example.org');
    expect(row).toMatchObject({ action: 'sign_in_failed', adminId: null, adminName: null });
    expect(JSON.stringify(row)).not.toContain('not it at all');
  });

  it('starts no session when its audit row cannot be written: they are one transaction', async () => {
    const before = await t.db.select({ id: sessions.id }).from(sessions);
    // Only this test's database: the audit insert of this sign-in fails.
    await t.db.execute(sql`
      create function refuse_sign_in_row() returns trigger language plpgsql as $$
      begin
        if new.action = 'sign_in' then raise exception 'audit log refused the row'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`
      create trigger refuse_sign_in_row before insert on audit_log
      for each row execute function refuse_sign_in_row()`);
    try {
      const response = await login({ email: TEST_ADMIN.email, password: TEST_ADMIN.password });
      expect(response.statusCode).toBe(500);
      expect(response.headers['set-cookie'] ?? '').not.toContain('parish_session');
      expect(await t.db.select({ id: sessions.id }).from(sessions)).toHaveLength(before.length);
    } finally {
      await t.db.execute(sql`drop trigger refuse_sign_in_row on audit_log`);
      await t.db.execute(sql`drop function refuse_sign_in_row()`);
    }
  });
});

describe('GET /api/auth/session', () => {
  it('answers 401 without a cookie, with a forged cookie, and with an expired session', async () => {
    expect((await session()).statusCode).toBe(401);
    expect((await session()).json()).toEqual({ message: 'Please log in as an administrator.' });

    const response = await login({ email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    const cookie = sessionCookieFrom(response);
    const [name, value] = cookie.split('=') as [string, string];
    const forged = `${name}=${value.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`;
    expect((await session(forged)).statusCode).toBe(401);
    const unsigned = `${name}=${value.split('.')[0]}`;
    expect((await session(unsigned)).statusCode).toBe(401);

    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await session(cookie)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: the old cookie no longer works anywhere', async () => {
    const response = await login({ email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    const cookie = sessionCookieFrom(response);
    expect((await session(cookie)).statusCode).toBe(200);

    const logout = await t.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    const cleared = sessionCookieOf(logout);
    expect(cleared.value).toBe('');
    expect(cleared.expires?.getTime()).toBeLessThan(Date.now());

    expect((await session(cookie)).statusCode).toBe(401);
    const create = await t.inject({
      method: 'POST',
      url: '/api/events/',
      headers: { cookie },
      payload: buildEventInput(),
    });
    expect(create.statusCode).toBe(401);
  });

  it('answers 204 without a session too', async () => {
    const logout = await t.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(logout.statusCode).toBe(204);
  });

  it('tolerates an empty JSON body', async () => {
    const logout = await t.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(logout.statusCode).toBe(204);
  });
});

describe('login rate limit', () => {
  it('answers 429 after too many attempts from one address', async () => {
    const limited = await createTestApp({ loginRateLimit: { max: 3, windowMs: 60_000 } });
    try {
      const attempt = (ip: string) =>
        limited.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: ip,
          payload: { email: 'x@example.org', password: 'wrong-password' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt('10.0.0.1')).statusCode).toBe(401);
      const blocked = await attempt('10.0.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        message: 'Too many login attempts. Please wait a few minutes and try again.',
      });
      expect(blocked.headers['retry-after']).toBeDefined();
      // Another address is not affected.
      expect((await attempt('10.0.0.2')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
