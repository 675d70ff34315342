/**
 * A donor manages their own recurring gifts on My Giving (sandbox, real
 * SMTP server): change the amount or frequency, pause, resume, cancel,
 * each confirmed by mail, validated as at the first gift; another donor's
 * gift cannot be touched.
 */
import {
  DONOR_RECURRING_GIFT_NOT_FOUND_MESSAGE,
  GIFT_MINIMUM_MESSAGE,
  RECURRING_FREQUENCY_MESSAGE,
  RECURRING_GIFT_CANCELLED_MESSAGE,
  WHOLE_DOLLARS_MESSAGE,
  type MyGiving,
  type Payment,
} from '@parish/shared-types';
import { fundShare } from '@parish/shared-types/testing';
import { createMailingTestApp, type TestApp } from '../../../../testing/app';
import { recurringGiftInSandbox } from '../../../../testing/giving';
import { mailsTo, type TestSmtpServer } from '../../../../testing/smtp';
import { DONOR_COOKIE } from '../routes';

let smtp: TestSmtpServer;
let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  ({ t, smtp } = await createMailingTestApp());
  adminCookie = await t.adminCookie();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function waitForMail(address: string, subject: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = mailsTo(smtp, address).filter((mail) => mail.parsed.subject === subject);
    if (found.length > 0) return found;
    if (Date.now() > deadline) throw new Error(`no "${subject}" to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A recurring gift set up and paid in the sandbox; its first payment. */
async function recurringGift(
  payer: { name: string; email: string },
  gift: Record<string, unknown>,
): Promise<Payment> {
  return recurringGiftInSandbox(t, { ...gift, payer_name: payer.name, payer_email: payer.email });
}

const SIGN_IN = 'Your sign-in link for My Giving';
const signInMails = (email: string) =>
  mailsTo(smtp, email).filter((mail) => mail.parsed.subject === SIGN_IN);

/** Signs the donor in through the mailed link; their cookie. */
async function signedIn(email: string): Promise<string> {
  const before = signInMails(email).length;
  await t.inject({ method: 'POST', url: '/api/donors/sign-in/', payload: { email } });
  const deadline = Date.now() + 20_000;
  while (signInMails(email).length <= before) {
    if (Date.now() > deadline) throw new Error('no sign-in mail');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const text = signInMails(email).at(-1)?.parsed.text ?? '';
  const token = /\/my-giving\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  const response = await t.inject({
    method: 'POST',
    url: '/api/donors/session/',
    payload: { token },
  });
  const cookie = response.cookies.find((c) => c.name === DONOR_COOKIE);
  if (!cookie) throw new Error('not signed in');
  return `${DONOR_COOKIE}=${cookie.value}`;
}

const call = (cookie: string | null, method: 'POST' | 'PATCH', url: string, payload?: object) =>
  t.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const change = (cookie: string | null, id: number, payload: object) =>
  call(cookie, 'PATCH', `/api/donors/me/recurring/${id}/`, payload);
const act = (cookie: string | null, id: number, action: 'pause' | 'resume' | 'cancel') =>
  call(cookie, 'POST', `/api/donors/me/recurring/${id}/${action}/`);
const renew = (id: number) =>
  t.inject({
    method: 'POST',
    url: `/api/payments/recurring/${id}/sandbox-renewal/`,
    headers: { cookie: adminCookie },
    payload: { outcome: 'paid' },
  });

const ruth = { name: 'Ruth Alvarez', email: 'ruth.recurring@example.org' };
const paul = { name: 'Paul Okafor', email: 'paul.recurring@example.org' };

describe('managing a recurring gift on My Giving', () => {
  it('changes, pauses, resumes and cancels it, with a mail for each', async () => {
    const first = await recurringGift(ruth, {
      priceId: 'gift-monthly',
      amount: 50,
      fund: 'missions',
    });
    const id = first.recurring_gift_id ?? 0;
    const cookie = await signedIn(ruth.email);

    const mine = (
      await t.inject({ method: 'GET', url: '/api/donors/me/', headers: { cookie } })
    ).json<MyGiving>();
    expect(mine.recurring_gifts).toEqual([
      expect.objectContaining({
        id,
        frequency: 'Monthly',
        amount: 50,
        status: 'active',
        funds: [fundShare('missions', 50)],
      }),
    ]);

    const changed = await change(cookie, id, { priceId: 'gift-monthly', amount: 40 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<MyGiving>().recurring_gifts?.[0]).toMatchObject({
      amount: 40,
      frequency: 'Monthly',
      status: 'active',
    });
    const [changedMail] = await waitForMail(
      ruth.email,
      'Your recurring gift is now a monthly gift of $40.00',
    );
    expect(changedMail?.parsed.text).toContain('monthly gift of $50.00');

    const paused = await act(cookie, id, 'pause');
    expect(paused.json<MyGiving>().recurring_gifts?.[0]?.status).toBe('paused');
    await waitForMail(ruth.email, 'Your monthly gift of $40.00 is paused');
    // Nothing is taken while it is paused.
    expect((await renew(id)).statusCode).toBe(409);
    expect((await act(cookie, id, 'pause')).statusCode).toBe(409);

    const resumed = await act(cookie, id, 'resume');
    expect(resumed.json<MyGiving>().recurring_gifts?.[0]?.status).toBe('active');
    await waitForMail(ruth.email, 'Your monthly gift of $40.00 is resumed');

    // The next renewal takes the new amount, to the same fund.
    const renewal = await renew(id);
    expect(renewal.statusCode).toBe(201);
    expect(renewal.json<Payment>()).toMatchObject({
      amount: 40,
      funds: [{ fund: 'missions', amount: 40 }],
    });

    const cancelled = await act(cookie, id, 'cancel');
    expect(cancelled.json<MyGiving>().recurring_gifts?.[0]?.status).toBe('cancelled');
    const [cancelMail] = await waitForMail(ruth.email, 'Your monthly gift of $40.00 is cancelled');
    expect(cancelMail?.parsed.text).toContain('nothing more will be charged');
    expect((await renew(id)).statusCode).toBe(409);
    const again = await change(cookie, id, { priceId: 'gift-weekly', amount: 10 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: RECURRING_GIFT_CANCELLED_MESSAGE });
  });

  it('keeps a split in proportion and a covered fee for the new amount', async () => {
    const first = await recurringGift(ruth, {
      priceId: 'gift-weekly',
      amount: 50,
      funds: [
        { fund: 'missions', amount: 30 },
        { fund: 'youth', amount: 20 },
      ],
      cover_fee: true,
    });
    const id = first.recurring_gift_id ?? 0;
    const cookie = await signedIn(ruth.email);
    const changed = await change(cookie, id, { priceId: 'gift-biweekly', amount: 25 });
    expect(changed.statusCode).toBe(200);
    const gift = changed.json<MyGiving>().recurring_gifts?.find((g) => g.id === id);
    // $25 covered: ⌈(2500 + 30) ÷ 0.971⌉ − 2500 = 106 cents.
    expect(gift).toMatchObject({
      frequency: 'Bi-Weekly',
      amount: 25,
      processing_fee: 1.06,
      funds: [
        { fund: 'missions', amount: 15 },
        { fund: 'youth', amount: 10 },
      ],
    });
    expect((await renew(id)).json<Payment>()).toMatchObject({
      amount: 26.06,
      processing_fee: 1.06,
    });
  });

  it.each([
    [
      'no amount',
      { priceId: 'gift-monthly' },
      'amount',
      'Please select or enter a donation amount',
    ],
    ['$0', { priceId: 'gift-monthly', amount: 0 }, 'amount', GIFT_MINIMUM_MESSAGE],
    ['cents', { priceId: 'gift-monthly', amount: 12.5 }, 'amount', WHOLE_DOLLARS_MESSAGE],
    [
      'an unknown frequency',
      { priceId: 'gift-daily', amount: 20 },
      'priceId',
      RECURRING_FREQUENCY_MESSAGE,
    ],
  ])(
    'refuses %s as the first gift would, naming the field',
    async (_label, body, field, message) => {
      const first = await recurringGift(paul, { priceId: 'gift-monthly', amount: 30 });
      const cookie = await signedIn(paul.email);
      const response = await change(cookie, first.recurring_gift_id ?? 0, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: { [field]: message } });
    },
  );
});

describe('another donor’s recurring gift', () => {
  it('cannot be seen, changed, paused or cancelled, and nothing is mailed', async () => {
    const ruths = await recurringGift(ruth, { priceId: 'gift-monthly', amount: 75 });
    const id = ruths.recurring_gift_id ?? 0;
    const paulsCookie = await signedIn(paul.email);
    await waitForMail(ruth.email, 'Receipt for your gift of $75.00');
    const mailsBefore = mailsTo(smtp, ruth.email).length;

    const seen = (
      await t.inject({ method: 'GET', url: '/api/donors/me/', headers: { cookie: paulsCookie } })
    ).json<MyGiving>();
    expect(seen.recurring_gifts?.map((gift) => gift.id)).not.toContain(id);

    for (const response of [
      await change(paulsCookie, id, { priceId: 'gift-weekly', amount: 1 }),
      await act(paulsCookie, id, 'pause'),
      await act(paulsCookie, id, 'cancel'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: DONOR_RECURRING_GIFT_NOT_FOUND_MESSAGE });
    }
    // Without a donor session, or with an administrator's, nothing either.
    expect((await act(null, id, 'cancel')).statusCode).toBe(401);
    expect((await act(adminCookie, id, 'cancel')).statusCode).toBe(401);

    const ruthsCookie = await signedIn(ruth.email);
    const hers = (
      await t.inject({ method: 'GET', url: '/api/donors/me/', headers: { cookie: ruthsCookie } })
    ).json<MyGiving>();
    expect(hers.recurring_gifts?.find((gift) => gift.id === id)).toMatchObject({
      amount: 75,
      status: 'active',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Only her own sign-in mail came.
    expect(
      mailsTo(smtp, ruth.email)
        .slice(mailsBefore)
        .map((mail) => mail.parsed.subject),
    ).toEqual(['Your sign-in link for My Giving']);
  });
});
