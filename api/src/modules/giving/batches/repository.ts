/** The basket's batches, their entries and the entries' funds (docs/batches.md). */
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
} from 'drizzle-orm';
import type { Database, Transaction } from '../../../db';
import { donors, funds, giftBatchEntries, giftBatchEntryFunds, giftBatches } from '../tables';

type Executor = Database | Transaction;
export type BatchRow = typeof giftBatches.$inferSelect;
export type BatchColumns = Pick<
  typeof giftBatches.$inferInsert,
  'batchDate' | 'kind' | 'note' | 'countedTotalCents'
>;
export type EntryRow = typeof giftBatchEntries.$inferSelect;
export type EntryFundRow = typeof giftBatchEntryFunds.$inferSelect;
export type DonorMatchRow = Pick<
  typeof donors.$inferSelect,
  'id' | 'name' | 'email' | 'envelopeNumber'
>;

/** A batch's sums: its gifts (reversing entries apart), its reversals and how many gifts. */
export interface BatchSums {
  entriesCents: number;
  reversedCents: number;
  entryCount: number;
}

export async function listBatchRows(db: Executor): Promise<BatchRow[]> {
  return db
    .select()
    .from(giftBatches)
    .orderBy(desc(giftBatches.batchDate), desc(giftBatches.id))
    .limit(500);
}

export async function findBatchRow(
  db: Executor,
  id: number,
  forUpdate = false,
): Promise<BatchRow | null> {
  const query = db.select().from(giftBatches).where(eq(giftBatches.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Each batch's sums, by id (a batch without entries is not in the map). */
export async function batchSums(
  db: Executor,
  batchIds: readonly number[],
): Promise<Map<number, BatchSums>> {
  if (batchIds.length === 0) return new Map();
  const rows = await db
    .select({
      batchId: giftBatchEntries.batchId,
      entries: sql<string>`coalesce(sum(${giftBatchEntries.amountCents}) filter (where ${giftBatchEntries.reversesEntryId} is null), 0)`,
      reversed: sql<string>`coalesce(sum(${giftBatchEntries.amountCents}) filter (where ${giftBatchEntries.reversesEntryId} is not null), 0)`,
      count: sql<string>`count(*) filter (where ${giftBatchEntries.reversesEntryId} is null)`,
    })
    .from(giftBatchEntries)
    .where(inArray(giftBatchEntries.batchId, [...batchIds]))
    .groupBy(giftBatchEntries.batchId);
  // PostgreSQL's sums and counts are bigint, which the drivers hand over as text.
  return new Map(
    rows.map((row) => [
      row.batchId,
      {
        entriesCents: Number(row.entries),
        reversedCents: Number(row.reversed),
        entryCount: Number(row.count),
      },
    ]),
  );
}

export async function insertBatch(tx: Transaction, columns: BatchColumns): Promise<BatchRow> {
  const [row] = await tx.insert(giftBatches).values(columns).returning();
  if (!row) throw new Error('The new batch was not returned');
  return row;
}

export async function updateBatchRow(
  tx: Transaction,
  id: number,
  columns: Partial<BatchColumns> & { committedAt?: Date },
): Promise<BatchRow> {
  const [row] = await tx
    .update(giftBatches)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(giftBatches.id, id))
    .returning();
  if (!row) throw new Error('The batch was not returned');
  return row;
}

/** A batch's entries in the order entered, with their donors' names and envelope numbers. */
export async function entriesOf(db: Executor, batchId: number) {
  return db
    .select({ entry: giftBatchEntries, donorName: donors.name, envelope: donors.envelopeNumber })
    .from(giftBatchEntries)
    .leftJoin(donors, eq(donors.id, giftBatchEntries.donorId))
    .where(eq(giftBatchEntries.batchId, batchId))
    .orderBy(asc(giftBatchEntries.id));
}

export async function findEntry(
  db: Executor,
  batchId: number,
  entryId: number,
): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(giftBatchEntries)
    .where(and(eq(giftBatchEntries.id, entryId), eq(giftBatchEntries.batchId, batchId)));
  return row ?? null;
}

/** The entry that reverses `entryId`, if one does. */
export async function reversalOf(db: Executor, entryId: number): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(giftBatchEntries)
    .where(eq(giftBatchEntries.reversesEntryId, entryId));
  return row ?? null;
}

export async function fundsOfEntries(
  db: Executor,
  entryIds: readonly number[],
): Promise<EntryFundRow[]> {
  if (entryIds.length === 0) return [];
  return db
    .select()
    .from(giftBatchEntryFunds)
    .where(inArray(giftBatchEntryFunds.entryId, [...entryIds]))
    .orderBy(asc(giftBatchEntryFunds.id));
}

export async function insertEntry(
  tx: Transaction,
  entry: typeof giftBatchEntries.$inferInsert,
  parts: ReadonlyArray<{ fund: string; amountCents: number }>,
): Promise<EntryRow> {
  const [row] = await tx.insert(giftBatchEntries).values(entry).returning();
  if (!row) throw new Error('The new entry was not returned');
  await tx.insert(giftBatchEntryFunds).values(parts.map((part) => ({ entryId: row.id, ...part })));
  return row;
}

export async function deleteEntryRow(tx: Transaction, entryId: number): Promise<void> {
  await tx.delete(giftBatchEntries).where(eq(giftBatchEntries.id, entryId));
}

/** What a donor search answers of each donor. */
const DONOR_MATCH = {
  id: donors.id,
  name: donors.name,
  email: donors.email,
  envelopeNumber: donors.envelopeNumber,
};

