import {
  recurringGiftPlan,
  type FundTotal,
  type Payment,
  type PaymentProvider,
  type RecurringGift,
  type RecurringGiftPriceId,
  type RecurringGiftStatus,
} from '@parish/shared-types';
import type { Database } from '../../../db';
import { toDollars } from '../../../lib/money';
import { releaseLapsedHoldsNow } from '../../ticketing';
import { loadFundNames } from '../funds/names';
import type { GiftCounting } from './counted-gifts';
import {
  completedFundTotals,
  fundSharesOf,
  listRecurringGifts as listRecurringGiftRows,
  scaleFundShares,
  type RecurringGiftRow,
} from './gifts-repository';
import { fundSharesJson, listPayments as listPaymentRows, type PaymentRow } from './repository';
import { bookingPayments } from './booking-payments';

/** Every payment for the office, newest first, lapsed holds released first. */
export async function listPayments(db: Database): Promise<Payment[]> {
  await releaseLapsedHoldsNow(db, 'all', bookingPayments);
  return listPaymentRows(db);
}

/** What each fund, retired ones too, has received from counted gifts (a fund given nothing shows 0). */
export async function listFundTotals(db: Database, counting: GiftCounting): Promise<FundTotal[]> {
  const totals = new Map((await completedFundTotals(db, counting)).map((row) => [row.fund, row]));
  const fundNames = await loadFundNames(db);
  return fundNames.keys.map((id) => ({
    fund: id,
    label: fundNames.of(id),
    name_es: fundNames.of(id, 'es'),
    total: toDollars(totals.get(id)?.totalCents ?? 0),
    gifts: totals.get(id)?.gifts ?? 0,
  }));
}

/** Where a recurring gift stands: its donor's cancel or pause first, then its first payment. */
export function recurringGiftStatus(
  gift: RecurringGiftRow,
  firstPayment: PaymentRow | null,
): RecurringGiftStatus {
  if (gift.cancelledAt) return 'cancelled';
  if (firstPayment?.status === 'completed') return gift.pausedAt ? 'paused' : 'active';
  if (firstPayment?.status === 'created' || firstPayment?.status === 'pending') return 'pending';
  return 'cancelled';
}

/**
 * The first gift date after `now` on a schedule that started at `start`
 * (UTC days, so the answer does not depend on the server's time zone).
 * A monthly gift started on the 31st falls on the last day of shorter months.
 */
export function nextGiftDate(start: Date, priceId: RecurringGiftPriceId, now: Date): string {
  const plan = recurringGiftPlan(priceId);
  const day = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
  for (let step = 1; ; step += 1) {
    let next: number;
    if (plan.interval === 'week') {
      next = day + step * plan.intervalCount * 7 * 24 * 60 * 60 * 1000;
    } else {
      const month = start.getUTCMonth() + step * plan.intervalCount;
      const lastDay = new Date(Date.UTC(start.getUTCFullYear(), month + 1, 0)).getUTCDate();
      next = Date.UTC(start.getUTCFullYear(), month, Math.min(start.getUTCDate(), lastDay));
    }
    if (next > now.getTime()) return new Date(next).toISOString().slice(0, 10);
  }
}

/** Every recurring gift's schedule for the office, newest first. */
export async function listRecurringGifts(
  db: Database,
  now: Date = new Date(),
): Promise<RecurringGift[]> {
  const rows = await listRecurringGiftRows(db);
  const shares = await fundSharesOf(
    db,
    rows.flatMap((row) => (row.firstPayment ? [row.firstPayment.id] : [])),
  );
  return rows.map(({ gift, firstPayment }) => {
    const priceId = gift.priceId as RecurringGiftPriceId;
    const status = recurringGiftStatus(gift, firstPayment);
    const startedAt =
      status === 'active' || status === 'paused' ? (firstPayment?.completedAt ?? null) : null;
    return {
      id: gift.id,
      price_id: priceId,
      frequency: recurringGiftPlan(priceId).label,
      amount: toDollars(gift.amountCents),
      processing_fee: toDollars(gift.feeCents),
      funds: fundSharesJson(
        scaleFundShares(
          firstPayment ? (shares.get(firstPayment.id) ?? []) : [],
          gift.amountCents - gift.feeCents,
        ),
      ),
      status,
      provider: gift.provider as PaymentProvider,
      subscription_id: gift.subscriptionId,
      donor_id: gift.donorId,
      created_at: gift.createdAt.toISOString(),
      started_at: startedAt?.toISOString() ?? null,
      next_gift_on: startedAt && status === 'active' ? nextGiftDate(startedAt, priceId, now) : null,
    };
  });
}
