import type { BookingStatus } from '@parish/shared-types';
import type { SQL } from 'drizzle-orm';
import { holdExpiry } from '../seats/holds';

/** How a new booking starts, decided by whether it is to be paid. */
export interface PaymentStart {
  status: BookingStatus;
  /** For `pending`: when its seats stop being held unless payment completes. */
  expiresAt: SQL | null;
}

/**
 * A free booking is `confirmed` at once. A paid one (card or PayPal) starts
 * `pending`: its seats are held for `holdMinutes` and it is confirmed only
 * when its payment completes (see src/lib/seat-holds.ts and the payments
 * feature); a failed or cancelled payment, or a lapsed hold, cancels it.
 */
export function startPayment(totalCents: number, options: { holdMinutes: number }): PaymentStart {
  if (totalCents === 0) return { status: 'confirmed', expiresAt: null };
  return { status: 'pending', expiresAt: holdExpiry(options.holdMinutes) };
}
