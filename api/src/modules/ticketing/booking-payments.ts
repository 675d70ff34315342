import type { Executor } from '../../db';

/**
 * What ticketing needs of a booking's payments, which giving keeps: the
 * payments table is giving's, so ticketing never reads or writes it itself.
 * Giving provides this when the app is put together (`app.ts`), and every
 * step runs in the caller's transaction, so a booking and its payments still
 * change together or not at all.
 */
export interface BookingPayments {
  /** Cancels these (locked) bookings' payments that are still under way. */
  cancelOpen(db: Executor, bookingIds: readonly string[]): Promise<void>;
  /** Marks the (locked) booking's completed payment as owed back to the payer. */
  markCompletedForRefund(db: Executor, bookingId: string): Promise<void>;
  /** What the booking's completed payment came to (0 when nothing was paid). */
  paidCents(db: Executor, bookingId: string): Promise<number>;
  /** What the booking's completed payment marked for refund comes to (0 when none is). */
  refundOwedCents(db: Executor, bookingId: string): Promise<number>;
  /** When each of these bookings' payments was marked for refund; bookings with none are absent. */
  refundRequestedAt(db: Executor, bookingIds: readonly string[]): Promise<Map<string, Date>>;
}

declare module '../../http/context' {
  interface ModuleServices {
    /** A booking's payments, as giving keeps them. */
    bookingPayments: BookingPayments;
  }
}
