import {
  apiPaths,
  type CheckoutSession,
  type PayPalOrder,
  type ScheduleEntry,
} from '@parish/shared-types';
import {
  INTENTION_MASS_FULL_MESSAGE,
  INTENTION_PAST_MESSAGE,
  type IntentionBook,
  type IntentionDay,
  type MassIntention,
  type MassIntentionReceipt,
  type PublishedIntention,
} from '@parish/shared-types/intentions';
import { and, eq } from 'drizzle-orm';
import { createMailingTestApp, type TestApp } from '../../../../testing/app';
import type { TestSmtpServer } from '../../../../testing/smtp';
import { auditLog, payments } from '../../../../testing/tables';

let t: TestApp;
let smtp: TestSmtpServer;
let close: () => Promise<void>;
let cookie: string;
beforeAll(async () => {
  ({ t, smtp, close } = await createMailingTestApp({ timeZone: 'America/New_York' }));
  cookie = await t.adminCookie();
  // One intention a Mass, a $15 offering: the rule every test below meets.
  const rule = await t.inject({
    method: 'PUT',
    url: apiPaths.intentionSetting(1),
    payload: { per_mass: 1, offering: 15 },
    headers: { cookie },
  });
  expect(rule.statusCode).toBe(200);
});
afterAll(() => close?.());

type Body = Record<string, unknown>;
const post = (url: string, payload: Body, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url, payload, headers });

/** Sundays far ahead, one per test, so no Mass has begun and no test meets another's. */
const SUNDAYS = ['2030-01-06', '2030-01-13', '2030-01-20', '2030-01-27', '2030-02-03'];

let places = 0;
async function sundayMass(overrides: Body = {}): Promise<ScheduleEntry> {
  places += 1;
  const response = await post(
    apiPaths.scheduleEntries,
    {
      kind: 'mass',
      weekdays: ['sun'],
      start_time: '08:00',
      duration_minutes: 60,
      language: 'en',
      place: `Chapel ${places}`,
      ...overrides,
    },
    { cookie },
  );
  expect(response.statusCode).toBe(201);
  return response.json<ScheduleEntry>();
}

function requestBody(date: string, entry: ScheduleEntry, overrides: Body = {}): Body {
  return {
    date,
    mass: `entry:${entry.id}`,
    intention: 'For the repose of the soul of John Smith',
    requested_by: 'Mary Smith',
    email: 'mary@example.org',
    publish: true,
    ...overrides,
  };
}

