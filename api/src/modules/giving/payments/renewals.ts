/**
 * A recurring gift's later payments (renewals): each paid one is recorded
 * as a completed payment of the recurring gift, with the first gift's
 * funds, its donor and its receipt mail; a failed one mails the donor a
 * link to update the card. Stripe reports them by webhook (`invoice.paid`,
 * `invoice.payment_failed`); the sandbox's are simulated by an
 * administrator (sandbox-renewals.ts). Each renewal is recorded once
 * however often it is reported (its reference is unique per provider).
 */
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  recurringGiftPlan,
  type RecurringGiftPriceId,
} from '@parish/shared-types';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../../db';
import type { RecordInTransaction } from '../../platform';
import { payments, recurringGifts } from '../tables';
import { donorLanguage, findDonor } from '../donors/repository';
import type { Outbox } from '../../messaging';
import {
  fundSharesOf,
  insertFundShares,
  scaleFundShares,
  type RecurringGiftRow,
} from './gifts-repository';
import { mailReceipt } from './mails';
import type { PaymentRow } from './repository';

export async function findRecurringGiftBySubscription(
  db: Database,
  provider: string,
  subscriptionId: string,
): Promise<RecurringGiftRow | undefined> {
  const [row] = await db
    .select()
    .from(recurringGifts)
    .where(
      and(eq(recurringGifts.provider, provider), eq(recurringGifts.subscriptionId, subscriptionId)),
    );
  return row;
}

/** The completed payment that set the gift up: its funds and payer are the renewals'. */
export async function firstPaymentOf(
  db: Executor,
  giftId: number,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.recurringGiftId, giftId), eq(payments.status, 'completed')))
    .orderBy(asc(payments.id))
    .limit(1);
  return row;
}

/**
 * Records a paid renewal of `gift` under the provider's `reference` (a
 * Stripe invoice id). Undefined when it was recorded before (nothing is
 * mailed again) or the gift never started.
 */
export async function recordRenewal(
  db: Database,
  outbox: Outbox,
  gift: RecurringGiftRow,
  renewal: { reference: string; amountCents: number },
  log: FastifyBaseLogger,
  /** The audit row of an administrator's renewal (the sandbox's), in the payment's transaction. */
  record?: RecordInTransaction<PaymentRow>,
): Promise<PaymentRow | undefined> {
  const first = await firstPaymentOf(db, gift.id);
  if (!first) {
    log.warn({ recurringGiftId: gift.id }, 'renewal of a recurring gift never paid: ignored');
    return undefined;
  }
  if (gift.cancelledAt || gift.pausedAt) {
    // Stripe charges neither (the subscription is cancelled, or its collection paused).
    log.error(
      { recurringGiftId: gift.id, reference: renewal.reference },
      'renewal of a paused or cancelled recurring gift: recorded anyway, the money is in',
    );
  }
  if (renewal.amountCents !== gift.amountCents) {
    log.error(
      { recurringGiftId: gift.id, expected: gift.amountCents, paid: renewal.amountCents },
      'renewal amount differs from the recurring gift',
    );
  }
  return db.transaction(async (tx) => {
    // Its receipt is written in its donor's language (the first gift's without one).
    const donor = gift.donorId === null ? undefined : await findDonor(tx, gift.donorId);
    const [row] = await tx
      .insert(payments)
      .values({
        purpose: 'recurring_donation',
        provider: gift.provider,
        method: 'card',
        providerReference: renewal.reference,
        amountCents: gift.amountCents,
        feeCents: gift.feeCents,
        recurringGiftId: gift.id,
        donorId: gift.donorId,
        payerName: first.payerName,
        payerEmail: first.payerEmail,
        language: donor ? donorLanguage(donor) : first.language,
        status: 'completed',
        completedAt: new Date(),
        details: { price_id: gift.priceId },
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return undefined;
    // The first gift's funds, in its proportions of the gift as it is now
    // (its donor may have changed the amount since).
    const shares = (await fundSharesOf(tx, [first.id])).get(first.id) ?? [];
    await insertFundShares(tx, row.id, scaleFundShares(shares, gift.amountCents - gift.feeCents));
    await mailReceipt(tx, outbox, row);
    await record?.(tx, row);
    return row;
  });
}

/**
 * A renewal failed: the donor is mailed where to update the card (Stripe's
 * hosted invoice page in live mode; My Giving in the sandbox).
 */
export async function mailRenewalFailed(
  db: Database,
  outbox: Outbox,
  gift: RecurringGiftRow,
  updateCardUrl: string,
  log: FastifyBaseLogger,
  /** The audit row of an administrator's renewal (the sandbox's), in the mail's transaction. */
  record?: (tx: Executor) => Promise<void>,
): Promise<boolean> {
  const first = await firstPaymentOf(db, gift.id);
  const donor = gift.donorId === null ? undefined : await findDonor(db, gift.donorId);
  const to = donor?.email ?? first?.payerEmail;
  if (!to) {
    log.warn({ recurringGiftId: gift.id }, 'failed renewal of a gift without an address');
    return false;
  }
  await db.transaction(async (tx) => {
    await outbox.enqueue(tx, {
      kind: 'renewal_failed',
      to,
      toName: donor?.name ?? first?.payerName ?? null,
      language: donor
        ? donorLanguage(donor)
        : isLanguage(first?.language)
          ? first.language
          : DEFAULT_LANGUAGE,
      data: {
        donorName: donor?.name ?? first?.payerName ?? to,
        amountCents: gift.amountCents,
        frequency: recurringGiftPlan(gift.priceId as RecurringGiftPriceId).label,
        updateCardUrl,
      },
    });
    await record?.(tx);
  });
  return true;
}
