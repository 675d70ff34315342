/**
 * My Giving's sign-in by a mailed link, through a real SMTP server: the
 * link works once and for 30 minutes, an unknown address gets the same
 * answer and no mail, and a donor sees their own gifts only.
 */
import {
  DONOR_LINK_INVALID_MESSAGE,
  DONOR_SIGN_IN_REQUIRED_MESSAGE,
  DONOR_SIGN_IN_SENT_MESSAGE,
  type MyGiving,
} from '@parish/shared-types';
import { eq } from 'drizzle-orm';
import { donorSignInLinks } from '../../tables';
import { createMailingTestApp, type TestApp } from '../../../../testing/app';
import { giveInSandbox } from '../../../../testing/giving';
import { mailsTo, type TestSmtpServer } from '../../../../testing/smtp';
import { secretHash } from '../../../../lib/secret-hash';
import { DONOR_COOKIE } from '../routes';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  ({ t, smtp } = await createMailingTestApp());
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const post = (url: string, payload: object) => t.inject({ method: 'POST', url, payload });

async function give(amount: number, fund: string, payer: { name: string; email: string }) {
  const session = await giveInSandbox(t, {
    amount,
    fund,
    payer_name: payer.name,
    payer_email: payer.email,
  });
  return session.id;
}

async function mailsWithSubject(address: string, subject: string, count: number) {
  const deadline = Date.now() + 10_000;
  const matching = () => mailsTo(smtp, address).filter((mail) => mail.parsed.subject === subject);
  while (matching().length < count) {
    if (Date.now() > deadline) throw new Error(`fewer than ${count} "${subject}" to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return matching();
}

const SUBJECT = 'Your sign-in link for My Giving';

/** Asks for a link (as typed) and reads its token from the newest sign-in mail. */
async function mailedToken(typed: string): Promise<string> {
  const mailbox = typed.toLowerCase();
  const before = (await mailsWithSubject(mailbox, SUBJECT, 0)).length;
  const asked = await post('/api/donors/sign-in/', { email: typed });
  expect(asked.statusCode).toBe(202);
  const mails = await mailsWithSubject(mailbox, SUBJECT, before + 1);
  const text = mails.at(-1)?.parsed.text ?? '';
  const token = /\/my-giving\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error(`no sign-in link in:\n${text}`);
  return token;
}

async function signIn(token: string) {
  const response = await post('/api/donors/session/', { token });
  const cookie = response.cookies.find((c) => c.name === DONOR_COOKIE);
  return { response, cookie: cookie ? `${DONOR_COOKIE}=${cookie.value}` : null };
}

const myGiving = (cookie: string | null) =>
  t.inject({ method: 'GET', url: '/api/donors/me/', headers: cookie ? { cookie } : {} });

const ruth = { name: 'Ruth Alvarez', email: 'ruth.mygiving@example.org' };
const paul = { name: 'Paul Okafor', email: 'paul.mygiving@example.org' };

describe('signing in to My Giving', () => {
  it('mails a link that shows the donor’s gifts, with totals by year and by fund', async () => {
    const missions = await give(250, 'missions', ruth);
    await give(40, 'youth', ruth);
    await give(99, 'general', paul);

    const token = await mailedToken('Ruth.MyGiving@example.org');
    const { response, cookie } = await signIn(token);
    expect(response.statusCode).toBe(200);
    expect(cookie).not.toBeNull();

    const mine = (await myGiving(cookie)).json<MyGiving>();
    expect(mine.donor).toEqual({ name: 'Ruth Alvarez', email: 'ruth.mygiving@example.org' });
    expect(mine.gifts.map((gift) => gift.amount).sort()).toEqual([250, 40].sort());
    expect(mine.gifts.find((gift) => gift.amount === 250)).toMatchObject({
      reference: missions,
      funds: [{ fund: 'missions', amount: 250 }],
      frequency: null,
    });
    const year = new Date().getUTCFullYear();
    expect(mine.totals_by_year).toEqual([{ year, total: 290, gifts: 2 }]);
    expect(mine.totals_by_fund).toEqual([
      { fund: 'missions', label: 'Missions', name_es: 'Misiones', total: 250 },
      { fund: 'youth', label: 'Youth Ministry', name_es: 'Pastoral Juvenil', total: 40 },
    ]);
  });

  it('shows a donor only their own gifts', async () => {
    const token = await mailedToken(paul.email);
    const { cookie } = await signIn(token);
    const mine = (await myGiving(cookie)).json<MyGiving>();
    expect(mine.donor.email).toBe(paul.email);
    expect(mine.gifts.map((gift) => gift.amount)).toEqual([99]);
  });

  it('does not let a link be used twice', async () => {
    const token = await mailedToken(ruth.email);
    expect((await signIn(token)).response.statusCode).toBe(200);
    const again = await signIn(token);
    expect(again.response.statusCode).toBe(400);
    expect(again.response.json()).toMatchObject({
      message: DONOR_LINK_INVALID_MESSAGE,
      fields: { token: DONOR_LINK_INVALID_MESSAGE },
    });
    expect(again.cookie).toBeNull();
  });

  it('does not let a link be used after 30 minutes', async () => {
    const token = await mailedToken(ruth.email);
    // The link was made 31 minutes ago.
    await t.db
      .update(donorSignInLinks)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(donorSignInLinks.id, secretHash(token)));
    const late = await signIn(token);
    expect(late.response.statusCode).toBe(400);
    expect(late.response.json()).toMatchObject({ fields: { token: DONOR_LINK_INVALID_MESSAGE } });
  });

  it('keeps a link 30 minutes and stores only its hash', async () => {
    const before = Date.now();
    const token = await mailedToken(paul.email);
    const [row] = await t.db
      .select()
      .from(donorSignInLinks)
      .where(eq(donorSignInLinks.id, secretHash(token)));
    expect(row?.id).not.toContain(token);
    const minutes = ((row?.expiresAt.getTime() ?? 0) - before) / 60_000;
    expect(minutes).toBeGreaterThan(29.9);
    expect(minutes).toBeLessThanOrEqual(30.1);
  });

  it('answers an unknown address the same, and mails it nothing', async () => {
    const known = await post('/api/donors/sign-in/', { email: paul.email });
    const unknown = await post('/api/donors/sign-in/', { email: 'nobody.gave@example.org' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.json()).toEqual({ message: DONOR_SIGN_IN_SENT_MESSAGE });
    await mailsWithSubject(paul.email, SUBJECT, 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(smtp, 'nobody.gave@example.org')).toHaveLength(0);
  });

  it.each([
    ['no address', {}, 'Please enter the email address you give with.'],
    ['a malformed address', { email: 'not-an-address' }, 'Please enter a valid email address'],
  ])('refuses %s, naming the field', async (_label, body, message) => {
    const response = await post('/api/donors/sign-in/', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { email: message } });
  });

  it('refuses a made-up token, naming the field', async () => {
    const response = await post('/api/donors/session/', { token: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { token: DONOR_LINK_INVALID_MESSAGE } });
  });

  it('shows nothing without a session, with another cookie, or after signing out', async () => {
    const none = await myGiving(null);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ message: DONOR_SIGN_IN_REQUIRED_MESSAGE });
    // The administrators' session is not a donor's.
    expect((await myGiving(await t.adminCookie())).statusCode).toBe(401);
    // A cookie not signed by the API.
    expect((await myGiving(`${DONOR_COOKIE}=forged`)).statusCode).toBe(401);

    const { cookie } = await signIn(await mailedToken(ruth.email));
    expect((await myGiving(cookie)).statusCode).toBe(200);
    const out = await t.inject({
      method: 'DELETE',
      url: '/api/donors/session/',
      headers: cookie ? { cookie } : {},
    });
    expect(out.statusCode).toBe(204);
    expect((await myGiving(cookie)).statusCode).toBe(401);
  });
});
