/**
 * The newsletter's double opt-in, through a real SMTP server: the confirm
 * link in the mail subscribes the address, and the unsubscribe link of every
 * newsletter mail (also RFC 8058's one-click POST) takes it off, without
 * logging in.
 */
import { MAIL_LINK_INVALID_MESSAGE, type NewsletterSubscription } from '@parish/shared-types';
import { createMailingTestApp, type TestApp } from '../../../../testing/app';
import { mailsTo, rawHeader, type TestSmtpServer } from '../../../../testing/smtp';

let mailing: Awaited<ReturnType<typeof createMailingTestApp>> | undefined;
let smtp: TestSmtpServer;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  mailing = await createMailingTestApp();
  ({ t, smtp } = mailing);
  cookie = await t.adminCookie();
});
afterAll(() => mailing?.close());

const post = (url: string, payload: object) => t.inject({ method: 'POST', url, payload });

/** The token of the first link to `path` in a mail's text. */
function linkToken(text: string | undefined, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(text ?? '');
  if (!match?.[1]) throw new Error(`no ${path} link in:\n${text}`);
  return match[1];
}

async function subscriberStatus(email: string) {
  const response = await t.inject({ method: 'GET', url: '/api/newsletter/', headers: { cookie } });
  return response.json<NewsletterSubscription[]>().find((row) => row.email === email)?.status;
}

async function mailCount(address: string, count: number) {
  const deadline = Date.now() + 10_000;
  while (mailsTo(smtp, address).length < count) {
    if (Date.now() > deadline) throw new Error(`fewer than ${count} mails to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return mailsTo(smtp, address);
}

it('subscribes only once the confirm link is used, and leaves by one-click unsubscribe', async () => {
  const address = 'reader@example.org';
  expect((await post('/api/newsletter/', { email: address })).statusCode).toBe(202);
  expect(await subscriberStatus(address)).toBe('pending');

  const [confirmMail] = await mailCount(address, 1);
  expect(confirmMail && rawHeader(confirmMail, 'List-Unsubscribe-Post')).toBe(
    'List-Unsubscribe=One-Click',
  );
  const confirmToken = linkToken(confirmMail?.parsed.text, '/newsletter/confirm');
  const confirmed = await post('/api/newsletter/confirm/', { token: confirmToken });
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.json()).toMatchObject({
    status: 'subscribed',
    confirmed_at: expect.any(String),
  });
  expect(await subscriberStatus(address)).toBe('subscribed');

  // The welcome carries the unsubscribe link and the one-click header.
  const [, welcome] = await mailCount(address, 2);
  const oneClick =
    /^<(.+)>$/.exec((welcome && rawHeader(welcome, 'List-Unsubscribe')) ?? '')?.[1] ?? '';
  expect(oneClick).toMatch(/\/api\/newsletter\/unsubscribe\/\?token=[A-Za-z0-9_-]{43}$/);
  const url = new URL(oneClick);
  expect(linkToken(welcome?.parsed.text, '/newsletter/unsubscribe')).toBe(
    url.searchParams.get('token'),
  );

  // Confirming again changes nothing and sends nothing.
  expect((await post('/api/newsletter/confirm/', { token: confirmToken })).statusCode).toBe(200);

  // What a mail client sends for RFC 8058: a form POST, no cookie, the token in the URL.
  const left = await t.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  expect(left.statusCode).toBe(200);
  expect(left.json()).toMatchObject({ status: 'unsubscribed' });
  expect(await subscriberStatus(address)).toBe('unsubscribed');

  // The old confirm link can't bring the address back.
  const stale = await post('/api/newsletter/confirm/', { token: confirmToken });
  expect(stale.statusCode).toBe(400);
  expect(stale.json()).toEqual({
    message: MAIL_LINK_INVALID_MESSAGE,
    fields: { token: MAIL_LINK_INVALID_MESSAGE },
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(mailsTo(smtp, address)).toHaveLength(2);
});

it('unsubscribes from the site page (JSON token) too, and a second time changes nothing', async () => {
  const address = 'page@example.org';
  await post('/api/newsletter/', { email: address });
  const [confirmMail] = await mailCount(address, 1);
  const token = linkToken(confirmMail?.parsed.text, '/newsletter/unsubscribe');
  const first = await post('/api/newsletter/unsubscribe/', { token });
  expect(first.json()).toMatchObject({ status: 'unsubscribed' });
  const again = await post('/api/newsletter/unsubscribe/', { token });
  expect(again.statusCode).toBe(200);
  expect(again.json()).toMatchObject({ status: 'unsubscribed' });
});

it('mails a new confirm link to an address that asks again before confirming', async () => {
  const address = 'twice@example.org';
  await post('/api/newsletter/', { email: address });
  const again = await post('/api/newsletter/', { email: address });
  expect(again.statusCode).toBe(202);
  const [first, second] = await mailCount(address, 2);
  const firstToken = linkToken(first?.parsed.text, '/newsletter/confirm');
  const secondToken = linkToken(second?.parsed.text, '/newsletter/confirm');
  expect(secondToken).not.toBe(firstToken);
  // Only the newer link confirms. The two mails may arrive in either order
  // (the worker sends in parallel), so both are tried: one works, one is refused.
  const statuses = [];
  for (const token of [firstToken, secondToken]) {
    statuses.push((await post('/api/newsletter/confirm/', { token })).statusCode);
  }
  expect(statuses.sort()).toEqual([200, 400]);
});

it.each<[object, string]>([
  [{}, 'no token'],
  [{ token: 'short' }, 'a malformed token'],
  [{ token: 'A'.repeat(43) }, 'an unknown token'],
])('refuses %j (%s) with a 400 naming token', async (payload) => {
  for (const url of ['/api/newsletter/confirm/', '/api/newsletter/unsubscribe/']) {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: MAIL_LINK_INVALID_MESSAGE,
      fields: { token: MAIL_LINK_INVALID_MESSAGE },
    });
  }
});

it('accepts a form body only on the one-click route', async () => {
  const response = await t.inject({
    method: 'POST',
    url: '/api/newsletter/',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'email=x%40example.org',
  });
  expect(response.statusCode).toBe(415);
});