async function day(date: string): Promise<IntentionDay> {
  const response = await t.inject({
    method: 'GET',
    url: `${apiPaths.massIntentionMasses}?date=${date}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<IntentionDay>();
}

async function held(body: Body): Promise<MassIntentionReceipt> {
  const response = await post(apiPaths.massIntentions, body);
  expect(response.statusCode).toBe(201);
  return response.json<MassIntentionReceipt>();
}

/** Pays a held intention by card in the sandbox: its checkout page's Approve. */
async function payByCard(intention: MassIntentionReceipt): Promise<CheckoutSession> {
  const started = await post('/api/checkout/create-checkout-session', {
    intention_id: intention.id,
  });
  expect(started.statusCode).toBe(200);
  const session = started.json<CheckoutSession>();
  expect(session.amount).toBe(15);
  const approved = await t.inject({
    method: 'POST',
    url: apiPaths.sandboxCheckout(session.id),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=approve',
  });
  expect(approved.statusCode).toBe(303);
  expect(approved.headers.location).toBe(
    `http://localhost:3000/mass-intentions?session_id=${session.id}`,
  );
  return session;
}

async function book(from: string): Promise<IntentionBook> {
  const response = await t.inject({
    method: 'GET',
    url: `${apiPaths.intentionBook}?from=${from}&days=1`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<IntentionBook>();
}

describe('a Mass intention', () => {
  it('is held, paid by card in the sandbox, mailed to its requester and published without names', async () => {
    const date = SUNDAYS[0] ?? '';
    const mass = await sundayMass({ title: 'Sunday Worship', title_es: 'Culto dominical' });
    expect((await day(date)).masses).toContainEqual(
      expect.objectContaining({ mass: `entry:${mass.id}`, capacity: 1, taken: 0, available: 1 }),
    );
    expect((await day(date)).offering).toBe(15);

    const intention = await held(requestBody(date, mass, { email: 'paid@example.org' }));
    expect(intention).toMatchObject({ status: 'held', amount: 15, publish: true });
    expect(intention.expires_at).not.toBeNull();
    // Held while paid: the Mass is full already.
    expect((await day(date)).masses).toContainEqual(
      expect.objectContaining({ mass: `entry:${mass.id}`, taken: 1, available: 0 }),
    );

    const session = await payByCard(intention);
    const [mail] = await smtp.waitForMatching((m) => m.to.includes('paid@example.org'));
    expect(mail?.parsed.subject).toBe('Your Mass intention for Sunday, January 6, 2030');
    expect(mail?.parsed.text).toContain('For the repose of the soul of John Smith');
    expect(mail?.parsed.text).toContain('Sunday Worship');

    // Finance sees the offering as any payment, by its payer.
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.providerReference, session.id), eq(payments.purpose, 'intention')));
    expect(payment).toMatchObject({
      status: 'completed',
      amountCents: 1500,
      payerName: 'Mary Smith',
    });

    const published = await t.inject({
      method: 'GET',
      url: `${apiPaths.publishedIntentions}?from=${date}&days=1`,
    });
    expect(published.json<PublishedIntention[]>()).toEqual([
      { mass: `entry:${mass.id}`, date, intention: 'For the repose of the soul of John Smith' },
    ]);
    expect(published.body).not.toContain('Mary Smith');
    expect(published.body).not.toContain('paid@example.org');
  });

  it('gives the last slot of a Mass to exactly one of two visitors asking at once', async () => {
    const date = SUNDAYS[1] ?? '';
    const mass = await sundayMass();
    const answers = await Promise.all([
      post(apiPaths.massIntentions, requestBody(date, mass, { requested_by: 'Ann' })),
      post(apiPaths.massIntentions, requestBody(date, mass, { requested_by: 'Ben' }), {
        'accept-language': 'es',
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    const { message, fields } = refused?.json<{ message: string; fields: Body }>() ?? {};
    expect(fields).toEqual({ mass: message });
    expect([
      INTENTION_MASS_FULL_MESSAGE,
      'Esta Misa ya no admite más intenciones. Elija otra Misa u otra fecha.',
    ]).toContain(message);
    expect(
      (await book(date)).masses.find((m) => m.mass === `entry:${mass.id}`)?.intentions,
    ).toHaveLength(1);
  });

  it('gives its slot back when its checkout is cancelled, and a cancelled Mass has no room', async () => {
    const date = SUNDAYS[2] ?? '';
    const mass = await sundayMass();
    const intention = await held(requestBody(date, mass));
    const started = await post('/api/checkout/create-checkout-session', {
      intention_id: intention.id,
    });
    const session = started.json<CheckoutSession>();
    const cancelled = await t.inject({
      method: 'POST',
      url: apiPaths.sandboxCheckout(session.id),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=cancel',
    });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(
      'http://localhost:3000/mass-intentions?checkout=cancelled',
    );
    expect((await day(date)).masses).toContainEqual(
      expect.objectContaining({ mass: `entry:${mass.id}`, taken: 0, available: 1 }),
    );
    // A cancelled intention is not paid afterwards.
    const again = await post('/api/checkout/create-checkout-session', {
      intention_id: intention.id,
    });
    expect(again.statusCode).toBe(409);

    const exception = await post(
      apiPaths.scheduleExceptions,
      { change: 'cancelled', entry_id: mass.id, date },
      { cookie },
    );
    expect(exception.statusCode).toBe(201);
    expect((await day(date)).masses).toContainEqual(
      expect.objectContaining({ mass: `entry:${mass.id}`, cancelled: true, available: 0 }),
    );
    const refused = await post(apiPaths.massIntentions, requestBody(date, mass));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: INTENTION_MASS_FULL_MESSAGE,
      fields: { mass: INTENTION_MASS_FULL_MESSAGE },
    });
  });

  it('is refused for a Mass that has begun or does not exist, naming the field', async () => {
    const mass = await sundayMass();
    const past = await post(apiPaths.massIntentions, requestBody('2020-01-05', mass));
    expect(past.statusCode).toBe(422);
    expect(past.json<{ fields: Body }>().fields).toEqual({ date: INTENTION_PAST_MESSAGE });
    const monday = await post(apiPaths.massIntentions, requestBody('2030-01-07', mass));
    expect(monday.statusCode).toBe(422);
    expect(Object.keys(monday.json<{ fields: Body }>().fields)).toEqual(['mass']);
    const blank = await post(apiPaths.massIntentions, { date: '2030-01-06' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json<{ fields: Body }>().fields).sort()).toEqual(
      ['email', 'intention', 'mass', 'requested_by'].sort(),
    );
  });

  it('is paid with PayPal in the sandbox, then confirmed and moved by the office, each mailed and audited', async () => {
    const date = SUNDAYS[3] ?? '';
    const later = SUNDAYS[4] ?? '';
    const mass = await sundayMass();
    const intention = await held(
      requestBody(date, mass, { email: 'office@example.org', publish: false }),
    );
    const order = await post(apiPaths.createOrder, { intention_id: intention.id });
    expect(order.statusCode).toBe(200);
    const { orderID } = order.json<PayPalOrder>();
    const captured = await post(apiPaths.captureOrder, { orderID });
    expect(captured.statusCode).toBe(200);
    await smtp.waitForMatching((m) => m.to.includes('office@example.org'));

    // Not published: never read publicly.
    const published = await t.inject({
      method: 'GET',
      url: `${apiPaths.publishedIntentions}?from=${date}&days=1`,
    });
    expect(published.json()).toEqual([]);

    const [entry] = (await book(date)).masses.filter((m) => m.mass === `entry:${mass.id}`);
    expect(entry?.intentions).toEqual([
      expect.objectContaining({
        id: intention.id,
        status: 'requested',
        requested_by: 'Mary Smith',
      }),
    ]);

    const confirmed = await post(apiPaths.intentionConfirmation(intention.id), {}, { cookie });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<MassIntention>().status).toBe('confirmed');
    await smtp.waitForMatching(
      (m) =>
        m.to.includes('office@example.org') &&
        m.parsed.subject?.startsWith('Mass intention confirmed') === true,
    );

    // The later Sunday's Mass is full: the move is refused there.
    const other = await held(requestBody(later, mass, { email: 'other@example.org' }));
    const full = await post(
      apiPaths.intentionMove(intention.id),
      { date: later, mass: `entry:${mass.id}` },
      { cookie },
    );
    expect(full.statusCode).toBe(409);
    expect(full.json<{ fields: Body }>().fields).toEqual({ mass: INTENTION_MASS_FULL_MESSAGE });
    expect(other.status).toBe('held');

    const second = await sundayMass({ start_time: '10:00' });
    const moved = await post(
      apiPaths.intentionMove(intention.id),
      { date: later, mass: `entry:${second.id}` },
      { cookie },
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json<MassIntention>()).toMatchObject({ date: later, mass: `entry:${second.id}` });
    const [movedMail] = await smtp.waitForMatching(
      (m) => m.to.includes('office@example.org') && m.parsed.subject?.includes('moved') === true,
    );
    expect(movedMail?.parsed.text).toContain('10:00 AM');

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'mass_intention'), eq(auditLog.entityId, String(intention.id))),
      );
    expect(audits.map((row) => row.action).sort()).toEqual(['confirm', 'move']);
  });

  it('is kept by the office alone: the book and the rule need a session', async () => {
    const bookAnswer = await t.inject({
      method: 'GET',
      url: `${apiPaths.intentionBook}?from=2030-01-06`,
    });
    expect(bookAnswer.statusCode).toBe(401);
    const rule = await t.inject({
      method: 'PUT',
      url: apiPaths.intentionSetting(1),
      payload: { per_mass: 0, offering: 15 },
      headers: { cookie },
    });
    expect(rule.statusCode).toBe(400);
    expect(Object.keys(rule.json<{ fields: Body }>().fields)).toEqual(['per_mass']);
  });
});
