/**
 * The dashboard's Giving reports: donors with what they gave, gifts by date
 * range and fund, and the totals of this month and this year.
 */
import {
  GIFT_RANGE_ORDER_MESSAGE,
  UNKNOWN_FUND_MESSAGE,
  type DonorSummary,
  type GiftRecord,
  type GivingPeriodTotal,
} from '@parish/shared-types';
import { eq } from 'drizzle-orm';
import { payments } from '../../tables';
import { createTestApp, type TestApp } from '../../../../testing/app';
import { giveInSandbox } from '../../../../testing/giving';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.adminCookie();
});
afterAll(() => t?.close());

const now = new Date();
const YEAR = now.getUTCFullYear();
const MONTH = now.getUTCMonth();
/** A day of this year other than this month (January, or February in January). */
const EARLIER = new Date(Date.UTC(YEAR, MONTH === 0 ? 1 : 0, 10, 12));
const day = (date: Date) => date.toISOString().slice(0, 10);

async function give(gift: Record<string, unknown>, receivedAt: Date | null = null) {
  const session = await giveInSandbox(t, gift);
  if (receivedAt) {
    await t.db
      .update(payments)
      .set({ completedAt: receivedAt })
      .where(eq(payments.providerReference, session.id));
  }
}

const get = <T>(url: string) =>
  t.inject({ method: 'GET', url, headers: { cookie } }).then((r) => ({
    status: r.statusCode,
    body: r.json<T>(),
  }));

const ann = { payer_name: 'Ann Reyes', payer_email: 'ann.reports@example.org' };
const ben = { payer_name: 'Ben Cole', payer_email: 'ben.reports@example.org' };
const lastYear = new Date(Date.UTC(YEAR - 1, 5, 1, 12));

beforeAll(async () => {
  await give({ amount: 100, fund: 'missions', ...ann });
  await give({ amount: 30, fund: 'youth', ...ann }, EARLIER);
  await give({ amount: 70, fund: 'missions', ...ben }, lastYear);
  await give({ amount: 5, fund: 'general' }); // anonymous
});

describe('the donors list', () => {
  it('shows each donor with their total given, gifts, last gift and years', async () => {
    const { status, body } = await get<DonorSummary[]>('/api/donors/');
    expect(status).toBe(200);
    expect(body.map((donor) => donor.name)).toEqual(['Ann Reyes', 'Ben Cole']);
    expect(body[0]).toMatchObject({ email: ann.payer_email, total_given: 130, gifts: 2 });
    expect(body[0]?.gift_years).toEqual([YEAR]);
    expect(body[1]).toMatchObject({ total_given: 70, gifts: 1, gift_years: [YEAR - 1] });
    expect(body[1]?.last_gift_at).toBe(lastYear.toISOString());
  });

  it('is for administrators only', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/donors/' })).statusCode).toBe(401);
  });
});

describe('gifts by date range and fund', () => {
  it('lists completed gifts newest first, with donor and funds', async () => {
    const { body } = await get<GiftRecord[]>('/api/payments/gifts/');
    expect(body.map((gift) => gift.amount)).toEqual([5, 100, 30, 70]);
    expect(body[1]).toMatchObject({
      donor_name: 'Ann Reyes',
      funds: [{ fund: 'missions', amount: 100 }],
      frequency: null,
    });
    expect(body[0]).toMatchObject({ donor_id: null, donor_name: null });
  });

  it('keeps those of a date range (both days included) and of a fund', async () => {
    const thisYear = await get<GiftRecord[]>(
      `/api/payments/gifts/?from=${YEAR}-01-01&to=${YEAR}-12-31`,
    );
    expect(thisYear.body.map((gift) => gift.amount)).toEqual([5, 100, 30]);
    const oneDay = await get<GiftRecord[]>(
      `/api/payments/gifts/?from=${day(EARLIER)}&to=${day(EARLIER)}`,
    );
    expect(oneDay.body.map((gift) => gift.amount)).toEqual([30]);
    const missions = await get<GiftRecord[]>('/api/payments/gifts/?fund=missions');
    expect(missions.body.map((gift) => gift.amount)).toEqual([100, 70]);
  });

  it('refuses a bad range or fund, naming the field', async () => {
    const backwards = await get<object>(`/api/payments/gifts/?from=${YEAR}-05-01&to=${YEAR}-04-01`);
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ fields: { to: GIFT_RANGE_ORDER_MESSAGE } });
    const fund = await get<object>('/api/payments/gifts/?fund=roof');
    expect(fund.body).toMatchObject({ fields: { fund: UNKNOWN_FUND_MESSAGE } });
    const date = await get<object>('/api/payments/gifts/?from=yesterday');
    expect(date.body).toMatchObject({ fields: { from: 'Use the date format YYYY-MM-DD' } });
  });
});

describe('the totals of this month and this year', () => {
  it('adds up the completed gifts of each', async () => {
    const { body } = await get<GivingPeriodTotal[]>('/api/payments/giving-summary/');
    expect(body).toEqual([
      expect.objectContaining({ period: 'this_month', total: 105, gifts: 2 }),
      { period: 'this_year', label: `This year (${YEAR})`, total: 135, gifts: 3 },
    ]);
  });
});
