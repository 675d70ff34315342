import { adminEmailTakenMessage, type Admin } from '@parish/shared-types';
import { buildAdminInput } from '@parish/shared-types/testing';
import { getRounds } from 'bcryptjs';
import { eq } from 'drizzle-orm';
import { admins } from '../../tables';
import {
  createTestApp,
  sessionCookieFrom,
  TEST_ADMIN,
  type TestApp,
} from '../../../../testing/app';
import { unwrap } from '../../../../http/results';
import { findAdminByEmail } from '../repository';
import {
  ADMIN_NOT_FOUND_MESSAGE,
  CANNOT_DELETE_LAST_MESSAGE,
  CANNOT_DELETE_SELF_MESSAGE,
  deleteAdmin,
} from '../service';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.adminCookie();
});
afterAll(() => t?.close());

let counter = 0;
/** A valid body for a new administrator, with an e-mail of its own. */
const newAdmin = () => {
  counter += 1;
  return buildAdminInput({ email: `helper${counter}@parish.example`, name: `Helper ${counter}` });
};

const login = (email: string, password: string) =>
  t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const session = (sessionCookie: string) =>
  t.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: sessionCookie } });

async function createViaApi(input = newAdmin()): Promise<Admin & { password: string }> {
  const response = await t.inject({
    method: 'POST',
    url: '/api/admin/',
    headers: { cookie },
    payload: input,
  });
  expect(response.statusCode).toBe(201);
  return { ...response.json<Admin>(), password: input.password };
}

describe('GET /api/admin/', () => {
  it('lists administrators without any password or hash', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/admin/', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const list = response.json<Admin[]>();
    expect(list).toContainEqual({
      id: expect.any(Number),
      email: TEST_ADMIN.email,
      name: TEST_ADMIN.name,
      roles: ['owner'],
    });
    for (const admin of list) {
      expect(Object.keys(admin).sort()).toEqual(['email', 'id', 'name', 'roles']);
    }
  });

  it('answers 401 to a visitor', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/admin/' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/:id/', () => {
  it('returns one administrator', async () => {
    const created = await createViaApi();
    const response = await t.inject({
      method: 'GET',
      url: `/api/admin/${created.id}/`,
      headers: { cookie },
    });
    expect(response.json()).toEqual({
      id: created.id,
      email: created.email,
      name: created.name,
      roles: ['owner'],
    });
  });

  it('answers 404 for an unknown id and 401 to a visitor', async () => {
    const missing = await t.inject({
      method: 'GET',
      url: '/api/admin/999999/',
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: ADMIN_NOT_FOUND_MESSAGE });
    expect((await t.inject({ method: 'GET', url: '/api/admin/1/' })).statusCode).toBe(401);
  });
});

describe('POST /api/admin/', () => {
  it('creates an administrator whose password the server hashes, who can then log in', async () => {
    const input = { ...newAdmin(), email: ' New.Helper@Parish.Example ' };
    const response = await t.inject({
      method: 'POST',
      url: '/api/admin/',
      headers: { cookie },
      payload: input,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      email: 'new.helper@parish.example',
      name: input.name,
      roles: ['owner'],
    });
    const row = await findAdminByEmail(t.db, 'new.helper@parish.example');
    expect(row?.passwordHash).not.toContain(input.password);
    expect(getRounds(row?.passwordHash ?? '')).toBe(t.config.passwordHashCost);
    expect((await login('new.helper@parish.example', input.password)).statusCode).toBe(200);
  });

  it.each([
    [
      {},
      {
        email: 'All fields are required',
        password: 'All fields are required',
        name: 'All fields are required',
      },
    ],
    [
      { email: 'helper', name: 'H', password: 'long enough' },
      { email: 'Please enter a valid email address' },
    ],
    [
      { email: 'h@parish.example', name: 'H', password: 'short' },
      { password: 'Password must be at least 8 characters' },
    ],
    [
      { email: 'h@parish.example', name: '  ', password: 'long enough' },
      { name: 'All fields are required' },
    ],
  ])('refuses %j with the spec messages', async (payload, fields) => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/admin/',
      headers: { cookie },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(fields);
  });

  it("refuses a taken e-mail (409 'Email {email} is already registered')", async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/admin/',
      headers: { cookie },
      payload: { ...newAdmin(), email: TEST_ADMIN.email.toUpperCase() },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: adminEmailTakenMessage(TEST_ADMIN.email),
      fields: { email: adminEmailTakenMessage(TEST_ADMIN.email) },
    });
  });

  it('requires an administrator (401)', async () => {
    const response = await t.inject({ method: 'POST', url: '/api/admin/', payload: newAdmin() });
    expect(response.statusCode).toBe(401);
  });
});

