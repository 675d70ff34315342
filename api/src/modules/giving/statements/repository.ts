/**
 * Year-end statements' queries: who gave in a year (online or in a
 * committed batch), each donor's gifts of
 * that year, and the runs (statement_jobs) the statement worker claims.
 */
import { and, asc, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db';
import { donors, payments, statementJobs } from '../tables';
import { countedGift, type GiftCounting } from '../payments/counted-gifts';
import type { PaymentRow } from '../payments/repository';
import type { DonorRow } from '../donors/repository';
import { batchDonorsOfYear } from '../batches/repository';

export type StatementJobRow = typeof statementJobs.$inferSelect;

/** A calendar year's bounds (UTC, as My Giving's totals by year). */
export function yearBounds(year: number): { start: Date; end: Date } {
  return { start: new Date(Date.UTC(year, 0, 1)), end: new Date(Date.UTC(year + 1, 0, 1)) };
}

const receivedAt = sql`coalesce(${payments.completedAt}, ${payments.updatedAt})`;

/** A completed gift (one-time or recurring) of `year` that counts on this site (no sandbox gift on a live one). */
function giftOfYear(year: number, counting: GiftCounting) {
  const { start, end } = yearBounds(year);
  return and(
    countedGift(counting),
    sql`${receivedAt} >= ${start.toISOString()}`,
    sql`${receivedAt} < ${end.toISOString()}`,
  );
}

/** Donors who gave in `year`, after donor id `afterId`, in id order. */
export async function donorsWhoGave(
  db: Executor,
  year: number,
  counting: GiftCounting,
  { afterId, limit, donorId }: { afterId: number; limit: number; donorId?: number | null },
): Promise<DonorRow[]> {
  const gave = db
    .select({ id: payments.donorId })
    .from(payments)
    .where(and(giftOfYear(year, counting), sql`${payments.donorId} IS NOT NULL`));
  return db
    .select()
    .from(donors)
    .where(
      and(
        gt(donors.id, afterId),
        or(inArray(donors.id, gave), inArray(donors.id, batchDonorsOfYear(db, year))),
        donorId ? eq(donors.id, donorId) : undefined,
      ),
    )
    .orderBy(asc(donors.id))
    .limit(limit);
}

export async function countDonorsWhoGave(
  db: Executor,
  year: number,
  counting: GiftCounting,
  donorId?: number | null,
): Promise<number> {
  const gave = db
    .select({ id: payments.donorId })
    .from(payments)
    .where(and(giftOfYear(year, counting), sql`${payments.donorId} IS NOT NULL`));
  // Online gifts and the basket's (committed batches) alike.
  const [row] = await db
    .select({ count: sql<string>`count(*)` })
    .from(donors)
    .where(
      and(
        or(inArray(donors.id, gave), inArray(donors.id, batchDonorsOfYear(db, year))),
        donorId ? eq(donors.id, donorId) : undefined,
      ),
    );
  return Number(row?.count ?? 0);
}

/** The completed gifts of `year` of these donors, oldest first. */
export async function giftsOfYear(
  db: Executor,
  year: number,
  counting: GiftCounting,
  donorIds: readonly number[],
): Promise<PaymentRow[]> {
  if (donorIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(and(giftOfYear(year, counting), inArray(payments.donorId, [...donorIds])))
    .orderBy(asc(receivedAt), asc(payments.id));
}

export async function insertStatementJob(
  db: Executor,
  values: { year: number; donorId: number | null },
): Promise<StatementJobRow> {
  const [row] = await db.insert(statementJobs).values(values).returning();
  if (!row) throw new Error('The statement run just written could not be read back.');
  return row;
}

export async function listStatementJobs(db: Executor): Promise<StatementJobRow[]> {
  return db.select().from(statementJobs).orderBy(desc(statementJobs.id)).limit(100);
}

export async function findStatementJob(
  db: Executor,
  id: number,
): Promise<StatementJobRow | undefined> {
  const [row] = await db.select().from(statementJobs).where(eq(statementJobs.id, id));
  return row;
}

/**
 * Claims the oldest due run: a queued one, or a running one whose process
 * let its lease run out. SKIP LOCKED: two processes never claim the same.
 */
export async function claimStatementJob(
  db: Executor,
  leaseMs: number,
): Promise<StatementJobRow | undefined> {
  const due = db
    .select({ id: statementJobs.id })
    .from(statementJobs)
    .where(
      or(
        eq(statementJobs.status, 'queued'),
        and(eq(statementJobs.status, 'running'), lte(statementJobs.leaseExpiresAt, sql`now()`)),
      ),
    )
    .orderBy(asc(statementJobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(statementJobs)
    .set({
      status: 'running',
      claims: sql`${statementJobs.claims} + 1`,
      leaseExpiresAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
    })
    .where(inArray(statementJobs.id, due))
    .returning();
  return claimed;
}

/** The run is still this claim's (its lease not taken over by another process). */
function heldBy(job: Pick<StatementJobRow, 'id' | 'claims'>) {
  return and(
    eq(statementJobs.id, job.id),
    eq(statementJobs.status, 'running'),
    eq(statementJobs.claims, job.claims),
  );
}

/** Writes the run's progress and renews its lease; false when the claim was lost. */
export async function recordProgress(
  db: Executor,
  job: Pick<StatementJobRow, 'id' | 'claims'>,
  progress: { total?: number; processed?: number; cursor?: number },
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .update(statementJobs)
    .set({
      ...progress,
      leaseExpiresAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
    })
    .where(heldBy(job))
    .returning({ id: statementJobs.id });
  return rows.length > 0;
}

export async function finishStatementJob(
  db: Executor,
  job: Pick<StatementJobRow, 'id' | 'claims'>,
  outcome: { status: 'done' } | { status: 'failed'; error: string },
): Promise<void> {
  await db
    .update(statementJobs)
    .set({
      status: outcome.status,
      error: outcome.status === 'failed' ? outcome.error : null,
      leaseExpiresAt: null,
      finishedAt: sql`now()`,
    })
    .where(heldBy(job));
}
