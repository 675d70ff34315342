/**
 * Sandbox gifts move no money. A site that takes real payments never counts
 * one, not even those it recorded in sandbox mode before it went live:
 * year-end statements, My Giving's totals, the office's giving reports,
 * donor and fund totals show only the real gifts. The demo (sandbox mode)
 * counts its own test gifts.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  apiPaths,
  PAYMENTS_SANDBOX_OFF_MESSAGE,
  type DonorSummary,
  type FundTotal,
  type GiftRecord,
  type GivingPeriodTotal,
  type MyGiving,
  type StatementJob,
} from '@parish/shared-types';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../../app';
import { outboxMails } from '../../../../testing/tables';
import { createTestApp, testConfig, type TestApp } from '../../../../testing/app';
import { giveInSandbox, recurringGiftInSandbox } from '../../../../testing/giving';
import { findOrCreateDonor, insertDonorSession } from '../../donors/repository';
import { DONOR_COOKIE } from '../../donors/routes';
import { insertFundShares } from '../gifts-repository';
import { insertPayment, setFinalStatus } from '../repository';

const YEAR = new Date().getUTCFullYear();
const DONOR = { name: 'Dana Whitfield', email: 'dana@example.org' };

/** The site as it first ran: sandbox mode. */
let demo: TestApp;
/** The same database once the parish configured Stripe: a live site. */
let live: FastifyInstance;
let adminCookie: string;
let donorCookie: string;
let sandboxGiftId: number;

/** A gift Stripe took: what checkout and the webhook record, written directly. */
async function stripeGift(amountCents: number, fund: 'missions') {
  await demo.db.transaction(async (tx) => {
    const donor = await findOrCreateDonor(tx, DONOR);
    const payment = await insertPayment(tx, {
      purpose: 'donation',
      provider: 'stripe',
      method: 'card',
      providerReference: `cs_live_${randomBytes(8).toString('hex')}`,
      amountCents,
      feeCents: 0,
      status: 'created',
      payerName: DONOR.name,
      payerEmail: DONOR.email,
      donorId: donor.id,
    });
    await insertFundShares(tx, payment.id, [{ fund, amountCents }]);
    await setFinalStatus(tx, payment.id, 'completed');
  });
}

