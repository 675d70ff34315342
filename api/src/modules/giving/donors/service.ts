/**
 * My Giving: a donor signs in by a link mailed to their address and sees
 * their own completed gifts, with totals by year and by fund.
 */
import {
  DONOR_LINK_INVALID_MESSAGE,
  DONOR_SIGN_IN_TTL_MINUTES,
  pathInLanguage,
  recurringGiftPlan,
  type DonorGift,
  type GivingFundId,
  type MyGiving,
  type RecurringGiftPriceId,
} from '@parish/shared-types';
import type { Database } from '../../../db';
import { toDollars } from '../../../lib/money';
import { invalid, ok, type Result } from '../../../lib/result';
import { newLinkToken, type Outbox } from '../../messaging';
import type { GiftCounting } from '../payments/counted-gifts';
import { loadFundNames } from '../funds/names';
import { fundSharesOf } from '../payments/gifts-repository';
import { detailsOf, fundSharesJson } from '../payments/repository';
import { donorRecurringGifts } from './recurring';
import {
  completedGiftsOf,
  donorLanguage,
  findDonorByEmail,
  insertDonorSession,
  insertSignInLink,
  useSignInLink,
  type DonorRow,
} from './repository';

/** How long a donor stays signed in after using a link. */
export const DONOR_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * Mails a sign-in link to a known donor's address; does nothing for any
 * other address. The caller answers the same either way.
 */
export async function requestSignInLink(
  db: Database,
  outbox: Outbox,
  email: string,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const donor = await findDonorByEmail(tx, email);
    if (!donor) return;
    const token = newLinkToken();
    const expiresAt = new Date(now.getTime() + DONOR_SIGN_IN_TTL_MINUTES * 60_000);
    await insertSignInLink(tx, { token, donorId: donor.id, expiresAt }, now);
    const language = donorLanguage(donor);
    const query = new URLSearchParams({ token }).toString();
    await outbox.enqueue(tx, {
      kind: 'donor_sign_in',
      to: donor.email,
      toName: donor.name,
      language,
      data: {
        donorName: donor.name,
        signInUrl: `${outbox.siteUrl}${pathInLanguage(`/my-giving?${query}`, language)}`,
        expiresAt: expiresAt.toISOString(),
      },
    });
  });
}

/** Trades a live, unused link for a session (its token is for the cookie). */
export function signIn(
  db: Database,
  linkToken: string,
  now = new Date(),
): Promise<Result<{ token: string; expiresAt: Date }>> {
  return db.transaction(async (tx) => {
    const donorId = await useSignInLink(tx, linkToken, now);
    if (donorId === undefined) return invalid(DONOR_LINK_INVALID_MESSAGE, 'token');
    const token = newLinkToken();
    const expiresAt = new Date(now.getTime() + DONOR_SESSION_TTL_MS);
    await insertDonorSession(tx, { token, donorId, expiresAt }, now);
    return ok({ token, expiresAt });
  });
}

/** The donor's own completed gifts and their totals (no sandbox gift on a live site): nobody else's. */
export async function myGiving(
  db: Database,
  donor: DonorRow,
  counting: GiftCounting,
): Promise<MyGiving> {
  const rows = await completedGiftsOf(db, donor.id, counting);
  const fundNames = await loadFundNames(db);
  const shares = await fundSharesOf(
    db,
    rows.map((row) => row.id),
  );
  const byYear = new Map<number, { cents: number; gifts: number }>();
  const byFund = new Map<GivingFundId, number>();
  const gifts: DonorGift[] = rows.map((row) => {
    const date = row.completedAt ?? row.updatedAt;
    const year = date.getUTCFullYear();
    const total = byYear.get(year) ?? { cents: 0, gifts: 0 };
    byYear.set(year, { cents: total.cents + row.amountCents, gifts: total.gifts + 1 });
    const parts = shares.get(row.id) ?? [];
    for (const part of parts)
      byFund.set(part.fund, (byFund.get(part.fund) ?? 0) + part.amountCents);
    const priceId = detailsOf(row).price_id;
    return {
      id: row.id,
      date: date.toISOString(),
      amount: toDollars(row.amountCents),
      processing_fee: toDollars(row.feeCents),
      funds: fundSharesJson(parts),
      frequency: priceId ? recurringGiftPlan(priceId as RecurringGiftPriceId).label : null,
      reference: row.providerReference ?? String(row.id),
    };
  });
  return {
    donor: { name: donor.name, email: donor.email },
    language: donorLanguage(donor),
    recurring_gifts: await donorRecurringGifts(db, donor.id),
    gifts,
    totals_by_year: [...byYear.entries()]
      .sort(([a], [b]) => b - a)
      .map(([year, total]) => ({ year, total: toDollars(total.cents), gifts: total.gifts })),
    totals_by_fund: fundNames.keys
      .filter((key) => byFund.has(key))
      .map((key) => ({
        fund: key,
        label: fundNames.of(key),
        name_es: fundNames.of(key, 'es'),
        total: toDollars(byFund.get(key) ?? 0),
      })),
  };
}
