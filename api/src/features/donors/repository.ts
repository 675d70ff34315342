/**
 * Donors: found by e-mail address whatever its case, made on a first gift.
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { donors } from '../../db/schema';

export type DonorRow = typeof donors.$inferSelect;

/** The donor with this address, compared without regard to case. */
export async function findDonorByEmail(db: Executor, email: string): Promise<DonorRow | undefined> {
  const [row] = await db
    .select()
    .from(donors)
    .where(sql`lower(${donors.email}) = lower(${email})`);
  return row;
}

export async function findDonor(db: Executor, id: number): Promise<DonorRow | undefined> {
  const [row] = await db.select().from(donors).where(eq(donors.id, id));
  return row;
}

/**
 * The donor with the payer's address, made if there is none. A known donor
 * keeps the name they have: a gift cannot rename someone else's record.
 * Two gifts racing with a new address make one donor (the unique index
 * makes the second insert wait, then do nothing; the select then sees it).
 */
export async function findOrCreateDonor(
  tx: Executor,
  payer: { name: string | null; email: string },
): Promise<DonorRow> {
  const found = await findDonorByEmail(tx, payer.email);
  if (found) return found;
  await tx
    .insert(donors)
    .values({ name: payer.name?.trim() || payer.email, email: payer.email })
    .onConflictDoNothing();
  const made = await findDonorByEmail(tx, payer.email);
  if (!made) throw new Error('The donor just written could not be read back.');
  return made;
}
