/**
 * The dashboard's Giving reports for the office: completed gifts by date
 * range and fund (its CSV is the list's), and the totals of this month and
 * this year.
 */
import {
  UNKNOWN_FUND_MESSAGE,
  apiPaths,
  giftSearchSchema,
  PAYMENT_PROVIDERS,
  recurringGiftPlan,
  type GiftRecord,
  type GiftSearch,
  type GivingPeriodTotal,
  type PaymentProvider,
  type RecurringGiftPriceId,
} from '@parish/shared-types';
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db';
import { donors, paymentFunds, payments } from '../tables';
import type { ApiApp, AppContext } from '../../../http/context';
import { addDays, dayStartUtc } from '../../../lib/dates';
import { toDollars } from '../../../lib/money';
import { dateTime, id, shapeOf } from '../../../openapi/schemas';
import { docs } from '../../../openapi/registry';
import { unwrap } from '../../../http/results';
import { invalid } from '../../../lib/result';
import { loadFundNames } from '../funds/names';
import { countedGift, type GiftCounting } from './counted-gifts';
import { fundSharesOf } from './gifts-repository';
import { batchGiftTotals } from '../batches/repository';
import { detailsOf, fundSharesJson } from './repository';

const receivedAt = sql`coalesce(${payments.completedAt}, ${payments.updatedAt})`;

/** What the gifts list and its totals keep of the payments: counted gifts the search finds. */
function giftConditions(db: Database, search: GiftSearch, counting: GiftCounting): SQL | undefined {
  const conditions: (SQL | undefined)[] = [countedGift(counting)];
  if (search.from) conditions.push(gte(receivedAt, dayStartUtc(search.from).toISOString()));
  // `to` is inclusive: the next day's first instant bounds it.
  if (search.to) {
    conditions.push(lt(receivedAt, dayStartUtc(addDays(search.to, 1)).toISOString()));
  }
  if (search.fund) {
    conditions.push(
      inArray(
        payments.id,
        db
          .select({ id: paymentFunds.paymentId })
          .from(paymentFunds)
          .where(eq(paymentFunds.fund, search.fund)),
      ),
    );
  }
  return and(...conditions);
}

/** How many gifts the search finds, and their total (the dashboard's Today: gifts this week). */
export async function giftTotals(
  db: Database,
  search: GiftSearch,
  counting: GiftCounting,
): Promise<{ count: number; totalCents: number }> {
  const [row] = await db
    .select({
      cents: sql<string>`coalesce(sum(${payments.amountCents}), 0)`,
      gifts: sql<string>`count(*)`,
    })
    .from(payments)
    .where(giftConditions(db, search, counting));
  return { count: Number(row?.gifts ?? 0), totalCents: Number(row?.cents ?? 0) };
}

export async function searchGifts(
  db: Database,
  search: GiftSearch,
  counting: GiftCounting,
): Promise<GiftRecord[]> {
  const rows = await db
    .select({ payment: payments, donor: donors })
    .from(payments)
    .leftJoin(donors, eq(donors.id, payments.donorId))
    .where(giftConditions(db, search, counting))
    .orderBy(desc(receivedAt), desc(payments.id))
    .limit(5000);
  const shares = await fundSharesOf(
    db,
    rows.map(({ payment }) => payment.id),
  );
  return rows.map(({ payment, donor }) => {
    const priceId = detailsOf(payment).price_id;
    return {
      id: payment.id,
      date: (payment.completedAt ?? payment.updatedAt).toISOString(),
      donor_id: payment.donorId,
      donor_name: donor?.name ?? payment.payerName,
      donor_email: donor?.email ?? payment.payerEmail,
      amount: toDollars(payment.amountCents),
      processing_fee: toDollars(payment.feeCents),
      funds: fundSharesJson(shares.get(payment.id) ?? []),
      frequency: priceId ? recurringGiftPlan(priceId as RecurringGiftPriceId).label : null,
      provider: payment.provider as PaymentProvider,
      reference: payment.providerReference,
    };
  });
}

