/**
 * A message sent from the Spanish contact page, through a real SMTP server:
 * the message keeps its language, the sender's acknowledgement arrives in
 * Spanish and the office's notice stays English.
 */
import { eq } from 'drizzle-orm';
import { contactMessages } from '../../tables';
import { createMailingTestApp, type TestApp } from '../../../../testing/app';
import { mailsTo, type TestSmtpServer } from '../../../../testing/smtp';
import { multipartBody } from '../../../../testing/uploads';

let mailing: Awaited<ReturnType<typeof createMailingTestApp>> | undefined;
let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  mailing = await createMailingTestApp();
  ({ t, smtp } = mailing);
});
afterAll(() => mailing?.close());

function sendContact(email: string, headers: Record<string, string> = {}) {
  const body = multipartBody(
    Object.entries({ name: 'Ana Ruiz', email, message: '¿A qué hora es la Misa del domingo?' }).map(
      ([name, value]) => ({ name, value }),
    ),
  );
  return t.inject({
    method: 'POST',
    url: '/api/contact/',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

async function mailsArrived(address: string, count: number) {
  const deadline = Date.now() + 10_000;
  while (mailsTo(smtp, address).length < count) {
    if (Date.now() > deadline) throw new Error(`fewer than ${count} mails to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return mailsTo(smtp, address);
}

it('acknowledges a message from the Spanish page in Spanish; the office’s notice stays English', async () => {
  const sent = await sendContact('ana.contact@example.org', {
    'accept-language': 'es-MX,es;q=0.9',
  });
  expect(sent.statusCode).toBe(201);
  const [row] = await t.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.email, 'ana.contact@example.org'));
  expect(row?.language).toBe('es');

  const [ack] = await mailsArrived('ana.contact@example.org', 1);
  expect(ack?.parsed.subject).toBe('Recibimos su mensaje');
  expect(ack?.parsed.text).toContain(
    'Estimado(a) Ana Ruiz: gracias por comunicarse con Holy Trinity',
  );
  expect(ack?.parsed.text).toContain('Horario de oficina');
  expect(ack?.parsed.html).toContain('lang="es"');

  const [office] = await smtp.waitForMatching(
    (mail) => mail.parsed.subject === 'Contact message from Ana Ruiz',
  );
  expect(office?.parsed.html).toContain('lang="en"');
});

it('acknowledges a message from the English page in English, as before', async () => {
  expect((await sendContact('ann.contact@example.org')).statusCode).toBe(201);
  const [ack] = await mailsArrived('ann.contact@example.org', 1);
  expect(ack?.parsed.subject).toBe('We received your message');
  expect(ack?.parsed.text).toContain('Dear Ana Ruiz, thank you for contacting Holy Trinity');
});
