/** The office's view of donors (dashboard, Giving): each with what they gave. */
import type { DonorSummary } from '@parish/shared-types';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db';
import { donors, payments } from '../tables';
import { toDollars } from '../../../lib/money';
import { countedGift, type GiftCounting } from '../payments/counted-gifts';

const receivedAt = sql`coalesce(${payments.completedAt}, ${payments.updatedAt})`;

/** Every donor by name, with their counted gifts' total, count, last date and years. */
export async function listDonorSummaries(
  db: Executor,
  counting: GiftCounting,
): Promise<DonorSummary[]> {
  const given = db
    .select({
      donorId: payments.donorId,
      totalCents: sql<string>`sum(${payments.amountCents})`.as('total_cents'),
      gifts: sql<string>`count(*)`.as('gifts'),
      lastGiftAt: sql<Date | string>`max(${receivedAt})`.as('last_gift_at'),
      years:
        sql<string>`string_agg(distinct extract(year from ${receivedAt} at time zone 'UTC')::int::text, ',')`.as(
          'years',
        ),
    })
    .from(payments)
    .where(countedGift(counting))
    .groupBy(payments.donorId)
    .as('given');
  const rows = await db
    .select({
      donor: donors,
      totalCents: given.totalCents,
      gifts: given.gifts,
      lastGiftAt: given.lastGiftAt,
      years: given.years,
    })
    .from(donors)
    .leftJoin(given, eq(given.donorId, donors.id))
    .orderBy(asc(donors.name), asc(donors.id));
  return rows.map(({ donor, ...sums }) => ({
    id: donor.id,
    name: donor.name,
    email: donor.email,
    postal_address: donor.postalAddress,
    total_given: toDollars(Number(sums.totalCents ?? 0)),
    gifts: Number(sums.gifts ?? 0),
    last_gift_at: sums.lastGiftAt ? new Date(sums.lastGiftAt).toISOString() : null,
    gift_years: (sums.years ?? '')
      .split(',')
      .filter(Boolean)
      .map(Number)
      .sort((a, b) => b - a),
  }));
}
