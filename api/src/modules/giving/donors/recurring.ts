/**
 * A donor's own recurring gifts on My Giving: listed, and changed (amount
 * or frequency), paused, resumed or cancelled. Each change is made at the
 * provider that charges the gift first (Stripe's subscription; nothing to
 * do in the sandbox), then recorded with its confirmation mail in one
 * transaction. A gift that is not the donor's answers as if it did not exist.
 */
import {
  coveredFeeCents,
  DONOR_RECURRING_GIFT_NOT_FOUND_MESSAGE,
  RECURRING_GIFT_ALREADY_PAUSED_MESSAGE,
  RECURRING_GIFT_CANCELLED_MESSAGE,
  RECURRING_GIFT_NOT_PAUSED_MESSAGE,
  RECURRING_GIFT_NOT_STARTED_MESSAGE,
  recurringGiftPlan,
  type DonorRecurringGift,
  type RecurringGiftChange,
  type RecurringGiftChangeInput,
  type RecurringGiftPriceId,
  pathInLanguage,
} from '@parish/shared-types';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../../db';
import { toCents, toDollars } from '../../../lib/money';
import { conflict, failure, notFound, ok, type Result } from '../../../lib/result';
import type { Outbox } from '../../messaging';
import {
  cancelRecurringGift,
  changeRecurringGiftTerms,
  findRecurringGift,
  fundSharesOf,
  listRecurringGifts,
  pauseRecurringGift,
  resumeRecurringGift,
  scaleFundShares,
  type RecurringGiftRow,
} from '../payments/gifts-repository';
import { nextGiftDate, recurringGiftStatus } from '../payments/listing';
import type { PaymentProviders } from '../payments/providers';
import { ProviderError, type SubscriptionProvider } from '../payments/providers/types';
import { firstPaymentOf } from '../payments/renewals';
import { fundSharesJson } from '../payments/repository';
import { donorLanguage, type DonorRow } from './repository';

/** The donor's recurring gifts that started (their first gift paid), newest first. */
export async function donorRecurringGifts(
  db: Executor,
  donorId: number,
  now = new Date(),
): Promise<DonorRecurringGift[]> {
  const rows = (await listRecurringGifts(db, donorId)).filter(
    ({ firstPayment }) => firstPayment?.status === 'completed',
  );
  const shares = await fundSharesOf(
    db,
    rows.flatMap(({ firstPayment }) => (firstPayment ? [firstPayment.id] : [])),
  );
  return rows.map(({ gift, firstPayment }) => {
    const priceId = gift.priceId as RecurringGiftPriceId;
    const status = recurringGiftStatus(gift, firstPayment);
    const giftCents = gift.amountCents - gift.feeCents;
    const startedAt = firstPayment?.completedAt ?? null;
    return {
      id: gift.id,
      price_id: priceId,
      frequency: recurringGiftPlan(priceId).label,
      amount: toDollars(giftCents),
      processing_fee: toDollars(gift.feeCents),
      funds: fundSharesJson(
        scaleFundShares(firstPayment ? (shares.get(firstPayment.id) ?? []) : [], giftCents),
      ),
      status,
      next_gift_on: status === 'active' && startedAt ? nextGiftDate(startedAt, priceId, now) : null,
    };
  });
}

export type RecurringGiftAction =
  | { change: 'changed'; input: RecurringGiftChangeInput }
  | { change: 'paused' }
  | { change: 'resumed' }
  | { change: 'cancelled' };

export interface RecurringGiftContext {
  db: Database;
  outbox: Outbox;
  providers: PaymentProviders;
  log: FastifyBaseLogger;
}

function subscriptionProviderOf(
  providers: PaymentProviders,
  gift: RecurringGiftRow,
): SubscriptionProvider | null {
  if (gift.provider === 'sandbox') return providers.subscriptions.sandbox;
  if (gift.provider === 'stripe') return providers.subscriptions.stripe;
  return null;
}

/** Why the gift's state refuses the action, if it does. */
function refusal(gift: RecurringGiftRow, action: RecurringGiftAction): string | null {
  if (gift.cancelledAt) return RECURRING_GIFT_CANCELLED_MESSAGE;
  if (action.change === 'paused' && gift.pausedAt) return RECURRING_GIFT_ALREADY_PAUSED_MESSAGE;
  if (action.change === 'resumed' && !gift.pausedAt) return RECURRING_GIFT_NOT_PAUSED_MESSAGE;
  return null;
}

