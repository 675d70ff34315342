/**
 * Stripe refuses a card charge under $0.50 (the visitor got a 502 after the
 * payment was recorded). The payment service refuses it first, for every
 * provider, naming the field the amount comes from; PayPal has no minimum.
 */
import { CARD_PAYMENT_MINIMUM_MESSAGE, type Booking, type PayPalOrder } from '@parish/shared-types';
import { buildBookingInput } from '@parish/shared-types/testing';
import { createTestApp, insertEvent, insertProduct, type TestApp } from '../../../../testing/app';
import { listPayments } from '../../../../testing/reads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (url: string, payload: object) => t.inject({ method: 'POST', url, payload });
const checkout = (payload: object) => post('/api/checkout/create-checkout-session', payload);

/** A shop item priced below the schema's minimum (an older row, or one written by hand). */
const product = (priceCents: number) =>
  insertProduct(t.db, { title: `Holy card ${priceCents}`, priceCents });

describe('card payments under $0.50', () => {
  it('a shop item is refused up front with a 400 naming product, and nothing is recorded', async () => {
    expect(t.config.payments.stripe).toBeNull();
    const cheap = await product(25);
    const before = await (await listPayments(t)).length;
    const response = await checkout({ product: { id: cheap.id }, quantity: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: CARD_PAYMENT_MINIMUM_MESSAGE,
      fields: { product: CARD_PAYMENT_MINIMUM_MESSAGE },
    });
    expect(await (await listPayments(t)).length).toBe(before);
    // Two of them make 50 cents: Stripe's minimum itself is accepted.
    expect((await checkout({ product: { id: cheap.id }, quantity: 2 })).statusCode).toBe(200);
  });

  it('a booking is refused naming booking_id, and can still be booked and paid with PayPal', async () => {
    const event = await insertEvent(t.db, { priceCents: 40 });
    const booking = (await post('/api/bookings/', buildBookingInput(event.id, 1))).json<Booking>();
    expect(booking).toMatchObject({ status: 'pending', total_price: 0.4 });

    const card = await checkout({ booking_id: booking.booking_id });
    expect(card.statusCode).toBe(400);
    expect(card.json().fields).toEqual({ booking_id: CARD_PAYMENT_MINIMUM_MESSAGE });

    const forPayPal = (
      await post('/api/bookings/', buildBookingInput(event.id, 1, { payment_method: 'paypal' }))
    ).json<Booking>();
    const order = await post('/api/config/create-order', { booking_id: forPayPal.booking_id });
    expect(order.statusCode).toBe(200);
    expect(order.json<PayPalOrder>().amount).toBe(0.4);
  });

  it('a PayPal order for a shop item under $0.50 is accepted', async () => {
    const cheap = await product(10);
    const order = await post('/api/config/create-order', { product: { id: cheap.id } });
    expect(order.statusCode).toBe(200);
    expect(order.json<PayPalOrder>().amount).toBe(0.1);
  });
});