async function periodTotal(db: Database, counting: GiftCounting, start: Date, end: Date) {
  const [row] = await db
    .select({
      cents: sql<string>`coalesce(sum(${payments.amountCents}), 0)`,
      gifts: sql<string>`count(*)`,
    })
    .from(payments)
    .where(
      and(
        countedGift(counting),
        gte(receivedAt, start.toISOString()),
        lt(receivedAt, end.toISOString()),
      ),
    );
  // The basket's gifts: committed batches' standing entries on a day of the period.
  const basket = await batchGiftTotals(
    db,
    start.toISOString().slice(0, 10),
    end.toISOString().slice(0, 10),
  );
  return {
    total: toDollars(Number(row?.cents ?? 0) + basket.cents),
    gifts: Number(row?.gifts ?? 0) + basket.gifts,
  };
}

/** Counted gifts (covered fees included) of the calendar month and year of `now`, UTC, the basket's included. */
export async function givingSummary(
  db: Database,
  counting: GiftCounting,
  now = new Date(),
): Promise<GivingPeriodTotal[]> {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const monthName = now.toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' });
  return [
    {
      period: 'this_month',
      label: `This month (${monthName} ${year})`,
      ...(await periodTotal(
        db,
        counting,
        new Date(Date.UTC(year, month, 1)),
        new Date(Date.UTC(year, month + 1, 1)),
      )),
    },
    {
      period: 'this_year',
      label: `This year (${year})`,
      ...(await periodTotal(
        db,
        counting,
        new Date(Date.UTC(year, 0, 1)),
        new Date(Date.UTC(year + 1, 0, 1)),
      )),
    },
  ];
}

const dollars = z.number().describe('Dollars');
const giftRecordJson = shapeOf<GiftRecord>()(
  z.object({
    id,
    date: dateTime,
    donor_id: id.nullable(),
    donor_name: z.string().nullable(),
    donor_email: z.string().nullable(),
    amount: dollars,
    processing_fee: dollars,
    funds: z.array(
      z.object({
        fund: z.string().describe("A fund's key (GET /api/funds/)"),
        amount: dollars,
        name: z.string(),
        name_es: z.string(),
      }),
    ),
    frequency: z.string().nullable(),
    provider: z.enum(PAYMENT_PROVIDERS),
    reference: z.string().nullable(),
  }),
);
const givingPeriodJson = shapeOf<GivingPeriodTotal>()(
  z.object({
    period: z.enum(['this_month', 'this_year']),
    label: z.string(),
    total: dollars,
    gifts: z.int().nonnegative(),
  }),
);

export async function givingReportRoutes(app: ApiApp, { db, config }: AppContext) {
  app.get(
    apiPaths.gifts,
    docs({
      tag: 'Payments',
      summary: 'Completed gifts by date and fund',
      description:
        'One-time gifts and recurring gifts’ payments, newest first (at most 5,000): `from` and `to` are UTC days, both included; `fund` keeps gifts with a part for that fund. Sandbox payments are listed only in sandbox mode.',
      access: 'admin',
      query: {
        schema: giftSearchSchema,
        describe: {
          from: 'First day, YYYY-MM-DD',
          to: 'Last day, YYYY-MM-DD',
          fund: "A fund's key (missions, youth, …; GET /api/funds/all/), retired funds' too",
        },
      },
      responses: { 200: { description: 'The gifts', schema: z.array(giftRecordJson) } },
      errors: { 400: `A fund no fund has ('${UNKNOWN_FUND_MESSAGE}', naming \`fund\`)` },
    }),
    async (request) => {
      const { fund } = request.query;
      if (fund !== undefined && !(await loadFundNames(db)).keys.includes(fund)) {
        return unwrap(invalid(UNKNOWN_FUND_MESSAGE, 'fund'));
      }
      return searchGifts(db, request.query, config.payments);
    },
  );

  app.get(
    apiPaths.givingSummary,
    docs({
      tag: 'Payments',
      summary: 'Giving this month and this year',
      description:
        'Completed gifts, covered fees included, in the calendar month and year (UTC); sandbox payments only in sandbox mode.',
      access: 'admin',
      responses: { 200: { description: 'The totals', schema: z.array(givingPeriodJson) } },
    }),
    async () => givingSummary(db, config.payments),
  );
}