/** Donors whose name or e-mail holds `text`, or whose envelope number is it: at most 20, by name. */
export async function searchDonors(db: Executor, text: string): Promise<DonorMatchRow[]> {
  const like = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return db
    .select(DONOR_MATCH)
    .from(donors)
    .where(or(ilike(donors.name, like), ilike(donors.email, like), eq(donors.envelopeNumber, text)))
    .orderBy(asc(donors.name), asc(donors.id))
    .limit(20);
}

export async function donorByEnvelope(
  db: Executor,
  envelope: string,
): Promise<DonorMatchRow | null> {
  const [row] = await db
    .select(DONOR_MATCH)
    .from(donors)
    .where(eq(donors.envelopeNumber, envelope));
  return row ?? null;
}

export async function insertDonor(
  tx: Transaction,
  donor: { name: string; email: string; envelopeNumber: string | null },
): Promise<number> {
  const [row] = await tx.insert(donors).values(donor).returning({ id: donors.id });
  if (!row) throw new Error('The new donor was not returned');
  return row.id;
}

/** An entry that stands: neither a reversing entry nor one a reversing entry cancels. */
const standingEntry = and(
  isNull(giftBatchEntries.reversesEntryId),
  sql`not exists (select 1 from gift_batch_entries as reversal where reversal.reverses_entry_id = ${giftBatchEntries.id})`,
);

/** A committed batch's day within calendar `year`. */
function committedInYear(year: number) {
  return and(
    isNotNull(giftBatches.committedAt),
    gte(giftBatches.batchDate, `${year}-01-01`),
    lt(giftBatches.batchDate, `${year + 1}-01-01`),
  );
}

/**
 * The donors with a standing gift in a committed batch of `year` (a
 * subquery): with their online gifts, who receives a statement.
 */
export function batchDonorsOfYear(db: Executor, year: number) {
  return db
    .select({ id: giftBatchEntries.donorId })
    .from(giftBatchEntries)
    .innerJoin(giftBatches, eq(giftBatches.id, giftBatchEntries.batchId))
    .where(and(committedInYear(year), standingEntry, isNotNull(giftBatchEntries.donorId)));
}

/** A standing gift of a committed batch: its statement line. */
export interface BatchGiftRow {
  id: number;
  donorId: number;
  batchDate: string;
  amountCents: number;
  method: string;
}

/** These donors' standing gifts in committed batches of `year`, oldest first. */
export async function batchGiftsOfYear(
  db: Executor,
  year: number,
  donorIds: readonly number[],
): Promise<BatchGiftRow[]> {
  if (donorIds.length === 0) return [];
  const rows = await db
    .select({
      id: giftBatchEntries.id,
      donorId: giftBatchEntries.donorId,
      batchDate: giftBatches.batchDate,
      amountCents: giftBatchEntries.amountCents,
      method: giftBatchEntries.method,
    })
    .from(giftBatchEntries)
    .innerJoin(giftBatches, eq(giftBatches.id, giftBatchEntries.batchId))
    .where(
      and(committedInYear(year), standingEntry, inArray(giftBatchEntries.donorId, [...donorIds])),
    )
    .orderBy(asc(giftBatches.batchDate), asc(giftBatchEntries.id));
  return rows.flatMap((row) => (row.donorId === null ? [] : [{ ...row, donorId: row.donorId }]));
}

/**
 * What committed batches gave each fund, reversing entries netted, in
 * cents, and how many standing gifts; with `window`, only batches on a day
 * within each fund's dates.
 */
export async function batchFundTotals(
  db: Executor,
  window = false,
): Promise<Map<string, { cents: number; gifts: number }>> {
  const rows = await db
    .select({
      key: giftBatchEntryFunds.fund,
      cents: sql<string>`coalesce(sum(${giftBatchEntryFunds.amountCents}), 0)`,
      gifts: sql<string>`count(*) filter (where ${giftBatchEntries.reversesEntryId} is null) - count(*) filter (where ${giftBatchEntries.reversesEntryId} is not null)`,
    })
    .from(giftBatchEntryFunds)
    .innerJoin(giftBatchEntries, eq(giftBatchEntries.id, giftBatchEntryFunds.entryId))
    .innerJoin(giftBatches, eq(giftBatches.id, giftBatchEntries.batchId))
    .innerJoin(funds, eq(funds.key, giftBatchEntryFunds.fund))
    .where(
      and(
        isNotNull(giftBatches.committedAt),
        window
          ? sql`(${funds.startsOn} is null or ${giftBatches.batchDate} >= ${funds.startsOn}) and (${funds.endsOn} is null or ${giftBatches.batchDate} <= ${funds.endsOn})`
          : undefined,
      ),
    )
    .groupBy(giftBatchEntryFunds.fund);
  // PostgreSQL's sums and counts are bigint, which the drivers hand over as text.
  return new Map(
    rows.map((row) => [row.key, { cents: Number(row.cents), gifts: Number(row.gifts) }]),
  );
}

/** Committed batches' standing gifts on a day from `from` up to (not including) `until`: their cents and count. */
export async function batchGiftTotals(
  db: Executor,
  from: string,
  until: string,
): Promise<{ cents: number; gifts: number }> {
  const [row] = await db
    .select({
      cents: sql<string>`coalesce(sum(${giftBatchEntries.amountCents}), 0)`,
      gifts: sql<string>`count(*)`,
    })
    .from(giftBatchEntries)
    .innerJoin(giftBatches, eq(giftBatches.id, giftBatchEntries.batchId))
    .where(
      and(
        isNotNull(giftBatches.committedAt),
        gte(giftBatches.batchDate, from),
        lt(giftBatches.batchDate, until),
        standingEntry,
      ),
    );
  // PostgreSQL's sums and counts are bigint, which the drivers hand over as text.
  return { cents: Number(row?.cents ?? 0), gifts: Number(row?.gifts ?? 0) };
}
