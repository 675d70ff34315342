import {
  FUND_NAME_MESSAGE,
  FUND_OUTSIDE_WINDOW_MESSAGE,
  FUND_RETIRED_MESSAGE,
  FUND_WINDOW_MESSAGE,
  UNKNOWN_FUND_MESSAGE,
  type Fund,
  type FundTotal,
  type GiftRecord,
  type PaymentReceipt,
} from '@parish/shared-types';
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

/** A parish day `days` from today (the test app's parish is on UTC). */
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const christmasFlowers = {
  name: 'Christmas Flowers',
  name_es: 'Flores de Navidad',
  description: 'Flowers for the church at Christmas',
  description_es: 'Flores para la iglesia en Navidad',
  position: 6,
  starts_on: null,
  ends_on: null,
  goal_cents: 500000,
};

const createFund = (payload: object, cookie = finance) =>
  t.inject({ method: 'POST', url: '/api/funds/', payload, headers: { cookie } });
const retire = (id: number) =>
  t.inject({ method: 'POST', url: `/api/funds/${id}/retire/`, headers: { cookie: finance } });
const publicFunds = async () =>
  (await t.inject({ method: 'GET', url: '/api/funds/' })).json<Fund[]>();
const donate = (payload: object, language = 'en') =>
  t.inject({
    method: 'POST',
    url: '/api/payment/donate',
    payload,
    headers: { 'accept-language': language },
  });

