import { adminEmailTakenMessage, type Admin } from '@parish/shared-types';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db';
import { isUniqueViolation } from '../../db/errors';
import { single } from '../../db/rows';
import { admins } from '../../db/schema';
import { conflict, ok, type Result } from '../../lib/result';

export type AdminRow = typeof admins.$inferSelect;

/** The only way an admin leaves the API: never with its password hash. */
export function toAdminJson(row: Pick<AdminRow, 'id' | 'email' | 'name'>): Admin {
  return { id: row.id, email: row.email, name: row.name };
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
  values: { email: string; name: string; passwordHash: string },
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

/** Every admin's id, each row locked until the transaction ends. */
export async function lockAdminIds(tx: Transaction): Promise<number[]> {
  const rows = await tx.select({ id: admins.id }).from(admins).for('update');
  return rows.map((row) => row.id);
}

export async function deleteAdminRow(db: Executor, id: number): Promise<void> {
  await db.delete(admins).where(eq(admins.id, id));
}