/** The gift's new terms: the chosen amount and frequency, a covered fee computed again. */
function newTerms(gift: RecurringGiftRow, input: RecurringGiftChangeInput) {
  const giftCents = toCents(input.amount);
  const feeCents = gift.feeCents > 0 ? coveredFeeCents(giftCents) : 0;
  return { priceId: input.priceId, giftCents, feeCents, amountCents: giftCents + feeCents };
}

/**
 * Changes, pauses, resumes or cancels the donor's recurring gift `giftId`:
 * at the provider, then here, with its confirmation mail.
 */
export async function manageRecurringGift(
  { db, outbox, providers, log }: RecurringGiftContext,
  donor: DonorRow,
  giftId: number,
  action: RecurringGiftAction,
  now = new Date(),
): Promise<Result<RecurringGiftRow>> {
  const gift = await findRecurringGift(db, giftId);
  // Another donor's gift is answered exactly like one that does not exist.
  if (!gift || gift.donorId !== donor.id) return notFound(DONOR_RECURRING_GIFT_NOT_FOUND_MESSAGE);
  const first = await firstPaymentOf(db, gift.id);
  if (!first) return conflict(RECURRING_GIFT_NOT_STARTED_MESSAGE);
  const refused = refusal(gift, action);
  if (refused) return conflict(refused);
  const provider = subscriptionProviderOf(providers, gift);
  if (!provider || (gift.provider !== 'sandbox' && !gift.subscriptionId)) {
    return conflict(
      'This recurring gift cannot be changed online. Please contact the parish office.',
    );
  }
  const terms = action.change === 'changed' ? newTerms(gift, action.input) : null;
  const subscriptionId = gift.subscriptionId ?? `sandbox-gift-${gift.id}`;
  try {
    if (terms) {
      const plan = recurringGiftPlan(terms.priceId);
      await provider.changeSubscription(subscriptionId, {
        giftCents: terms.giftCents,
        feeCents: terms.feeCents,
        recurring: {
          interval: plan.interval,
          intervalCount: plan.intervalCount,
          priceId: plan.priceId,
        },
      });
    } else if (action.change === 'paused') await provider.pauseSubscription(subscriptionId);
    else if (action.change === 'resumed') await provider.resumeSubscription(subscriptionId);
    else await provider.cancelSubscription(subscriptionId);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    log.error({ err: error, recurringGiftId: gift.id }, 'recurring gift change refused');
    return failure(
      'provider_failed',
      'We could not reach the payment provider. Nothing was changed; please try again.',
    );
  }
  return db.transaction(async (tx) => {
    const updated = terms
      ? await changeRecurringGiftTerms(tx, gift.id, {
          priceId: terms.priceId,
          amountCents: terms.amountCents,
          feeCents: terms.feeCents,
        })
      : action.change === 'paused'
        ? await pauseRecurringGift(tx, gift.id, now)
        : action.change === 'resumed'
          ? await resumeRecurringGift(tx, gift.id)
          : await cancelRecurringGift(tx, gift.id, now);
    // Changed meanwhile (another tab cancelled it): say what it is now.
    if (!updated)
      return conflict(
        refusal((await findRecurringGift(tx, gift.id)) ?? gift, action) ??
          RECURRING_GIFT_CANCELLED_MESSAGE,
      );
    await mailChange(tx, outbox, donor, action.change, gift, updated);
    return ok(updated);
  });
}

async function mailChange(
  tx: Executor,
  outbox: Outbox,
  donor: DonorRow,
  change: RecurringGiftChange,
  before: RecurringGiftRow,
  after: RecurringGiftRow,
) {
  const frequency = (row: RecurringGiftRow) =>
    recurringGiftPlan(row.priceId as RecurringGiftPriceId).label;
  const language = donorLanguage(donor);
  await outbox.enqueue(tx, {
    kind: 'recurring_gift_changed',
    to: donor.email,
    toName: donor.name,
    language,
    data: {
      donorName: donor.name,
      change,
      amountCents: after.amountCents,
      feeCents: after.feeCents,
      frequency: frequency(after),
      previous:
        change === 'changed'
          ? { amountCents: before.amountCents, frequency: frequency(before) }
          : null,
      manageUrl: `${outbox.siteUrl}${pathInLanguage('/my-giving', language)}`,
    },
  });
}
