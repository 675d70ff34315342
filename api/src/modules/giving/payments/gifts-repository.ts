/**
 * Queries about gifts beyond the payment row itself: which funds a payment
 * gives to, what each fund has received, and recurring gifts' schedules.
 */
import type { GivingFundId, PaymentProvider, RecurringGiftPriceId } from '@parish/shared-types';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db';
import { single } from '../../../db/rows';
import { funds, paymentFunds, payments, recurringGifts } from '../tables';
import { countedGift, type GiftCounting } from './counted-gifts';
import { batchFundTotals } from '../batches/repository';

/** One fund's part of a gift, in cents, as the service computes and stores it. */
export interface FundShareCents {
  fund: GivingFundId;
  amountCents: number;
  /** The fund's names as the funds table has them now (read back with the share). */
  name?: string;
  nameEs?: string | null;
}

export type RecurringGiftRow = typeof recurringGifts.$inferSelect;

export async function insertRecurringGift(
  db: Executor,
  values: {
    priceId: RecurringGiftPriceId;
    amountCents: number;
    feeCents: number;
    provider: PaymentProvider;
    donorId: number | null;
  },
): Promise<RecurringGiftRow> {
  return single(await db.insert(recurringGifts).values(values).returning());
}

export async function insertFundShares(
  db: Executor,
  paymentId: number,
  shares: readonly FundShareCents[],
): Promise<void> {
  if (shares.length === 0) return;
  await db
    .insert(paymentFunds)
    .values(
      shares.map((share) => ({ paymentId, fund: share.fund, amountCents: share.amountCents })),
    );
}

/** Each payment's fund shares, by payment id, in the order they were given. */
export async function fundSharesOf(
  db: Executor,
  paymentIds: readonly number[],
): Promise<Map<number, FundShareCents[]>> {
  const byPayment = new Map<number, FundShareCents[]>();
  if (paymentIds.length === 0) return byPayment;
  const rows = await db
    .select({
      paymentId: paymentFunds.paymentId,
      fund: paymentFunds.fund,
      amountCents: paymentFunds.amountCents,
      name: funds.name,
      nameEs: funds.nameEs,
    })
    .from(paymentFunds)
    .innerJoin(funds, eq(funds.key, paymentFunds.fund))
    .where(inArray(paymentFunds.paymentId, [...paymentIds]))
    .orderBy(asc(paymentFunds.id));
  for (const row of rows) {
    const shares = byPayment.get(row.paymentId) ?? [];
    shares.push({
      fund: row.fund,
      amountCents: row.amountCents,
      name: row.name,
      nameEs: row.nameEs,
    });
    byPayment.set(row.paymentId, shares);
  }
  return byPayment;
}

/** Per fund that has received anything: the cents of completed gifts (online and the basket's), and how many gifts. */
export async function completedFundTotals(
  db: Executor,
  counting: GiftCounting,
): Promise<{ fund: GivingFundId; totalCents: number; gifts: number }[]> {
  const rows = await db
    .select({
      fund: paymentFunds.fund,
      totalCents: sql<string>`sum(${paymentFunds.amountCents})`,
      gifts: sql<string>`count(distinct ${paymentFunds.paymentId})`,
    })
    .from(paymentFunds)
    .innerJoin(payments, eq(payments.id, paymentFunds.paymentId))
    .where(countedGift(counting))
    .groupBy(paymentFunds.fund);
  // PostgreSQL's sum and count of integers are bigint, which the drivers hand over as text.
  const totals = new Map(
    rows.map((row) => [row.fund, { totalCents: Number(row.totalCents), gifts: Number(row.gifts) }]),
  );
  // The basket's gifts (committed batches), reversing entries netted.
  for (const [fund, basket] of await batchFundTotals(db)) {
    const online = totals.get(fund) ?? { totalCents: 0, gifts: 0 };
    totals.set(fund, {
      totalCents: online.totalCents + basket.cents,
      gifts: online.gifts + basket.gifts,
    });
  }
  return [...totals].map(([fund, total]) => ({ fund: fund as GivingFundId, ...total }));
}

/** A recurring gift with its first payment (the one that set it up). */
export interface RecurringGiftWithFirstPayment {
  gift: RecurringGiftRow;
  firstPayment: typeof payments.$inferSelect | null;
}

/**
 * Every recurring gift (or one donor's), newest first, each with the
 * payment that set it up.
 */
