/**
 * The processing fee a giver may choose to cover, in one place: the giving
 * page shows it in dollars before paying and the API computes it again
 * (never taking the page's figure). Amounts are whole cents.
 */

/** The card processor's rate on a charge: 2.9 % (in hundredths of a percent, to stay in integers)… */
export const PROCESSING_FEE_RATE_BASIS_POINTS = 290;
/** …plus 30 cents per charge (Stripe's standard US card pricing). */
export const PROCESSING_FEE_FIXED_CENTS = 30;

const BASIS_POINTS = 10_000;

/**
 * What to add to a gift of `giftCents` so that, once the processor takes its
 * rate and fixed fee from the whole charge, the parish still receives the
 * whole gift: the charge is ⌈(gift + fixed) ÷ (1 − rate)⌉ and the fee is the
 * charge less the gift. $50.00 → $1.81 (a $51.81 charge, of which the
 * processor keeps $1.80).
 */
export function coveredFeeCents(giftCents: number): number {
  const charge = Math.ceil(
    ((giftCents + PROCESSING_FEE_FIXED_CENTS) * BASIS_POINTS) /
      (BASIS_POINTS - PROCESSING_FEE_RATE_BASIS_POINTS),
  );
  return charge - giftCents;
}

/** The rate as the page words it: `2.9% + $0.30`. */
export function describeProcessingFee(): string {
  const percent = PROCESSING_FEE_RATE_BASIS_POINTS / 100;
  const fixed = (PROCESSING_FEE_FIXED_CENTS / 100).toFixed(2);
  return `${percent}% + $${fixed}`;
}
