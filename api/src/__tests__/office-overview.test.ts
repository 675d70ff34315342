/**
 * The dashboard's Today (`GET /api/overview/`): each count is what its list,
 * filtered the way the overview links to it, shows; each is there only for
 * roles that may read that list; a week ago is out of the week.
 */
import {
  apiPaths,
  type Booking,
  type ContactMessage,
  type OfficeOverview,
  type OutboxMail,
} from '@parish/shared-types';
import { buildBookingInput } from '@parish/shared-types/testing';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, insertEvent, type TestApp } from '../testing/app';
import { giveInSandbox } from '../testing/giving';
import { signInWithRoles } from '../testing/roles';
import { contactMessages, outboxMails, sacramentRequests } from '../testing/tables';
import { todayIn } from '../lib/dates';

let t: TestApp;
let owner: string;
let today: string;

const get = (url: string, cookie = owner) => t.inject({ method: 'GET', url, headers: { cookie } });
const overviewFor = async (cookie: string) => {
  const response = await get(apiPaths.overview, cookie);
  expect(response.statusCode).toBe(200);
  return response.json<OfficeOverview>();
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.adminCookie();
  today = todayIn(t.config.timeZone);

  // Two messages from the form this week, one received ten days ago.
  await t.db.insert(contactMessages).values([
    { name: 'Ruth Okafor', email: 'ruth@example.org', message: 'Baptism dates?' },
    { name: 'Ben Ito', email: 'ben@example.org', message: 'Choir practice?' },
    {
      name: 'Old Letter',
      email: 'old@example.org',
      message: 'From before the week.',
      createdAt: sql`now() - interval '10 days'`,
    },
  ]);
  for (const payload of [
    { topic: 'prayer_request', message: 'For my mother.' },
    { topic: 'question', message: 'Is there parking?' },
  ]) {
    expect(
      (await t.inject({ method: 'POST', url: apiPaths.chatMessages, payload })).statusCode,
    ).toBe(201);
  }
  await t.inject({
    method: 'POST',
    url: apiPaths.courseRegistrations,
    payload: { first_name: 'Ana', last_name: 'Cruz', email: 'ana@example.org', course: 'theology' },
  });

  // Today's event: three tickets booked, one checked in; tomorrow's does not count.
  const tonight = await insertEvent(t.db, { date: today, priceCents: 0, title: 'Advent Vespers' });
  const tomorrow = await insertEvent(t.db, { date: '2099-01-01', priceCents: 0 });
  const booked = await t.inject({
    method: 'POST',
    url: apiPaths.bookings,
    payload: buildBookingInput(tonight.id, 3),
  });
  expect(booked.statusCode).toBe(201);
  await t.inject({
    method: 'POST',
    url: apiPaths.bookings,
    payload: buildBookingInput(tomorrow.id, 2),
  });
  const ticket = booked.json<Booking>().tickets[0];
  const scanned = await t.inject({
    method: 'POST',
    url: apiPaths.checkIn,
    payload: { code: ticket?.check_in_code, event: tonight.id },
    headers: { cookie: owner },
  });
  expect(scanned.statusCode).toBe(200);

  await giveInSandbox(t, {
    amount: 40,
    fund: 'missions',
    payer_name: 'Dana Whitfield',
    payer_email: 'dana@example.org',
  });
  // Two sacrament requests no one has taken up (one sent months ago), one already in hand.
  const family = {
    requesterName: 'Ana Ruiz',
    requesterEmail: 'ana@example.org',
    requesterPhone: '555-0142',
    language: 'es',
    details: {},
  };
  await t.db.insert(sacramentRequests).values([
    { ...family, kind: 'baptism' },
    { ...family, kind: 'funeral', createdAt: sql`now() - interval '90 days'` },
    { ...family, kind: 'marriage', status: 'in_progress' },
  ]);
  // One of the office's mails failed (no SMTP server here: all wait).
  const [confirm] = await t.db
    .select({ id: outboxMails.id })
    .from(outboxMails)
    .where(eq(outboxMails.kind, 'course_registration_office'))
    .limit(1);
  await t.db
    .update(outboxMails)
    .set({ status: 'failed', lastError: '550 no such user' })
    .where(eq(outboxMails.id, confirm?.id ?? 0));
});
afterAll(() => t?.close());

describe('the overview', () => {
  it('counts this week’s messages by source, sign-ups, today’s door, failed mails, new sacrament requests and gifts', async () => {
    const overview = await overviewFor(owner);
    expect(overview.today).toBe(today);
    expect(overview).toMatchObject({
      messages: { form: 2, prayer_request: 1, question: 1 },
      sign_ups: { ministry_interests: 0, course_registrations: 1 },
      events_today: { events: 1, tickets: 3, checked_in: 1 },
      failed_mails: { count: 1 },
      sacrament_requests: { new: 2 },
      gifts: { count: 1, total_cents: 4000 },
    });
  });

  it('shows each role only the counts of the lists it may read', async () => {
    const editor = await overviewFor(await signInWithRoles(t, ['editor']));
    expect(Object.keys(editor).sort()).toEqual([
      'failed_mails',
      'messages',
      'sign_ups',
      'today',
      'week_from',
    ]);
    const finance = await overviewFor(await signInWithRoles(t, ['finance']));
    expect(Object.keys(finance).sort()).toEqual(['failed_mails', 'gifts', 'today', 'week_from']);
    // The failed course mail is the office's, not finance's.
    expect(finance.failed_mails).toEqual({ count: 0 });
    const door = await overviewFor(await signInWithRoles(t, ['events']));
    expect(Object.keys(door).sort()).toEqual(['events_today', 'today', 'week_from']);
    const clergy = await overviewFor(await signInWithRoles(t, ['sacraments']));
    expect(Object.keys(clergy).sort()).toEqual([
      'failed_mails',
      'sacrament_requests',
      'today',
      'week_from',
    ]);
  });

  it('is for administrators only', async () => {
    expect((await t.inject({ method: 'GET', url: apiPaths.overview })).statusCode).toBe(401);
  });
});

describe('the lists the overview links to', () => {
  it('keeps the messages of the week from one source', async () => {
    const { week_from } = await overviewFor(owner);
    const list = async (query: string) =>
      (await get(`${apiPaths.contact}?${query}`)).json<ContactMessage[]>().map((m) => m.message);
    expect(await list(`from=${week_from}&source=prayer_request`)).toEqual(['For my mother.']);
    expect((await list(`from=${week_from}&source=form`)).sort()).toEqual([
      'Baptism dates?',
      'Choir practice?',
    ]);
    expect(await list('source=form')).toContain('From before the week.');
  });

  it('keeps the failed mails of the week', async () => {
    const { week_from } = await overviewFor(owner);
    const failed = (await get(`${apiPaths.mail}?status=failed&from=${week_from}`)).json<
      OutboxMail[]
    >();
    expect(failed.map((mail) => mail.kind)).toEqual(['course_registration_office']);
  });

  it('refuses a filter it does not know, naming the field', async () => {
    const source = await get(`${apiPaths.contact}?source=letters`);
    expect(source.statusCode).toBe(400);
    expect(source.json()).toMatchObject({ fields: { source: expect.any(String) } });
    const from = await get(`${apiPaths.courseRegistrations}?from=2026-02-30`);
    expect(from.statusCode).toBe(400);
    expect(from.json()).toMatchObject({ fields: { from: 'Use the date format YYYY-MM-DD' } });
    const status = await get(`${apiPaths.mail}?status=lost`);
    expect(status.json()).toMatchObject({ fields: { status: expect.any(String) } });
  });
});
