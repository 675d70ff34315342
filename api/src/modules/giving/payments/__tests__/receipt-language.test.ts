/**
 * Receipts in the payer's language, through the sandbox and a real SMTP
 * server: a gift or a purchase paid from the Spanish pages keeps Spanish, its
 * receipt arrives in Spanish with the link to the Spanish receipt page, and
 * the gift's donor takes the language (a later gift's language replaces it);
 * a purchase's receipt names the item by the Spanish title the office wrote.
 */
import { apiPaths, type CheckoutSession, type PaymentReceipt } from '@parish/shared-types';
import { eq } from 'drizzle-orm';
import { donors, payments } from '../../tables';
import { createMailingTestApp, insertProduct, type TestApp } from '../../../../testing/app';
import { answerSandboxCheckout } from '../../../../testing/giving';
import { mailsTo, type TestSmtpServer } from '../../../../testing/smtp';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  ({ t, smtp } = await createMailingTestApp());
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function paid(url: string, payload: object, language?: string): Promise<CheckoutSession> {
  const started = await t.inject({
    method: 'POST',
    url,
    payload,
    headers: language ? { 'accept-language': language } : {},
  });
  expect(started.statusCode).toBe(200);
  const session = started.json<CheckoutSession>();
  await answerSandboxCheckout(t, session.id, 'approve');
  return session;
}

async function mailsArrived(address: string, count: number) {
  const deadline = Date.now() + 10_000;
  while (mailsTo(smtp, address).length < count) {
    if (Date.now() > deadline) throw new Error(`fewer than ${count} mails to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return mailsTo(smtp, address);
}

const paymentLanguage = async (reference: string) =>
  (await t.db.select().from(payments).where(eq(payments.providerReference, reference)))[0]
    ?.language;
const donorLanguage = async (email: string) =>
  (await t.db.select().from(donors).where(eq(donors.email, email)))[0]?.language;

describe('a gift from the Spanish giving page', () => {
  const email = 'ana.gift@example.org';

  it('is kept in Spanish, its receipt is in Spanish, and its donor takes Spanish', async () => {
    const session = await paid(
      apiPaths.donate,
      { amount: 50, fund: 'building', payer_name: 'Ana Ruiz', payer_email: email },
      'es-MX,es;q=0.9,en;q=0.5',
    );
    expect(await paymentLanguage(session.id)).toBe('es');
    expect(await donorLanguage(email)).toBe('es');

    const [receipt] = await mailsArrived(email, 1);
    expect(receipt?.parsed.subject).toBe('Recibo de su donación de $50.00');
    const text = receipt?.parsed.text ?? '';
    expect(text).toContain('Estimado(a) Ana Ruiz: gracias por su donación de $50.00');
    expect(text).toContain('Fondo de Construcción');
    expect(text).toContain('No se proporcionaron bienes ni servicios a cambio de esta donación.');
    expect(text).toContain(`/es/success?session_id=${session.id}`);
    expect(receipt?.parsed.html).toContain('lang="es"');
  });

  it('a later gift from the English page makes the donor English again, and its receipt English', async () => {
    const session = await paid(apiPaths.donate, {
      amount: 20,
      fund: 'missions',
      payer_name: 'Ana Ruiz',
      payer_email: email,
    });
    expect(await paymentLanguage(session.id)).toBe('en');
    expect(await donorLanguage(email)).toBe('en');
    const [, receipt] = await mailsArrived(email, 2);
    expect(receipt?.parsed.subject).toBe('Receipt for your gift of $20.00');
    expect(receipt?.parsed.text).toContain(`/success?session_id=${session.id}`);
    expect(receipt?.parsed.text).not.toContain('/es/success');
  });
});

it('writes the receipt of a purchase from the Spanish shop in Spanish, naming the item in Spanish', async () => {
  const candle = await insertProduct(t.db, {
    title: 'Prayer Candle',
    titleEs: 'Vela de oración',
    priceCents: 1250,
  });
  const email = 'luis.shop@example.org';
  const session = await paid(
    apiPaths.checkoutSession,
    { product: { id: candle.id }, quantity: 2, payer_name: 'Luis Peña', payer_email: email },
    'es',
  );
  expect(await paymentLanguage(session.id)).toBe('es');
  const [receipt] = await mailsArrived(email, 1);
  expect(receipt?.parsed.subject).toBe('Recibo de su compra de $25.00');
  expect(receipt?.parsed.text).toContain('Estimado(a) Luis Peña: gracias por su compra');
  expect(receipt?.parsed.text).toContain('2 × $12.50 = $25.00');
  expect(receipt?.parsed.text).toContain('Vela de oración');
  expect(receipt?.parsed.text).not.toContain('Prayer Candle');
  expect(receipt?.parsed.text).toContain(`/es/success?session_id=${session.id}`);
});

it("names the item in Spanish on the sandbox's checkout page and on the Spanish receipt page, in English on the English one", async () => {
  const candle = await insertProduct(t.db, {
    title: 'Easter Candle',
    titleEs: 'Cirio pascual',
    priceCents: 2000,
  });
  const started = await t.inject({
    method: 'POST',
    url: apiPaths.checkoutSession,
    payload: { product: { id: candle.id }, quantity: 1 },
    headers: { 'accept-language': 'es' },
  });
  const session = started.json<CheckoutSession>();
  const checkoutPage = await t.inject({ method: 'GET', url: apiPaths.sandboxCheckout(session.id) });
  expect(checkoutPage.body).toContain('Cirio pascual');
  expect(checkoutPage.body).not.toContain('Easter Candle');
  await answerSandboxCheckout(t, session.id, 'approve');

  const receiptIn = (language: string) =>
    t.inject({
      method: 'GET',
      url: apiPaths.paymentReceipt(session.id),
      headers: { 'accept-language': language },
    });
  const spanish = await receiptIn('es');
  expect(spanish.json<PaymentReceipt>().items?.map((item) => item.title)).toEqual([
    'Cirio pascual',
  ]);
  expect(spanish.headers.vary).toContain('Accept-Language');
  const english = await receiptIn('en-US');
  expect(english.json<PaymentReceipt>().items?.map((item) => item.title)).toEqual([
    'Easter Candle',
  ]);
});

it('names an item the office has not translated by its English title in a Spanish receipt', async () => {
  const mug = await insertProduct(t.db, { title: 'Parish Mug', priceCents: 1400 });
  const email = 'rosa.shop@example.org';
  await paid(
    apiPaths.checkoutSession,
    { product: { id: mug.id }, quantity: 1, payer_name: 'Rosa Díaz', payer_email: email },
    'es',
  );
  const [receipt] = await mailsArrived(email, 1);
  expect(receipt?.parsed.subject).toBe('Recibo de su compra de $14.00');
  expect(receipt?.parsed.text).toContain('Parish Mug');
});