export async function listRecurringGifts(
  db: Executor,
  donorId?: number,
): Promise<RecurringGiftWithFirstPayment[]> {
  const gifts = await db
    .select()
    .from(recurringGifts)
    .where(donorId === undefined ? undefined : eq(recurringGifts.donorId, donorId))
    .orderBy(desc(recurringGifts.createdAt), desc(recurringGifts.id));
  if (gifts.length === 0) return [];
  const firstPayments = await db
    .selectDistinctOn([payments.recurringGiftId])
    .from(payments)
    .where(
      inArray(
        payments.recurringGiftId,
        gifts.map((gift) => gift.id),
      ),
    )
    .orderBy(payments.recurringGiftId, asc(payments.id));
  const firstOf = new Map(firstPayments.map((payment) => [payment.recurringGiftId, payment]));
  return gifts.map((gift) => ({ gift, firstPayment: firstOf.get(gift.id) ?? null }));
}

/** Records the provider's subscription behind a recurring gift (set once). */
export async function setSubscriptionId(
  db: Executor,
  recurringGiftId: number,
  subscriptionId: string,
): Promise<void> {
  await db
    .update(recurringGifts)
    .set({ subscriptionId })
    .where(
      and(eq(recurringGifts.id, recurringGiftId), sql`${recurringGifts.subscriptionId} IS NULL`),
    );
}

/** The payment a payer's reference names (a checkout session or order id), if any. */
export async function findPaymentByAnyReference(
  db: Executor,
  reference: string,
): Promise<typeof payments.$inferSelect | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.providerReference, reference))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

export async function findRecurringGift(
  db: Executor,
  id: number,
): Promise<RecurringGiftRow | undefined> {
  const [row] = await db.select().from(recurringGifts).where(eq(recurringGifts.id, id));
  return row;
}

/**
 * A gift's fund shares made to add up to `targetCents` in the same
 * proportions (a recurring gift whose donor changed its amount): each part
 * rounded down to the cent, the cents left over given to the largest
 * remainders, so the parts sum exactly. Shares already summing to the target
 * come back unchanged.
 */
export function scaleFundShares(
  shares: readonly FundShareCents[],
  targetCents: number,
): FundShareCents[] {
  const total = shares.reduce((sum, share) => sum + share.amountCents, 0);
  if (total === targetCents || total === 0) return shares.map((share) => ({ ...share }));
  const scaled = shares.map((share, index) => {
    const exact = (share.amountCents * targetCents) / total;
    return { fund: share.fund, amountCents: Math.floor(exact), remainder: exact % 1, index };
  });
  let left = targetCents - scaled.reduce((sum, share) => sum + share.amountCents, 0);
  for (const share of [...scaled].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left <= 0) break;
    share.amountCents += 1;
    left -= 1;
  }
  return scaled.map(({ fund, amountCents }) => ({ fund, amountCents }));
}

/** The donor's changes to a recurring gift, each only from the state it applies to. */
export async function changeRecurringGiftTerms(
  db: Executor,
  id: number,
  terms: { priceId: RecurringGiftPriceId; amountCents: number; feeCents: number },
): Promise<RecurringGiftRow | undefined> {
  const [row] = await db
    .update(recurringGifts)
    .set(terms)
    .where(and(eq(recurringGifts.id, id), isNull(recurringGifts.cancelledAt)))
    .returning();
  return row;
}

/**
 * Pauses (`pausedAt` a date) or resumes (null) a live recurring gift that is
 * not already so; undefined when it is cancelled or already in that state.
 */
async function setRecurringGiftPause(
  db: Executor,
  id: number,
  pausedAt: Date | null,
): Promise<RecurringGiftRow | undefined> {
  const [row] = await db
    .update(recurringGifts)
    .set({ pausedAt })
    .where(
      and(
        eq(recurringGifts.id, id),
        isNull(recurringGifts.cancelledAt),
        pausedAt ? isNull(recurringGifts.pausedAt) : isNotNull(recurringGifts.pausedAt),
      ),
    )
    .returning();
  return row;
}

export function pauseRecurringGift(db: Executor, id: number, now: Date) {
  return setRecurringGiftPause(db, id, now);
}

export function resumeRecurringGift(db: Executor, id: number) {
  return setRecurringGiftPause(db, id, null);
}

export async function cancelRecurringGift(
  db: Executor,
  id: number,
  now: Date,
): Promise<RecurringGiftRow | undefined> {
  const [row] = await db
    .update(recurringGifts)
    .set({ cancelledAt: now, pausedAt: null })
    .where(and(eq(recurringGifts.id, id), isNull(recurringGifts.cancelledAt)))
    .returning();
  return row;
}
