import {
  LAST_OWNER_MESSAGE,
  type Admin,
  type AdminCreateInput,
  type AdminRole,
  type AdminUpdateInput,
} from '@parish/shared-types';
import type { Database, Executor } from '../../../db';
import { commitIfOk, conflict, notFound, ok, type Result } from '../../../lib/result';
import { hashPassword, verifyPassword } from './passwords';
import {
  deleteAdminRow,
  emailTaken,
  findAdmin,
  findAdminByEmail,
  insertAdmin,
  isEmailUsedByOther,
  lockAdminRoles,
  toAdminJson,
  updateAdminLogin,
  updateAdminRoles,
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
  const created = await insertAdmin(db, {
    email,
    name: input.name.trim(),
    passwordHash,
    roles: input.roles ?? ['owner'],
  });
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

/** The site must keep an owner: 409 naming `roles`. */
const lastOwner = () => conflict(LAST_OWNER_MESSAGE, 'roles');

/** Whether `id` is the only owner among `admins`. */
function isLastOwner(admins: readonly { id: number; roles: AdminRole[] }[], id: number): boolean {
  const owners = admins.filter((admin) => admin.roles.includes('owner'));
  return owners.length === 1 && owners[0]?.id === id;
}

/**
 * Sets an admin's roles. The last owner keeps the owner role: the admin
 * rows are locked while counting, so two owners demoting each other at once
 * cannot leave the site with none.
 */
export function setAdminRoles(
  db: Database,
  id: number,
  roles: AdminRole[],
): Promise<Result<Admin>> {
  return commitIfOk(db, async (tx) => {
    const all = await lockAdminRoles(tx);
    if (!all.some((admin) => admin.id === id)) return notFound(ADMIN_NOT_FOUND_MESSAGE);
    if (!roles.includes('owner') && isLastOwner(all, id)) return lastOwner();
    const row = await updateAdminRoles(tx, id, roles);
    return row ? ok(toAdminJson(row)) : notFound(ADMIN_NOT_FOUND_MESSAGE);
  });
}

/**
 * Deletes an admin (their sessions go with them). Nobody deletes themselves,
 * and the last admin and the last owner stay: the admin rows are locked
 * while counting, so two admins deleting each other at once cannot leave
 * the parish with none.
 */
export function deleteAdmin(
  db: Database,
  id: number,
  currentAdminId: number,
): Promise<Result<void>> {
  return commitIfOk(db, async (tx) => {
    const all = await lockAdminRoles(tx);
    if (!all.some((admin) => admin.id === id)) return notFound(ADMIN_NOT_FOUND_MESSAGE);
    if (id === currentAdminId) return conflict(CANNOT_DELETE_SELF_MESSAGE);
    if (all.length <= 1) return conflict(CANNOT_DELETE_LAST_MESSAGE);
    if (isLastOwner(all, id)) return lastOwner();
    await deleteAdminRow(tx, id);
    return ok(undefined);
  });
}