beforeAll(async () => {
  demo = await createTestApp();
  // A $100,000 "gift" approved on the sandbox's page, and a real $40 one.
  await giveInSandbox(demo, {
    amount: 100000,
    fund: 'general',
    payer_name: DONOR.name,
    payer_email: DONOR.email,
  });
  await stripeGift(4000, 'missions');
  // A monthly gift set up in the sandbox, not paid (it counts nowhere).
  sandboxGiftId =
    (
      await recurringGiftInSandbox(
        demo,
        { priceId: 'gift-monthly', amount: 50 },
        { approve: false },
      )
    ).recurring_gift_id ?? 0;
  adminCookie = await demo.adminCookie();
  // The demo's workers stop: only the live site's statement worker runs from here.
  await demo.app.close();

  live = await buildApp({
    db: demo.db,
    config: testConfig({
      uploads: demo.config.uploads,
      payments: {
        ...testConfig().payments,
        sandbox: false,
        stripe: {
          secretKey: 'sk_test_parish',
          publishableKey: null,
          webhookSecret: null,
          // Nothing here calls Stripe; nothing listens on the discard port.
          apiBase: 'http://127.0.0.1:9',
          recurringPrices: null,
        },
      },
    }),
  });
  const token = randomBytes(32).toString('base64url');
  const donor = await findOrCreateDonor(demo.db, DONOR);
  await insertDonorSession(demo.db, {
    token,
    donorId: donor.id,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  donorCookie = `${DONOR_COOKIE}=${live.signCookie(token)}`;
});
afterAll(async () => {
  await live?.close();
  await demo?.close();
});

const asAdmin = <T>(url: string) =>
  live.inject({ method: 'GET', url, headers: { cookie: adminCookie } }).then((r) => r.json<T>());

describe('on a live site, sandbox gifts', () => {
  it('are absent from the year-end statement the donor downloads', async () => {
    const response = await live.inject({
      method: 'GET',
      url: apiPaths.myStatement(YEAR),
      headers: { cookie: donorCookie },
    });
    expect(response.statusCode).toBe(200);
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], {
      input: response.rawPayload,
    }).toString('utf8');
    expect(text).toContain('$40.00');
    expect(text).not.toContain('100,000');
  });

  it('are absent from the statements a run mails', async () => {
    const started = await live.inject({
      method: 'POST',
      url: apiPaths.statementJobs,
      headers: { cookie: adminCookie },
      payload: { year: YEAR },
    });
    expect(started.statusCode).toBe(202);
    const id = started.json<StatementJob>().id;
    const deadline = Date.now() + 20_000;
    let job = started.json<StatementJob>();
    while (job.status !== 'done' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = await asAdmin<StatementJob>(apiPaths.statementJob(id));
    }
    expect(job).toMatchObject({ status: 'done', total: 1, processed: 1 });
    const [mail] = await demo.db
      .select()
      .from(outboxMails)
      .where(
        and(eq(outboxMails.kind, 'year_end_statement'), eq(outboxMails.toAddress, DONOR.email)),
      );
    expect(mail?.data).toMatchObject({ gifts: 1, totalCents: 4000 });
  });

  it('are absent from My Giving and its totals', async () => {
    const giving = (
      await live.inject({ method: 'GET', url: apiPaths.myGiving, headers: { cookie: donorCookie } })
    ).json<MyGiving>();
    expect(giving.gifts.map((gift) => gift.amount)).toEqual([40]);
    expect(giving.totals_by_year).toEqual([{ year: YEAR, total: 40, gifts: 1 }]);
    expect(giving.totals_by_fund).toEqual([
      { fund: 'missions', label: 'Missions', name_es: 'Misiones', total: 40 },
    ]);
  });

  it('are absent from the giving reports, donor totals and fund totals', async () => {
    const gifts = await asAdmin<GiftRecord[]>(apiPaths.gifts);
    expect(gifts.map((gift) => [gift.provider, gift.amount])).toEqual([['stripe', 40]]);
    const summary = await asAdmin<GivingPeriodTotal[]>(apiPaths.givingSummary);
    expect(summary.find((period) => period.period === 'this_year')).toMatchObject({
      total: 40,
      gifts: 1,
    });
    const donors = await asAdmin<DonorSummary[]>(apiPaths.donors);
    expect(donors.find((donor) => donor.email === DONOR.email)).toMatchObject({
      total_given: 40,
      gifts: 1,
    });
    const funds = await asAdmin<FundTotal[]>(apiPaths.fundTotals);
    expect(funds.filter((fund) => fund.total > 0)).toEqual([
      expect.objectContaining({ fund: 'missions', total: 40, gifts: 1 }),
    ]);
  });
});

describe('on a live site, the sandbox', () => {
  it('renews nothing: its renewal call answers 404 with a message', async () => {
    const response = await live.inject({
      method: 'POST',
      url: apiPaths.sandboxRenewal(sandboxGiftId),
      headers: { cookie: adminCookie },
      payload: { outcome: 'paid' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: PAYMENTS_SANDBOX_OFF_MESSAGE });
  });
});

describe('in sandbox mode (the demo)', () => {
  it('its own test gifts count', async () => {
    const site = await buildApp({ db: demo.db, config: demo.config });
    try {
      const gifts = (
        await site.inject({ method: 'GET', url: apiPaths.gifts, headers: { cookie: adminCookie } })
      ).json<GiftRecord[]>();
      expect(gifts.map((gift) => [gift.provider, gift.amount]).sort()).toEqual([
        ['sandbox', 100000],
        ['stripe', 40],
      ]);
    } finally {
      await site.close();
    }
  });
});
