import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db';
import { payments } from '../tables';
import type { BookingPayments } from '../../ticketing';

/** A booking's completed payment (a unique index keeps it to at most one). */
function completedPaymentOf(bookingId: string) {
  return and(eq(payments.bookingId, bookingId), eq(payments.status, 'completed'));
}

async function completedCents(db: Executor, bookingId: string, refundOnly: boolean) {
  const [row] = await db
    .select({ cents: payments.amountCents })
    .from(payments)
    .where(
      refundOnly
        ? and(completedPaymentOf(bookingId), isNotNull(payments.refundRequestedAt))
        : completedPaymentOf(bookingId),
    );
  return row?.cents ?? 0;
}

/** The payments of bookings, as ticketing asks for them (see its booking-payments.ts). */
export const bookingPayments: BookingPayments = {
  async cancelOpen(db, bookingIds) {
    if (bookingIds.length === 0) return;
    await db
      .update(payments)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(
        and(
          inArray(payments.bookingId, [...bookingIds]),
          inArray(payments.status, ['created', 'pending']),
        ),
      );
  },

  async markCompletedForRefund(db, bookingId) {
    await db
      .update(payments)
      .set({ refundRequestedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(completedPaymentOf(bookingId), isNull(payments.refundRequestedAt)));
  },

  paidCents: (db, bookingId) => completedCents(db, bookingId, false),

  refundOwedCents: (db, bookingId) => completedCents(db, bookingId, true),

  async refundRequestedAt(db, bookingIds) {
    const marked = new Map<string, Date>();
    if (bookingIds.length === 0) return marked;
    const rows = await db
      .select({ bookingId: payments.bookingId, at: payments.refundRequestedAt })
      .from(payments)
      .where(
        and(inArray(payments.bookingId, [...bookingIds]), isNotNull(payments.refundRequestedAt)),
      );
    // The latest mark of each booking's payments (only a completed one is ever marked).
    for (const { bookingId, at } of rows) {
      if (!bookingId || !at) continue;
      const seen = marked.get(bookingId);
      if (!seen || at > seen) marked.set(bookingId, at);
    }
    return marked;
  },
};
