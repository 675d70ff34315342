import { LOGIN_FAILED_MESSAGE, type AdminSession } from '@parish/shared-types';
import type { Database } from '../../db';
import { failure, ok, type Result } from '../../lib/result';
import { verifyAgainstNothing, verifyPassword } from '../admins/passwords';
import { findAdminByEmail, toAdminJson } from '../admins/repository';
import { createSession } from './repository';

export { deleteSession as logOut } from './repository';

/**
 * Starts a session for an administrator whose e-mail and password match.
 * A wrong e-mail and a wrong password fail alike, in message and (through a
 * dummy compare) in time. `token` is for the session cookie.
 */
export async function logIn(
  db: Database,
  email: string,
  password: string,
): Promise<Result<{ session: AdminSession; token: string }>> {
  const admin = await findAdminByEmail(db, email);
  const valid = admin
    ? await verifyPassword(password, admin.passwordHash)
    : await verifyAgainstNothing(password);
  if (!admin || !valid) return failure('unauthenticated', LOGIN_FAILED_MESSAGE);
  const { token, expiresAt } = await createSession(db, admin.id);
  return ok({ token, session: { admin: toAdminJson(admin), expires_at: expiresAt.toISOString() } });
}
