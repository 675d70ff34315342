/**
 * A donor's language, through a real SMTP server: set by the gift that made
 * them (and by each gift paid after, never by a checkout left unpaid), it
 * writes My Giving's sign-in mail; the donor changes it in My Giving
 * (PUT /api/donors/me/language/), a bad value is a 400 naming `language`, and
 * nobody can without a donor session.
 */
import { apiPaths, DONOR_LANGUAGE_MESSAGE, type MyGiving } from '@parish/shared-types';
import { createMailingTestApp, type TestApp } from '../../../../testing/app';
import { answerSandboxCheckout } from '../../../../testing/giving';
import { mailsTo, type TestSmtpServer } from '../../../../testing/smtp';
import { findDonorByEmail } from '../repository';
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

const email = 'rosa.language@example.org';

async function mailsWithSubject(subject: string, count: number) {
  const deadline = Date.now() + 10_000;
  const matching = () => mailsTo(smtp, email).filter((mail) => mail.parsed.subject === subject);
  while (matching().length < count) {
    if (Date.now() > deadline) throw new Error(`fewer than ${count} "${subject}" to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return matching();
}

const setLanguage = (payload: object, cookie?: string) =>
  t.inject({
    method: 'PUT',
    url: apiPaths.myLanguage,
    payload,
    headers: cookie ? { cookie } : {},
  });

let cookie: string;

beforeAll(async () => {
  const started = await t.inject({
    method: 'POST',
    url: apiPaths.donate,
    payload: { amount: 30, fund: 'general', payer_name: 'Rosa Díaz', payer_email: email },
    headers: { 'accept-language': 'es' },
  });
  await answerSandboxCheckout(t, started.json<{ id: string }>().id, 'approve');
});

it('mails the sign-in link of a donor who gave in Spanish in Spanish, to the Spanish My Giving', async () => {
  const asked = await t.inject({ method: 'POST', url: apiPaths.donorSignIn, payload: { email } });
  expect(asked.statusCode).toBe(202);
  const [mail] = await mailsWithSubject('Su enlace para entrar a Mis donaciones', 1);
  const text = mail?.parsed.text ?? '';
  expect(text).toContain('Estimado(a) Rosa Díaz:');
  expect(text).toContain('Funciona una sola vez, dentro de los próximos 30 minutos.');
  const token = /\/es\/my-giving\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  expect(token).toBeDefined();
  const session = await t.inject({
    method: 'POST',
    url: apiPaths.donorSession,
    payload: { token },
  });
  expect(session.statusCode).toBe(200);
  expect(session.json<MyGiving>().language).toBe('es');
  const set = session.cookies.find((c) => c.name === DONOR_COOKIE);
  cookie = `${DONOR_COOKIE}=${set?.value}`;
});

it('lets the signed-in donor choose English, and mails them in English from then on', async () => {
  const response = await setLanguage({ language: 'en' }, cookie);
  expect(response.statusCode).toBe(200);
  expect(response.json<MyGiving>()).toMatchObject({
    language: 'en',
    donor: { name: 'Rosa Díaz', email },
  });
  const mine = await t.inject({ method: 'GET', url: apiPaths.myGiving, headers: { cookie } });
  expect(mine.json<MyGiving>().language).toBe('en');

  await t.inject({ method: 'POST', url: apiPaths.donorSignIn, payload: { email } });
  const [mail] = await mailsWithSubject('Your sign-in link for My Giving', 1);
  expect(mail?.parsed.text).toMatch(/[^s]\/my-giving\?token=/);

  expect((await setLanguage({ language: 'es' }, cookie)).json<MyGiving>().language).toBe('es');
});

it('refuses a language the site does not speak with a 400 naming `language`', async () => {
  for (const payload of [{ language: 'fr' }, {}, { language: 3 }]) {
    const response = await setLanguage(payload, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { language: DONOR_LANGUAGE_MESSAGE } });
  }
  const inSpanish = await t.inject({
    method: 'PUT',
    url: apiPaths.myLanguage,
    payload: { language: 'fr' },
    headers: { cookie, 'accept-language': 'es' },
  });
  expect(inSpanish.json()).toMatchObject({ fields: { language: 'Elija inglés o español.' } });
});

it('answers 401 without a donor session', async () => {
  const response = await setLanguage({ language: 'es' });
  expect(response.statusCode).toBe(401);
});

describe('a gift in the other language', () => {
  const otherEmail = 'tomas.language@example.org';
  const give = (language: string) =>
    t.inject({
      method: 'POST',
      url: apiPaths.donate,
      payload: { amount: 15, fund: 'general', payer_name: 'Tomás Ruiz', payer_email: otherEmail },
      headers: { 'accept-language': language },
    });
  const languageOfDonor = async () => (await findDonorByEmail(t.db, otherEmail))?.language;

  it('changes the donor’s language only once it is paid, never when its checkout is left', async () => {
    await answerSandboxCheckout(t, (await give('en')).json<{ id: string }>().id, 'approve');
    expect(await languageOfDonor()).toBe('en');

    const left = await give('es');
    expect(await languageOfDonor()).toBe('en');
    await answerSandboxCheckout(t, left.json<{ id: string }>().id, 'cancel');
    expect(await languageOfDonor()).toBe('en');

    await answerSandboxCheckout(t, (await give('es')).json<{ id: string }>().id, 'approve');
    expect(await languageOfDonor()).toBe('es');
  });
});
