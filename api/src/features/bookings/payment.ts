import type { BookingStatus, PaymentMethod } from '@parish/shared-types';

/** How a new booking starts, decided by how it is to be paid. */
export interface PaymentStart {
  status: BookingStatus;
  /** For `pending`: how long its seats are held unless payment completes. */
  holdMinutes: number | null;
}

/**
 * A free booking is `confirmed` at once. A paid one (card or PayPal) starts
 * `pending`: its seats are held for `holdMinutes` and it is confirmed only
 * when its payment completes (see src/lib/seat-holds.ts and the payments
 * feature); a failed or cancelled payment, or a lapsed hold, cancels it.
 */
export function startPayment(
  booking: { paymentMethod: PaymentMethod; totalCents: number },
  options: { holdMinutes: number },
): PaymentStart {
  if (booking.totalCents === 0) return { status: 'confirmed', holdMinutes: null };
  return { status: 'pending', holdMinutes: options.holdMinutes };
}
