/**
 * The payments of Mass intentions (docs/mass-intentions.md), paid as a
 * booking is: the intention's slot is held while its one payment is open,
 * and its row is locked before the payment's (the lock order of seat holds).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db';
import { commitIfOk, ok } from '../../../lib/result';
import { releaseLapsedIntention } from '../../worship';
import { payments } from '../tables';

/** Cancels the intention's payments still under way (its row locked by the caller). */
export async function cancelOpenIntentionPayments(
  db: Executor,
  intentionId: number,
): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(
      and(eq(payments.intentionId, intentionId), inArray(payments.status, ['created', 'pending'])),
    );
}

/** A held intention whose hold has lapsed gives its slot back, and its open payment is cancelled. */
export async function releaseLapsedIntentionNow(db: Database, intentionId: number): Promise<void> {
  await commitIfOk(db, async (tx) => {
    if (await releaseLapsedIntention(tx, intentionId)) {
      await cancelOpenIntentionPayments(tx, intentionId);
    }
    return ok(undefined);
  });
}

/** The live (open or completed) payment of an intention: at most one (a unique index). */
export async function findLivePaymentOfIntention(db: Executor, intentionId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.intentionId, intentionId),
        inArray(payments.status, ['created', 'pending', 'completed']),
      ),
    );
  return row;
}
