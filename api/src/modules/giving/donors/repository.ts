/**
 * Donors: found by e-mail address whatever its case, made on a first gift;
 * My Giving's sign-in links and sessions; a donor's own gifts.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@parish/shared-types';
import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db';
import { donorSessions, donorSignInLinks, donors, payments } from '../tables';
import { secretHash } from '../../../lib/secret-hash';
import { countedGift, type GiftCounting } from '../payments/counted-gifts';
import type { PaymentRow } from '../payments/repository';

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
 * The donor takes the language of the gift's page (`language`): their
 * receipts, statements and mails are written in it.
 */
export async function findOrCreateDonor(
  tx: Executor,
  payer: { name: string | null; email: string },
  language: Language = DEFAULT_LANGUAGE,
): Promise<DonorRow> {
  // A known donor keeps their language until this gift is paid (`completePayment`):
  // a checkout left unpaid changes nothing.
  const found = await findDonorByEmail(tx, payer.email);
  if (found) return found;
  await tx
    .insert(donors)
    .values({ name: payer.name?.trim() || payer.email, email: payer.email, language })
    .onConflictDoNothing();
  const made = await findDonorByEmail(tx, payer.email);
  if (!made) throw new Error('The donor just written could not be read back.');
  return made;
}

/** The language a donor's receipts, statements and mails are written in. */
export async function setDonorLanguage(
  db: Executor,
  id: number,
  language: Language,
): Promise<DonorRow | undefined> {
  const [row] = await db.update(donors).set({ language }).where(eq(donors.id, id)).returning();
  return row;
}

/** A donor's language as stored (a value the table's check allows; English otherwise). */
export function donorLanguage(donor: Pick<DonorRow, 'language'>): Language {
  return isLanguage(donor.language) ? donor.language : DEFAULT_LANGUAGE;
}

export async function insertSignInLink(
  db: Executor,
  values: { token: string; donorId: number; expiresAt: Date },
  now = new Date(),
): Promise<void> {
  // Housekeeping on the write path keeps the table small without a timer.
  await db.delete(donorSignInLinks).where(lte(donorSignInLinks.expiresAt, now));
  await db.insert(donorSignInLinks).values({
    id: secretHash(values.token),
    donorId: values.donorId,
    expiresAt: values.expiresAt,
  });
}

/**
 * Uses a sign-in link: its donor, once, while it is live. One statement
 * marks it used, so two requests with the same link sign in at most once.
 */
export async function useSignInLink(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<number | undefined> {
  const [row] = await db
    .update(donorSignInLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(donorSignInLinks.id, secretHash(token)),
        isNull(donorSignInLinks.usedAt),
        gt(donorSignInLinks.expiresAt, now),
      ),
    )
    .returning({ donorId: donorSignInLinks.donorId });
  return row?.donorId;
}

export async function insertDonorSession(
  db: Executor,
  values: { token: string; donorId: number; expiresAt: Date },
  now = new Date(),
): Promise<void> {
  await db.delete(donorSessions).where(lte(donorSessions.expiresAt, now));
  await db.insert(donorSessions).values({
    id: secretHash(values.token),
    donorId: values.donorId,
    expiresAt: values.expiresAt,
  });
}

/** The donor of a live session, by its cookie's token. */
export async function findDonorOfSession(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<DonorRow | undefined> {
  const [row] = await db
    .select({ donor: donors })
    .from(donorSessions)
    .innerJoin(donors, eq(donors.id, donorSessions.donorId))
    .where(and(eq(donorSessions.id, secretHash(token)), gt(donorSessions.expiresAt, now)));
  return row?.donor;
}

export async function deleteDonorSession(db: Executor, token: string): Promise<void> {
  await db.delete(donorSessions).where(eq(donorSessions.id, secretHash(token)));
}

/** A donor's completed gifts (one-time and recurring) that count on this site, newest first. */
export async function completedGiftsOf(
  db: Executor,
  donorId: number,
  counting: GiftCounting,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.donorId, donorId), countedGift(counting)))
    .orderBy(desc(payments.completedAt), desc(payments.id));
}
