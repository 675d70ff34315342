import type { BookingStatus, PaymentMethod } from '@parish/shared-types';

/** How a new booking starts, decided by how it is to be paid. */
export interface PaymentStart {
  status: BookingStatus;
  /** For `pending`: when the seat hold lapses unless payment completes. */
  expiresAt: Date | null;
}

/**
 * The seam for the payment flows. For now every booking is `confirmed` at
 * once. The card and PayPal flows of a later issue decide here instead: a
 * paid booking starts `pending` with an `expiresAt` (its seats are held
 * meanwhile) and becomes `confirmed` when the provider reports the payment,
 * or `cancelled` (seats released) when it fails or the hold lapses.
 */
export function startPayment(_booking: {
  paymentMethod: PaymentMethod;
  totalCents: number;
}): PaymentStart {
  return { status: 'confirmed', expiresAt: null };
}
