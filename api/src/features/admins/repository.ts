import { adminEmailTakenMessage, type Admin, type AdminCreateInput } from '@parish/shared-types';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import { isUniqueViolation } from '../../db/errors';
import { single } from '../../db/rows';
import { admins } from '../../db/schema';
import { fieldError } from '../../http/errors';
import { hashPassword } from './passwords';

export type AdminRow = typeof admins.$inferSelect;

/** The only way an admin leaves the API: never with its password hash. */
export function toAdminJson(row: Pick<AdminRow, 'id' | 'email' | 'name'>): Admin {
  return { id: row.id, email: row.email, name: row.name };
}

/** E-mails are stored trimmed and lower-cased, so this lookup is case-insensitive. */
export async function findAdminByEmail(db: Executor, email: string): Promise<AdminRow | undefined> {
  const [row] = await db
    .select()
    .from(admins)
    .where(eq(admins.email, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

/** Creates an admin with a bcrypt hash; a taken e-mail is a 409 naming `email`. */
export async function createAdmin(
  db: Executor,
  input: AdminCreateInput,
  options: { passwordHashCost: number },
): Promise<Admin> {
  const email = input.email.trim().toLowerCase();
  if (await findAdminByEmail(db, email)) {
    throw fieldError(409, 'email', adminEmailTakenMessage(email));
  }
  const passwordHash = await hashPassword(input.password, options.passwordHashCost);
  try {
    const row = single(
      await db.insert(admins).values({ email, name: input.name.trim(), passwordHash }).returning(),
    );
    return toAdminJson(row);
  } catch (error) {
    // Another request took the address between the check and the insert.
    if (isUniqueViolation(error)) throw fieldError(409, 'email', adminEmailTakenMessage(email));
    throw error;
  }
}
