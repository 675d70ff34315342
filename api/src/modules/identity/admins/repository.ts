import {
  ADMIN_ROLES,
  adminEmailTakenMessage,
  type Admin,
  type AdminRole,
} from '@parish/shared-types';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../db';
import { isUniqueViolation } from '../../../db/errors';
import { single } from '../../../db/rows';
import { admins } from '../tables';
import { conflict, ok, type Result } from '../../../lib/result';

export type AdminRow = typeof admins.$inferSelect;

/** The known roles of a row, in the table's order (the CHECK constraint allows no others). */
export function rolesOf(row: Pick<AdminRow, 'roles'>): AdminRole[] {
  return ADMIN_ROLES.filter((role) => row.roles.includes(role));
}

/** The only way an admin leaves the API: never with its password hash. */
export function toAdminJson(row: Pick<AdminRow, 'id' | 'email' | 'name' | 'roles'>): Admin {
  return { id: row.id, email: row.email, name: row.name, roles: rolesOf(row) };
}

export const emailTaken = (email: string) => conflict(adminEmailTakenMessage(email), 'email');

/** E-mails are stored trimmed and lower-cased, so this lookup is case-insensitive. */
export async function findAdminByEmail(db: Executor, email: string): Promise<AdminRow | undefined> {
  const [row] = await db
    .select()
    .from(admins)
    .where(eq(admins.email, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

export async function findAdmin(db: Executor, id: number): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
  return row;
}

/** Whether an administrator other than `id` has this e-mail. */
export async function isEmailUsedByOther(db: Executor, email: string, id: number) {
  const [other] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.email, email), ne(admins.id, id)))
    .limit(1);
  return other !== undefined;
}

export async function listAdmins(db: Executor): Promise<Admin[]> {
  const rows = await db.select().from(admins).orderBy(asc(admins.id));
  return rows.map(toAdminJson);
}

/** Runs a write that may hit the unique e-mail index, which makes it the spec's conflict. */
async function withUniqueEmail<T>(email: string, write: () => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await write());
  } catch (error) {
    // Another request took the address between the caller's check and the write.
    if (isUniqueViolation(error)) return emailTaken(email);
    throw error;
  }
}

export function insertAdmin(
  db: Executor,
  values: { email: string; name: string; passwordHash: string; roles: AdminRole[] },
): Promise<Result<AdminRow>> {
  return withUniqueEmail(values.email, async () =>
    single(await db.insert(admins).values(values).returning()),
  );
}

/** Sets an admin's e-mail and password hash; `undefined` when there is no such admin. */
export function updateAdminLogin(
  db: Executor,
  id: number,
  values: { email: string; passwordHash: string },
): Promise<Result<AdminRow | undefined>> {
  return withUniqueEmail(values.email, async () => {
    const [row] = await db
      .update(admins)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(admins.id, id))
      .returning();
    return row;
  });
}

/** Every admin's id and roles, each row locked until the transaction ends. */
export async function lockAdminRoles(
  tx: Transaction,
): Promise<{ id: number; roles: AdminRole[] }[]> {
  const rows = await tx
    .select({ id: admins.id, roles: admins.roles })
    .from(admins)
    .orderBy(asc(admins.id))
    .for('update');
  return rows.map((row) => ({ id: row.id, roles: rolesOf(row) }));
}

/** Sets an admin's roles; the updated row. */
export async function updateAdminRoles(
  db: Executor,
  id: number,
  roles: AdminRole[],
): Promise<AdminRow | undefined> {
  const [row] = await db
    .update(admins)
    .set({ roles, updatedAt: sql`now()` })
    .where(eq(admins.id, id))
    .returning();
  return row;
}

export async function deleteAdminRow(db: Executor, id: number): Promise<void> {
  await db.delete(admins).where(eq(admins.id, id));
}
