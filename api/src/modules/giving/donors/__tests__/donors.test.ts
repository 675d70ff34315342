import type { CheckoutSession, PayPalOrder, RecurringGift } from '@parish/shared-types';
import { sql } from 'drizzle-orm';
import { donors } from '../../tables';
import { createTestApp, insertProduct, type TestApp } from '../../../../testing/app';
import { paymentByReference } from '../../../../testing/reads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (url: string, payload: object) => t.inject({ method: 'POST', url, payload });
const donate = async (payload: object) =>
  (await post('/api/payment/donate', payload)).json<CheckoutSession>();
const donorsWithAddress = (email: string) =>
  t.db
    .select()
    .from(donors)
    .where(sql`lower(${donors.email}) = lower(${email})`);

describe('the donor of a gift', () => {
  it('is made from the payer’s name and address, and the gift links to it', async () => {
    const session = await donate({
      amount: 250,
      fund: 'missions',
      payer_name: 'Ruth Alvarez',
      payer_email: 'ruth@example.org',
    });
    const [donor] = await donorsWithAddress('ruth@example.org');
    expect(donor).toMatchObject({
      name: 'Ruth Alvarez',
      email: 'ruth@example.org',
      postalAddress: null,
    });
    expect(await paymentByReference(t, session.id)).toMatchObject({ donor_id: donor?.id });
  });

  it('is the same donor whatever the case of the address, keeping the first name given', async () => {
    const first = await donate({
      amount: 20,
      payer_name: 'Tomas Berg',
      payer_email: 'Tomas.Berg@Example.org',
    });
    const second = await donate({
      amount: 30,
      payer_name: 'Someone Else',
      payer_email: 'tomas.berg@example.ORG',
    });
    const rows = await donorsWithAddress('tomas.berg@example.org');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe('Tomas Berg');
    const [a, b] = [await paymentByReference(t, first.id), await paymentByReference(t, second.id)];
    expect(a?.donor_id).toBe(rows[0]?.id);
    expect(b?.donor_id).toBe(rows[0]?.id);
  });

  it('gives a PayPal gift and a recurring gift their donor too', async () => {
    const order = (
      await post('/api/config/create-order', {
        amount: 15,
        payer_name: 'Ann Lee',
        payer_email: 'ann.lee@example.org',
      })
    ).json<PayPalOrder>();
    const recurring = (
      await post('/api/payment/recurring-donate', {
        priceId: 'gift-monthly',
        amount: 50,
        payer_name: 'Ann Lee',
        payer_email: 'ANN.LEE@example.org',
      })
    ).json<CheckoutSession>();
    const [donor] = await donorsWithAddress('ann.lee@example.org');
    expect(await paymentByReference(t, order.orderID)).toMatchObject({ donor_id: donor?.id });
    const firstPayment = await paymentByReference(t, recurring.id);
    expect(firstPayment).toMatchObject({ donor_id: donor?.id });
    const schedules = (
      await t.inject({
        method: 'GET',
        url: '/api/payments/recurring/',
        headers: { cookie: await t.adminCookie() },
      })
    ).json<RecurringGift[]>();
    expect(schedules.find((gift) => gift.id === firstPayment?.recurring_gift_id)).toMatchObject({
      donor_id: donor?.id,
    });
  });

  it('is not made for a gift without a payer, which stays anonymous', async () => {
    const before = await t.db.select({ id: donors.id }).from(donors);
    const session = await donate({ amount: 12 });
    expect(await paymentByReference(t, session.id)).toMatchObject({ donor_id: null });
    expect(await t.db.select({ id: donors.id }).from(donors)).toHaveLength(before.length);
  });

  it('is not made for a shop purchase', async () => {
    const product = await insertProduct(t.db);
    const session = (
      await post('/api/checkout/create-checkout-session', {
        product: { id: product.id },
        payer_name: 'Buyer Only',
        payer_email: 'buyer.only@example.org',
      })
    ).json<CheckoutSession>();
    expect(await paymentByReference(t, session.id)).toMatchObject({
      purpose: 'shop',
      donor_id: null,
    });
    expect(await donorsWithAddress('buyer.only@example.org')).toHaveLength(0);
  });
});

describe('the donors table', () => {
  it('refuses a second donor with the same address in another case', async () => {
    await t.db.insert(donors).values({ name: 'Case One', email: 'case@example.org' });
    await expect(
      t.db.insert(donors).values({ name: 'Case Two', email: 'CASE@example.org' }),
    ).rejects.toThrow();
  });
});
