import {
  adminEmailTakenMessage,
  type Admin,
  type AdminCreateInput,
  type AdminUpdateInput,
} from '@parish/shared-types';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db';
import { isUniqueViolation } from '../../db/errors';
import { single } from '../../db/rows';
import { admins } from '../../db/schema';
import { fieldError, HttpError } from '../../http/errors';
import { hashPassword, verifyPassword } from './passwords';

export type AdminRow = typeof admins.$inferSelect;

export const ADMIN_NOT_FOUND_MESSAGE = 'Admin not found';
export const CANNOT_DELETE_SELF_MESSAGE =
  'You cannot delete your own account. Ask another administrator to do it.';
export const CANNOT_DELETE_LAST_MESSAGE = 'The last administrator cannot be deleted.';

/** The only way an admin leaves the API: never with its password hash. */
export function toAdminJson(row: Pick<AdminRow, 'id' | 'email' | 'name'>): Admin {
  return { id: row.id, email: row.email, name: row.name };
}

const emailTaken = (email: string) => fieldError(409, 'email', adminEmailTakenMessage(email));

/** E-mails are stored trimmed and lower-cased, so this lookup is case-insensitive. */
export async function findAdminByEmail(db: Executor, email: string): Promise<AdminRow | undefined> {
  const [row] = await db
    .select()
    .from(admins)
    .where(eq(admins.email, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

export async function listAdmins(db: Executor): Promise<Admin[]> {
  const rows = await db.select().from(admins).orderBy(asc(admins.id));
  return rows.map(toAdminJson);
}

export async function getAdmin(db: Executor, id: number): Promise<Admin> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
  if (!row) throw new HttpError(404, ADMIN_NOT_FOUND_MESSAGE);
  return toAdminJson(row);
}

/** Runs a write that may hit the unique e-mail index, turning that into the spec's 409. */
async function withUniqueEmail<T>(email: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // Another request took the address between the check and the write.
    if (isUniqueViolation(error)) throw emailTaken(email);
    throw error;
  }
}

/** Creates an admin with a bcrypt hash; a taken e-mail is a 409 naming `email`. */
export async function createAdmin(
  db: Executor,
  input: AdminCreateInput,
  options: { passwordHashCost: number },
): Promise<Admin> {
  const email = input.email.trim().toLowerCase();
  if (await findAdminByEmail(db, email)) throw emailTaken(email);
  const passwordHash = await hashPassword(input.password, options.passwordHashCost);
  const row = await withUniqueEmail(email, async () =>
    single(
      await db.insert(admins).values({ email, name: input.name.trim(), passwordHash }).returning(),
    ),
  );
  return toAdminJson(row);
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
): Promise<{ admin: Admin; passwordChanged: boolean }> {
  const [current] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
  if (!current) throw new HttpError(404, ADMIN_NOT_FOUND_MESSAGE);
  const [other] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.email, input.email), ne(admins.id, id)))
    .limit(1);
  if (other) throw emailTaken(input.email);

  const passwordChanged = !(await verifyPassword(input.password, current.passwordHash));
  const passwordHash = passwordChanged
    ? await hashPassword(input.password, options.passwordHashCost)
    : current.passwordHash;
  const [row] = await withUniqueEmail(input.email, () =>
    db
      .update(admins)
      .set({ email: input.email, passwordHash, updatedAt: sql`now()` })
      .where(eq(admins.id, id))
      .returning(),
  );
  if (!row) throw new HttpError(404, ADMIN_NOT_FOUND_MESSAGE);
  return { admin: toAdminJson(row), passwordChanged };
}

/**
 * Deletes an admin (their sessions go with them). Nobody deletes themselves,
 * and the last admin stays: the admin rows are locked while counting, so two
 * admins deleting each other at once cannot leave the parish with none.
 */
export async function deleteAdmin(db: Database, id: number, currentAdminId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const all = await tx.select({ id: admins.id }).from(admins).for('update');
    if (!all.some((admin) => admin.id === id)) throw new HttpError(404, ADMIN_NOT_FOUND_MESSAGE);
    if (id === currentAdminId) throw new HttpError(409, CANNOT_DELETE_SELF_MESSAGE);
    if (all.length <= 1) throw new HttpError(409, CANNOT_DELETE_LAST_MESSAGE);
    await tx.delete(admins).where(eq(admins.id, id));
  });
}