describe('PATCH /api/admin/:id/', () => {
  it('changes e-mail and password, and logs that administrator out everywhere', async () => {
    const helper = await createViaApi();
    const helperCookie = sessionCookieFrom(await login(helper.email, helper.password));
    const response = await t.inject({
      method: 'PATCH',
      url: `/api/admin/${helper.id}/`,
      headers: { cookie },
      payload: { email: 'Renamed@Parish.Example', password: 'a brand new passphrase' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: helper.id,
      email: 'renamed@parish.example',
      name: helper.name,
      roles: helper.roles,
    });
    expect((await session(helperCookie)).statusCode).toBe(401);
    expect((await login('renamed@parish.example', helper.password)).statusCode).toBe(401);
    expect((await login('renamed@parish.example', 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('keeps the session of an administrator changing their own password, ending their others', async () => {
    const me = await createViaApi();
    const here = sessionCookieFrom(await login(me.email, me.password));
    const elsewhere = sessionCookieFrom(await login(me.email, me.password));
    const response = await t.inject({
      method: 'PATCH',
      url: `/api/admin/${me.id}/`,
      headers: { cookie: here },
      payload: { email: me.email, password: 'my new passphrase' },
    });
    expect(response.statusCode).toBe(200);
    expect((await session(here)).statusCode).toBe(200);
    expect((await session(elsewhere)).statusCode).toBe(401);
  });

  it('keeps the hash and the sessions when the same password is sent again', async () => {
    const helper = await createViaApi();
    const helperCookie = sessionCookieFrom(await login(helper.email, helper.password));
    const [before] = await t.db.select().from(admins).where(eq(admins.id, helper.id));
    const response = await t.inject({
      method: 'PATCH',
      url: `/api/admin/${helper.id}/`,
      headers: { cookie },
      payload: { email: helper.email, password: helper.password },
    });
    expect(response.statusCode).toBe(200);
    const [after] = await t.db.select().from(admins).where(eq(admins.id, helper.id));
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect((await session(helperCookie)).statusCode).toBe(200);
  });

  it("asks for both fields ('Both email and password are required')", async () => {
    const helper = await createViaApi();
    const response = await t.inject({
      method: 'PATCH',
      url: `/api/admin/${helper.id}/`,
      headers: { cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      email: 'Both email and password are required',
      password: 'Both email and password are required',
    });
  });

  it("refuses another administrator's e-mail (409)", async () => {
    const helper = await createViaApi();
    const response = await t.inject({
      method: 'PATCH',
      url: `/api/admin/${helper.id}/`,
      headers: { cookie },
      payload: { email: TEST_ADMIN.email, password: 'whatever-long' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().fields).toEqual({ email: adminEmailTakenMessage(TEST_ADMIN.email) });
  });

  it('answers 404 for an unknown id and 401 to a visitor', async () => {
    const payload = { email: 'x@parish.example', password: 'long enough' };
    const missing = await t.inject({
      method: 'PATCH',
      url: '/api/admin/999999/',
      headers: { cookie },
      payload,
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.inject({ method: 'PATCH', url: '/api/admin/1/', payload })).statusCode).toBe(
      401,
    );
  });
});

describe('DELETE /api/admin/:id/', () => {
  it('deletes another administrator and ends their sessions (204)', async () => {
    const helper = await createViaApi();
    const helperCookie = sessionCookieFrom(await login(helper.email, helper.password));
    const response = await t.inject({
      method: 'DELETE',
      url: `/api/admin/${helper.id}/`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(204);
    expect((await session(helperCookie)).statusCode).toBe(401);
    const gone = await t.inject({
      method: 'GET',
      url: `/api/admin/${helper.id}/`,
      headers: { cookie },
    });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses to delete yourself (409)', async () => {
    const me = await t.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    const response = await t.inject({
      method: 'DELETE',
      url: `/api/admin/${me.json().admin.id}/`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: CANNOT_DELETE_SELF_MESSAGE });
  });

  it('answers 404 for an unknown id and 401 to a visitor', async () => {
    const missing = await t.inject({
      method: 'DELETE',
      url: '/api/admin/999999/',
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.inject({ method: 'DELETE', url: '/api/admin/1/' })).statusCode).toBe(401);
  });

  // Last: it deletes every other administrator.
  it('never deletes the last administrator', async () => {
    const [only, ...others] = await t.db.select().from(admins);
    for (const other of others) await t.db.delete(admins).where(eq(admins.id, other.id));
    await expect(deleteAdmin(t.db, only?.id ?? 0, -1).then(unwrap)).rejects.toMatchObject({
      statusCode: 409,
      message: CANNOT_DELETE_LAST_MESSAGE,
    });
    expect(await t.db.select().from(admins)).toHaveLength(1);
  });
});
