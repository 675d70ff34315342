/**
 * The sandbox's checkout page (the demo's stand-in for the card provider's)
 * in the language of the page the payment was started on (issue 36), as
 * Stripe's own page is asked for in it (`locale`).
 */
import type { Booking, CheckoutSession } from '@parish/shared-types';
import { buildBookingInput } from '@parish/shared-types/testing';
import { createTestApp, insertEvent, type TestApp } from '../../../../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function checkoutPageFor(language: 'en' | 'es') {
  const headers = { 'accept-language': language === 'es' ? 'es-MX,es;q=0.9' : 'en-US' };
  const event = await insertEvent(t.db, {
    title: 'Parish Supper',
    titleEs: 'Cena parroquial',
    date: '2099-12-24',
    priceCents: 1250,
  });
  const booking = (
    await t.inject({
      method: 'POST',
      url: '/api/bookings/',
      headers,
      payload: buildBookingInput(event.id, 2),
    })
  ).json<Booking>();
  const session = (
    await t.inject({
      method: 'POST',
      url: '/api/checkout/create-checkout-session',
      headers,
      payload: { booking_id: booking.booking_id },
    })
  ).json<CheckoutSession>();
  const page = await t.inject({
    method: 'GET',
    url: `/api/payments/sandbox/checkout/${session.id}`,
  });
  expect(page.statusCode).toBe(200);
  return page.body;
}

describe('the sandbox checkout page', () => {
  it('speaks Spanish for a payment started on a Spanish page', async () => {
    const html = await checkoutPageFor('es');
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<h1>Pago de prueba</h1>');
    expect(html).toContain('2 boletos para Cena parroquial el jueves, 24 de diciembre de 2099');
    expect(html).toContain('Aprobar el pago de $25.00');
    expect(html).toContain('>Cancelar</button>');
    for (const english of ['Sandbox checkout', 'Approve payment', 'tickets for', 'Amount'])
      expect(html).not.toContain(english);
  });

  it('is English as before for one started on an English page', async () => {
    const html = await checkoutPageFor('en');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Sandbox checkout</h1>');
    expect(html).toContain('2 tickets for Parish Supper on 2099-12-24');
    expect(html).toContain('Approve payment of $25.00');
  });
});
