/** The funds table: the office's funds and what each has raised (docs/funds.md). */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db';
import { batchFundTotals } from '../batches/repository';
import { countedGift, type GiftCounting } from '../payments/counted-gifts';
import { funds, paymentFunds, payments } from '../tables';

type Executor = Database | Transaction;
export type FundRow = typeof funds.$inferSelect;
export type FundColumns = Omit<typeof funds.$inferInsert, 'id' | 'key' | 'createdAt'>;

/** The giving form's order: position, then name. */
const FUND_ORDER = [asc(funds.position), asc(funds.name), asc(funds.id)];

/** Every fund, retired ones too (`activeOnly`: those not retired), in order. */
export async function listFundRows(db: Executor, activeOnly = false): Promise<FundRow[]> {
  return db
    .select()
    .from(funds)
    .where(activeOnly ? isNull(funds.retiredAt) : undefined)
    .orderBy(...FUND_ORDER);
}

export async function findFundRow(db: Executor, id: number): Promise<FundRow | null> {
  const [row] = await db.select().from(funds).where(eq(funds.id, id));
  return row ?? null;
}

/** The funds named by these keys (a gift's), whatever their state. */
export async function fundRowsByKey(db: Executor, keys: readonly string[]): Promise<FundRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(funds)
    .where(sql`${funds.key} in ${keys}`);
}

export async function keyTaken(db: Executor, key: string): Promise<boolean> {
  const [row] = await db.select({ id: funds.id }).from(funds).where(eq(funds.key, key));
  return row !== undefined;
}

export async function insertFund(
  tx: Transaction,
  key: string,
  columns: FundColumns,
): Promise<FundRow> {
  const [row] = await tx
    .insert(funds)
    .values({ key, ...columns })
    .returning();
  if (!row) throw new Error('The new fund was not returned');
  return row;
}

export async function updateFundRow(
  tx: Transaction,
  id: number,
  columns: Partial<FundColumns>,
): Promise<FundRow | null> {
  const [row] = await tx
    .update(funds)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(funds.id, id))
    .returning();
  return row ?? null;
}

/** Retires a live fund; null when it is already retired (or gone). */
export async function retireFundRow(
  tx: Transaction,
  id: number,
  now: Date,
): Promise<FundRow | null> {
  const [row] = await tx
    .update(funds)
    .set({ retiredAt: now, updatedAt: now })
    .where(and(eq(funds.id, id), isNull(funds.retiredAt)))
    .returning();
  return row ?? null;
}

/**
 * What each fund has raised, in cents: the counted gifts' parts to it
 * completed within its window (days in `timeZone`), all time without one,
 * and the committed batches' parts to it on a day within its window.
 */
export async function raisedCentsByFund(
  db: Executor,
  counting: GiftCounting,
  timeZone: string,
): Promise<Map<string, number>> {
  const day = sql`(${payments.completedAt} at time zone ${timeZone})::date`;
  const rows = await db
    .select({ key: funds.key, cents: sql<string>`coalesce(sum(${paymentFunds.amountCents}), 0)` })
    .from(paymentFunds)
    .innerJoin(payments, eq(payments.id, paymentFunds.paymentId))
    .innerJoin(funds, eq(funds.key, paymentFunds.fund))
    .where(
      and(
        countedGift(counting),
        sql`(${funds.startsOn} is null or ${day} >= ${funds.startsOn})`,
        sql`(${funds.endsOn} is null or ${day} <= ${funds.endsOn})`,
      ),
    )
    .groupBy(funds.key);
  // PostgreSQL's sum of integers is bigint, which the drivers hand over as text.
  const raised = new Map(rows.map((row) => [row.key, Number(row.cents)]));
  // The basket's gifts (committed batches) on a day within the fund's dates.
  for (const [key, basket] of await batchFundTotals(db, true)) {
    raised.set(key, (raised.get(key) ?? 0) + basket.cents);
  }
  return raised;
}

/** Every fund's names by key, retired ones too: what gifts, statements and reports show. */
export async function fundNamesByKey(
  db: Executor,
): Promise<Map<string, { name: string; nameEs: string | null }>> {
  const rows = await db
    .select({ key: funds.key, name: funds.name, nameEs: funds.nameEs })
    .from(funds)
    .orderBy(...FUND_ORDER);
  return new Map(rows.map((row) => [row.key, { name: row.name, nameEs: row.nameEs }]));
}
