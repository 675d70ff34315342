import type { Admin, AdminCreateInput, AdminUpdateInput } from '@parish/shared-types';
import type { Database, Executor } from '../../db';
import { commitIfOk, conflict, notFound, ok, type Result } from '../../lib/result';
import { hashPassword, verifyPassword } from './passwords';
import {
  deleteAdminRow,
  emailTaken,
  findAdmin,
  findAdminByEmail,
  insertAdmin,
  isEmailUsedByOther,
  lockAdminIds,
  toAdminJson,
  updateAdminLogin,
} from './repository';

export { listAdmins } from './repository';

export const ADMIN_NOT_FOUND_MESSAGE = 'Admin not found';
export const CANNOT_DELETE_SELF_MESSAGE =
  'You cannot delete your own account. Ask another administrator to do it.';
export const CANNOT_DELETE_LAST_MESSAGE = 'The last administrator cannot be deleted.';

export async function getAdmin(db: Executor, id: number): Promise<Result<Admin>> {
  const row = await findAdmin(db, id);
  return row ? ok(toAdminJson(row)) : notFound(ADMIN_NOT_FOUND_MESSAGE);
}

/** Creates an admin with a bcrypt hash; a taken e-mail is a conflict naming `email`. */
export async function createAdmin(
  db: Executor,
  input: AdminCreateInput,
  options: { passwordHashCost: number },
): Promise<Result<Admin>> {
  const email = input.email.trim().toLowerCase();
  if (await findAdminByEmail(db, email)) return emailTaken(email);
  const passwordHash = await hashPassword(input.password, options.passwordHashCost);
  const created = await insertAdmin(db, { email, name: input.name.trim(), passwordHash });
  return created.ok ? ok(toAdminJson(created.value)) : created;
}

/**
 * Sets an admin's e-mail and password (the spec's edit form sends both).
 * `passwordChanged` tells the caller to end the admin's other sessions; the
 * same password sent again keeps its hash.
 */
export async function updateAdmin(
  db: Executor,
  id: number,
  input: AdminUpdateInput,
  options: { passwordHashCost: number },
): Promise<Result<{ admin: Admin; passwordChanged: boolean }>> {
  const current = await findAdmin(db, id);
  if (!current) return notFound(ADMIN_NOT_FOUND_MESSAGE);
  if (await isEmailUsedByOther(db, input.email, id)) return emailTaken(input.email);

  const passwordChanged = !(await verifyPassword(input.password, current.passwordHash));
  const passwordHash = passwordChanged
    ? await hashPassword(input.password, options.passwordHashCost)
    : current.passwordHash;
  const updated = await updateAdminLogin(db, id, { email: input.email, passwordHash });
  if (!updated.ok) return updated;
  if (!updated.value) return notFound(ADMIN_NOT_FOUND_MESSAGE);
  return ok({ admin: toAdminJson(updated.value), passwordChanged });
}

/**
 * Deletes an admin (their sessions go with them). Nobody deletes themselves,
 * and the last admin stays: the admin rows are locked while counting, so two
 * admins deleting each other at once cannot leave the parish with none.
 */
export function deleteAdmin(
  db: Database,
  id: number,
  currentAdminId: number,
): Promise<Result<void>> {
  return commitIfOk(db, async (tx) => {
    const ids = await lockAdminIds(tx);
    if (!ids.includes(id)) return notFound(ADMIN_NOT_FOUND_MESSAGE);
    if (id === currentAdminId) return conflict(CANNOT_DELETE_SELF_MESSAGE);
    if (ids.length <= 1) return conflict(CANNOT_DELETE_LAST_MESSAGE);
    await deleteAdminRow(tx, id);
    return ok(undefined);
  });
}