describe('the funds the office keeps', () => {
  it('start as the spec’s six, in their order, with their English and Spanish names', async () => {
    const funds = await publicFunds();
    expect(funds.map((fund) => [fund.key, fund.name, fund.name_es])).toEqual([
      ['building', 'Building Fund', 'Fondo de Construcción'],
      ['missions', 'Missions', 'Misiones'],
      ['youth', 'Youth Ministry', 'Pastoral Juvenil'],
      ['outreach', 'Community Outreach', 'Servicio a la Comunidad'],
      ['worship', 'Worship Ministry', 'Ministerio de Liturgia'],
      ['general', 'General Fund', 'Fondo General'],
    ]);
  });

  it('are added, renamed and reordered by finance, and shown on the giving form in their order', async () => {
    const created = await createFund(christmasFlowers);
    expect(created.statusCode).toBe(201);
    const fund = created.json<Fund>();
    expect(fund).toMatchObject({ key: 'christmas-flowers', goal_cents: 500000, raised_cents: 0 });

    const moved = await t.inject({
      method: 'PUT',
      url: `/api/funds/${fund.id}/`,
      payload: { ...christmasFlowers, name: 'Christmas Altar Flowers', position: 0 },
      headers: { cookie: finance },
    });
    expect(moved.statusCode).toBe(200);
    // Renamed, its key kept: gifts keep naming it.
    expect(moved.json<Fund>()).toMatchObject({
      key: 'christmas-flowers',
      name: 'Christmas Altar Flowers',
    });
    const funds = await publicFunds();
    expect(funds.slice(0, 2).map((one) => one.key)).toEqual(['building', 'christmas-flowers']);

    // A second fund of the same name gets a key of its own.
    const again = (await createFund({ ...christmasFlowers, position: 9 })).json<Fund>();
    expect(again.key).toBe('christmas-flowers-2');
    await retire(again.id);
  });

  it('are written by finance and owners only', async () => {
    const editor = await signInWithRoles(t, ['editor']);
    expect((await createFund(christmasFlowers, editor)).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/funds/all/' })).statusCode).toBe(401);
  });

  it('refuse a fund without its name, a goal in part cents, or a last day before the first, naming each field', async () => {
    const response = await createFund({ ...christmasFlowers, name: ' ', goal_cents: 1250.5 });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json<{ fields: Record<string, string> }>();
    expect(fields.name).toBe(FUND_NAME_MESSAGE);
    expect(fields.goal_cents).toMatch(/cents/);
    const backwards = await createFund({
      ...christmasFlowers,
      starts_on: '2026-12-24',
      ends_on: '2026-12-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ fields: { ends_on: FUND_WINDOW_MESSAGE } });
    const names = (await publicFunds()).map((fund) => fund.name);
    expect(names.filter((name) => name === 'Christmas Flowers')).toHaveLength(0);
  });

  it('show their English name on the Spanish pages until the office writes a Spanish one', async () => {
    const fund = (
      await createFund({ ...christmasFlowers, name: 'Bell Tower', name_es: '', position: 40 })
    ).json<Fund>();
    expect(fund.name_es).toBeNull();
    await giveInSandbox(t, { amount: 5, fund: fund.key });
    const totals = (
      await t.inject({ method: 'GET', url: '/api/payments/funds/', headers: { cookie: finance } })
    ).json<FundTotal[]>();
    expect(totals.find((total) => total.fund === fund.key)).toMatchObject({
      label: 'Bell Tower',
      name_es: 'Bell Tower',
    });
    await retire(fund.id);
  });

  it('have no delete: a fund is retired, never removed', async () => {
    const [first] = await publicFunds();
    const response = await t.inject({
      method: 'DELETE',
      url: `/api/funds/${first?.id}/`,
      headers: { cookie: finance },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('a gift to a fund', () => {
  it('counts towards its goal, to the cent, once paid; an unpaid gift does not', async () => {
    const fund = (
      await createFund({ ...christmasFlowers, name: 'Easter Lilies', name_es: 'Lirios de Pascua' })
    ).json<Fund>();
    await giveInSandbox(t, {
      amount: 60,
      funds: [
        { fund: fund.key, amount: 35 },
        { fund: 'missions', amount: 25 },
      ],
      cover_fee: true,
    });
    await giveInSandbox(t, { amount: 12, fund: fund.key });
    await giveInSandbox(t, { amount: 500, fund: fund.key }, { approve: false });
    const shown = (await publicFunds()).find((one) => one.key === fund.key);
    // 35 + 12 dollars: the covered fee and the unpaid gift are not the fund's.
    expect(shown?.raised_cents).toBe(4700);
  });

  it('counts only the gifts made within its dates', async () => {
    const fund = (
      await createFund({
        ...christmasFlowers,
        name: 'Second Collection',
        name_es: 'Segunda Colecta',
        starts_on: dayFromToday(-1),
        ends_on: dayFromToday(1),
      })
    ).json<Fund>();
    await giveInSandbox(t, { amount: 20, fund: fund.key });
    const shown = (await publicFunds()).find((one) => one.key === fund.key);
    expect(shown?.raised_cents).toBe(2000);
  });

  it('is refused outside its fund’s dates, naming the field, in the page’s language', async () => {
    const later = (
      await createFund({
        ...christmasFlowers,
        name: 'Next Advent',
        name_es: 'Próximo Adviento',
        starts_on: dayFromToday(5),
        ends_on: dayFromToday(30),
      })
    ).json<Fund>();
    const over = (
      await createFund({
        ...christmasFlowers,
        name: 'Last Lent',
        name_es: 'Última Cuaresma',
        starts_on: dayFromToday(-30),
        ends_on: dayFromToday(-2),
      })
    ).json<Fund>();
    // Neither is on the giving form today.
    const keys = (await publicFunds()).map((one) => one.key);
    expect(keys).not.toContain(later.key);
    expect(keys).not.toContain(over.key);

    const early = await donate({ amount: 10, fund: later.key });
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ fields: { fund: FUND_OUTSIDE_WINDOW_MESSAGE } });
    const late = await donate(
      {
        amount: 20,
        funds: [
          { fund: 'general', amount: 10 },
          { fund: over.key, amount: 10 },
        ],
      },
      'es',
    );
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({
      fields: {
        'funds.1.fund':
          'Este fondo recibe donaciones solo en las fechas de su colecta. Elija otro fondo.',
      },
    });
  });

  it('is refused to an unknown fund, naming it', async () => {
    const response = await donate({ amount: 10, fund: 'no-such-fund' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ fields: { fund: UNKNOWN_FUND_MESSAGE } });
  });
});

describe('a retired fund', () => {
  it('leaves the giving form and refuses new gifts, while its gifts keep its name', async () => {
    const fund = (
      await createFund({
        ...christmasFlowers,
        name: 'Parish Mission 2026',
        name_es: 'Misión Parroquial 2026',
      })
    ).json<Fund>();
    const session = await giveInSandbox(t, {
      amount: 40,
      fund: fund.key,
      payer_name: 'Ana',
      payer_email: 'ana@example.org',
    });

    const retired = await retire(fund.id);
    expect(retired.statusCode).toBe(200);
    expect(retired.json<Fund>().retired_at).not.toBeNull();
    expect((await retire(fund.id)).statusCode).toBe(409);
    expect((await publicFunds()).map((one) => one.key)).not.toContain(fund.key);

    const refused = await donate({ amount: 10, fund: fund.key });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ fields: { fund: FUND_RETIRED_MESSAGE } });
    const refusedRecurring = await t.inject({
      method: 'POST',
      url: '/api/payment/recurring-donate',
      payload: { priceId: 'gift-monthly', amount: 10, fund: fund.key },
    });
    expect(refusedRecurring.statusCode).toBe(422);

    // Its history: the receipt, the gifts report and the fund totals still name it.
    const receipt = (
      await t.inject({ method: 'GET', url: `/api/payments/receipts/${session.id}` })
    ).json<PaymentReceipt>();
    expect(receipt.funds).toEqual([
      {
        fund: fund.key,
        amount: 40,
        name: 'Parish Mission 2026',
        name_es: 'Misión Parroquial 2026',
      },
    ]);
    const gifts = (
      await t.inject({
        method: 'GET',
        url: `/api/payments/gifts/?fund=${fund.key}`,
        headers: { cookie: finance },
      })
    ).json<GiftRecord[]>();
    expect(gifts.map((gift) => gift.funds[0]?.name)).toEqual(['Parish Mission 2026']);
    const totals = (
      await t.inject({ method: 'GET', url: '/api/payments/funds/', headers: { cookie: finance } })
    ).json<FundTotal[]>();
    expect(totals.find((total) => total.fund === fund.key)).toMatchObject({
      label: 'Parish Mission 2026',
      name_es: 'Misión Parroquial 2026',
      total: 40,
      gifts: 1,
    });
    // Finance still lists it, retired, with what it raised.
    const all = (
      await t.inject({ method: 'GET', url: '/api/funds/all/', headers: { cookie: finance } })
    ).json<Fund[]>();
    expect(all.find((one) => one.key === fund.key)).toMatchObject({ raised_cents: 4000 });
  });
});
