/**
 * The newsletter in the subscriber's language, through a real SMTP server:
 * an address given on the Spanish page is mailed its confirm link and its
 * welcome in Spanish, with links to the Spanish pages; asking again from the
 * English page before confirming makes its mails English, and after
 * confirming changes nothing (no one but its owner changes its language).
 */
import { eq } from 'drizzle-orm';
import { newsletterSubscribers } from '../../tables';
import { createMailingTestApp, type TestApp } from '../../../../testing/app';
import { mailsTo, type TestSmtpServer } from '../../../../testing/smtp';

let mailing: Awaited<ReturnType<typeof createMailingTestApp>> | undefined;
let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  mailing = await createMailingTestApp();
  ({ t, smtp } = mailing);
});
afterAll(() => mailing?.close());

const subscribe = (email: string, language?: string) =>
  t.inject({
    method: 'POST',
    url: '/api/newsletter/',
    payload: { email },
    headers: language ? { 'accept-language': language } : {},
  });

async function mailsArrived(address: string, count: number) {
  const deadline = Date.now() + 10_000;
  while (mailsTo(smtp, address).length < count) {
    if (Date.now() > deadline) throw new Error(`fewer than ${count} mails to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return mailsTo(smtp, address);
}

async function languageOf(email: string) {
  const [row] = await t.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row?.language;
}

it('confirms and welcomes a subscriber from the Spanish page in Spanish', async () => {
  const address = 'lector@example.org';
  expect((await subscribe(address, 'es')).statusCode).toBe(202);
  expect(await languageOf(address)).toBe('es');

  const [confirm] = await mailsArrived(address, 1);
  expect(confirm?.parsed.subject).toBe('Confirme su suscripción al boletín');
  expect(confirm?.parsed.text).toContain('Confirmar mi suscripción');
  const token = /\/es\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(
    confirm?.parsed.text ?? '',
  )?.[1];
  expect(token).toBeDefined();
  expect(confirm?.parsed.text).toMatch(/\/es\/newsletter\/unsubscribe\?token=/);

  const confirmed = await t.inject({
    method: 'POST',
    url: '/api/newsletter/confirm/',
    payload: { token },
  });
  expect(confirmed.statusCode).toBe(200);
  const [, welcome] = await mailsArrived(address, 2);
  expect(welcome?.parsed.subject).toBe('Ya está suscrito(a) a nuestro boletín');
  expect(welcome?.parsed.text).toContain('Gracias por confirmar.');
});

it('takes the language of the page an address subscribes from again', async () => {
  const address = 'switch@example.org';
  await subscribe(address, 'es');
  await mailsArrived(address, 1);
  expect((await subscribe(address, 'en-US,en;q=0.9')).statusCode).toBe(202);
  expect(await languageOf(address)).toBe('en');
  const [, again] = await mailsArrived(address, 2);
  expect(again?.parsed.subject).toBe('Please confirm your newsletter subscription');
  expect(again?.parsed.text).toMatch(/[^s]\/newsletter\/confirm\?token=/);
});

it('keeps a subscribed address’s language when someone asks again from the other page', async () => {
  const address = 'settled@example.org';
  await subscribe(address, 'es');
  const [confirm] = await mailsArrived(address, 1);
  const token = /confirm\?token=([A-Za-z0-9_-]{43})/.exec(confirm?.parsed.text ?? '')?.[1];
  await t.inject({ method: 'POST', url: '/api/newsletter/confirm/', payload: { token } });
  await mailsArrived(address, 2);

  expect((await subscribe(address, 'en')).statusCode).toBe(202);
  expect(await languageOf(address)).toBe('es');
});
