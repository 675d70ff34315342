import {
  LAST_OWNER_MESSAGE,
  ROLE_NOT_ALLOWED_MESSAGE,
  ROLES_REQUIRED_MESSAGE,
  type Admin,
  type AdminSession,
} from '@parish/shared-types';
import { buildAdminInput } from '@parish/shared-types/testing';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../../testing/app';
import { signInWithRoles } from '../../../../testing/roles';
import { deleteAdmin } from '../service';

let t: TestApp;
/** TEST_ADMIN: an owner, the only one until a test makes another. */
let owner: string;
let ownerId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.adminCookie();
  ownerId = (await sessionOf(owner)).admin.id;
});
afterAll(() => t?.close());

async function sessionOf(cookie: string): Promise<AdminSession> {
  const response = await t.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<AdminSession>();
}

const setRoles = (id: number, roles: unknown, cookie = owner) =>
  t.inject({
    method: 'PUT',
    url: `/api/admin/${id}/roles/`,
    headers: { cookie },
    payload: { roles },
  });

describe('roles of administrators', () => {
  it('makes an administrator with the roles the owner chose, and the session says them', async () => {
    const input = buildAdminInput({ email: 'door@parish.example', name: 'Door Volunteer' });
    const created = await t.inject({
      method: 'POST',
      url: '/api/admin/',
      headers: { cookie: owner },
      payload: { ...input, roles: ['events', 'editor', 'events'] },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<Admin>().roles).toEqual(['editor', 'events']);

    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: input.email, password: input.password },
    });
    expect(login.json<AdminSession>().admin.roles).toEqual(['editor', 'events']);
    expect((await sessionOf(owner)).admin.roles).toEqual(['owner']);
  });

  it('refuses an empty or unknown role naming the field, in set roles too', async () => {
    const input = buildAdminInput({ email: 'nobody@parish.example' });
    for (const roles of [[], ['pope'], 'owner']) {
      const response = await t.inject({
        method: 'POST',
        url: '/api/admin/',
        headers: { cookie: owner },
        payload: { ...input, roles },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fields: object }>().fields).toEqual({
        roles: 'All fields are required',
      });
      const set = await setRoles(ownerId, roles);
      expect(set.statusCode).toBe(400);
      expect(set.json<{ fields: object }>().fields).toEqual({ roles: ROLES_REQUIRED_MESSAGE });
    }
  });

  it("changes an administrator's roles, which apply from their next request", async () => {
    const cookie = await signInWithRoles(t, ['finance'], 'treasurer@parish.example');
    const { id } = (await sessionOf(cookie)).admin;
    expect(
      (await t.inject({ method: 'GET', url: '/api/payments/', headers: { cookie } })).statusCode,
    ).toBe(200);

    const changed = await setRoles(id, ['editor']);
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Admin>()).toMatchObject({ id, roles: ['editor'] });

    const payments = await t.inject({ method: 'GET', url: '/api/payments/', headers: { cookie } });
    expect(payments.statusCode).toBe(403);
    expect(payments.json()).toEqual({ message: ROLE_NOT_ALLOWED_MESSAGE });
    expect((await sessionOf(cookie)).admin.roles).toEqual(['editor']);
  });

  it('lets only owners manage administrators', async () => {
    const cookie = await signInWithRoles(t, ['editor', 'finance', 'events'], 'busy@parish.example');
    const { id } = (await sessionOf(cookie)).admin;
    const response = await setRoles(id, ['owner'], cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: ROLE_NOT_ALLOWED_MESSAGE });
    expect((await sessionOf(cookie)).admin.roles).toEqual(['editor', 'finance', 'events']);
  });

  it('refuses to demote the last owner (409 naming roles), and allows it once there is another', async () => {
    const refused = await setRoles(ownerId, ['editor']);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: LAST_OWNER_MESSAGE,
      fields: { roles: LAST_OWNER_MESSAGE },
    });
    expect((await sessionOf(owner)).admin.roles).toEqual(['owner']);

    const second = await signInWithRoles(t, ['owner'], 'second.owner@parish.example');
    const secondId = (await sessionOf(second)).admin.id;
    expect((await setRoles(ownerId, ['owner', 'editor'])).statusCode).toBe(200);
    const demoted = await setRoles(secondId, ['finance']);
    expect(demoted.statusCode).toBe(200);
    // The last owner again: TEST_ADMIN may not step down now.
    expect((await setRoles(ownerId, ['editor'])).statusCode).toBe(409);
  });

  it('refuses to delete the last owner', async () => {
    const editor = await signInWithRoles(t, ['editor'], 'writer@parish.example');
    const editorId = (await sessionOf(editor)).admin.id;
    // Only owners may delete, so the service is asked directly, as by an editor's id.
    const result = await deleteAdmin(t.db, ownerId, editorId);
    expect(result).toMatchObject({ ok: false, reason: 'conflict', field: 'roles' });
    expect((await sessionOf(owner)).admin.email).toBe(TEST_ADMIN.email);
  });
});
