import type { AdminRole } from '@parish/shared-types';
import { buildAdminInput } from '@parish/shared-types/testing';
import { createAdmin } from '../modules/identity';
import { sessionCookieFrom, type TestApp } from './app';

/**
 * Creates an administrator with `roles` (once per e-mail) and signs them in:
 * the Cookie header of their session.
 */
export async function signInWithRoles(
  t: TestApp,
  roles: AdminRole[],
  email = `${roles.join('-')}@example.org`,
): Promise<string> {
  const input = buildAdminInput({ email, name: `Admin ${roles.join(' and ')}` });
  const created = await createAdmin(t.db, { ...input, roles }, t.config);
  if (!created.ok && created.reason !== 'conflict') throw new Error(created.message);
  const response = await t.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: input.password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return sessionCookieFrom(response);
}
