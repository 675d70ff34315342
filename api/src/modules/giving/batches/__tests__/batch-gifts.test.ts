/**
 * A committed batch's gifts are their donors' gifts: the year-end statement
 * (its PDF read with `pdftotext`) lists a cash gift beside an online one,
 * and the fund totals, goal progress and giving summary count them, a reversal netted. An
 * open batch's gifts count nowhere.
 */
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import type { Batch, BatchEntry, Fund, FundTotal, GivingPeriodTotal } from '@parish/shared-types';
import { eq, sql } from 'drizzle-orm';
import { donors } from '../../tables';
import { insertDonorSession } from '../../donors/repository';
import { DONOR_COOKIE } from '../../donors/routes';
import { createTestApp, type TestApp } from '../../../../testing/app';
import { giveInSandbox } from '../../../../testing/giving';
import { signInWithRoles } from '../../../../testing/roles';

let t: TestApp;
let finance: string;
beforeAll(async () => {
  t = await createTestApp();
  finance = await signInWithRoles(t, ['finance']);
});
afterAll(() => t?.close());

const YEAR = new Date().getUTCFullYear();

function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}

const post = async <T>(url: string, payload?: object): Promise<T> => {
  const response = await t.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    headers: { cookie: finance },
  });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
  return response.json<T>();
};

/** A donor's My Giving session, made directly (the sign-in mail is tested in features/donors). */
async function donorCookie(donorId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertDonorSession(t.db, {
    token,
    donorId,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return `${DONOR_COOKIE}=${t.app.signCookie(token)}`;
}

const ruth = { name: 'Ruth Basket', email: 'ruth.basket@example.org' };
let ruthId: number;

beforeAll(async () => {
  await giveInSandbox(t, {
    amount: 250,
    fund: 'missions',
    payer_name: ruth.name,
    payer_email: ruth.email,
  });
  const [row] = await t.db
    .select({ id: donors.id })
    .from(donors)
    .where(sql`lower(${donors.email}) = ${ruth.email}`);
  ruthId = row?.id ?? 0;

  // Sunday: Ruth's $20.00 in cash, $5.00 loose; her $15.00 check was
  // counted twice, so the treasurer reverses it after committing.
  const sunday = await post<Batch>('/api/batches/', {
    batch_date: `${YEAR}-01-04`,
    kind: 'sunday_collection',
    note: null,
    counted_total_cents: 4000,
  });
  await post(`/api/batches/${sunday.id}/entries/`, {
    donor_id: ruthId,
    amount_cents: 2000,
    fund: 'general',
    method: 'cash',
  });
  await post(`/api/batches/${sunday.id}/entries/`, {
    amount_cents: 500,
    fund: 'general',
    method: 'cash',
  });
  const twice = await post<BatchEntry>(`/api/batches/${sunday.id}/entries/`, {
    donor_id: ruthId,
    amount_cents: 1500,
    fund: 'general',
    method: 'check',
    check_number: '2214',
  });
  await post(`/api/batches/${sunday.id}/commit/`);
  await post(`/api/batches/${sunday.id}/entries/${twice.id}/reverse/`, {
    reason: 'The check was counted twice',
  });

  // An open batch counts nowhere.
  const open = await post<Batch>('/api/batches/', {
    batch_date: `${YEAR}-01-11`,
    kind: 'mailed_checks',
    note: null,
    counted_total_cents: null,
  });
  await post(`/api/batches/${open.id}/entries/`, {
    donor_id: ruthId,
    amount_cents: 99900,
    fund: 'general',
    method: 'cash',
  });
});

const statementText = async () => {
  const response = await t.inject({
    method: 'GET',
    url: `/api/donors/me/statements/${YEAR}/`,
    headers: { cookie: await donorCookie(ruthId) },
  });
  expect(response.statusCode).toBe(200);
  return pdfText(response.rawPayload);
};

describe('a committed batch’s gifts', () => {
  it('are on the donor’s year-end statement beside their online gifts, a reversed one left out', async () => {
    const text = await statementText();
    expect(text).toMatch(/General Fund \(Cash\)\s+\$20\.00/);
    expect(text).toMatch(/Missions\s+\$250\.00/);
    expect(text).not.toContain('$15.00');
    expect(text).not.toContain('$999.00');
    expect(text).toMatch(/Total\s+2 gifts\s+\$270\.00/);
  });

  it('are on a Spanish statement in Spanish', async () => {
    await t.db.update(donors).set({ language: 'es' }).where(eq(donors.id, ruthId));
    try {
      expect(await statementText()).toMatch(/Fondo General \(Efectivo\)\s+\$20\.00/);
    } finally {
      await t.db.update(donors).set({ language: 'en' }).where(eq(donors.id, ruthId));
    }
  });

  it('count in the fund totals and the funds’ raised amounts, to the cent', async () => {
    const totals = (
      await t.inject({ method: 'GET', url: '/api/payments/funds/', headers: { cookie: finance } })
    ).json<FundTotal[]>();
    expect(totals.find((total) => total.fund === 'general')).toMatchObject({
      total: 25,
      gifts: 2,
    });
    expect(totals.find((total) => total.fund === 'missions')).toMatchObject({ total: 250 });
    const funds = (await t.inject({ method: 'GET', url: '/api/funds/' })).json<Fund[]>();
    expect(funds.find((fund) => fund.key === 'general')?.raised_cents).toBe(2500);
  });

  it('count in the giving summary of the year: the online gift and the two that stand', async () => {
    const summary = (
      await t.inject({
        method: 'GET',
        url: '/api/payments/giving-summary/',
        headers: { cookie: finance },
      })
    ).json<GivingPeriodTotal[]>();
    expect(summary.find((period) => period.period === 'this_year')).toMatchObject({
      total: 275,
      gifts: 3,
    });
  });
});
