import {
  apiPaths,
  checkoutSessionInputSchema,
  createOrderInputSchema,
  createParishApi,
  donationInputSchema,
  recurringDonationInputSchema,
  RECURRING_GIFT_PLANS,
  validate,
  type HttpClient,
} from '../index';

describe('payment schemas', () => {
  it('a gift amount is 1 to 100,000 dollars in whole cents; forms may send text', () => {
    expect(validate(donationInputSchema, { amount: '250' })).toEqual({
      ok: true,
      value: { amount: 250 },
    });
    expect(validate(donationInputSchema, { amount: '' })).toEqual({
      ok: false,
      errors: { amount: 'Please select or enter a donation amount' },
    });
    expect(validate(donationInputSchema, { amount: 0.99 })).toEqual({
      ok: false,
      errors: { amount: 'Must be at least 1' },
    });
    expect(validate(donationInputSchema, { amount: 1.234 })).toEqual({
      ok: false,
      errors: { amount: 'Use at most two decimals' },
    });
  });

  it('a checkout names a shop item or a booking', () => {
    expect(validate(checkoutSessionInputSchema, {}).ok).toBe(false);
    expect(validate(checkoutSessionInputSchema, { product: { price: 5 } })).toEqual({
      ok: false,
      errors: { product: 'Choose an item from the shop.' },
    });
    expect(
      validate(checkoutSessionInputSchema, {
        product: { name: 'Rosary', price: 12.5, description: 'Beads' },
      }),
    ).toMatchObject({ ok: true, value: { quantity: 1 } });
    expect(validate(checkoutSessionInputSchema, { booking_id: 'bidABC123456' }).ok).toBe(true);
  });

  it('a PayPal order needs an amount only when it names nothing the server can price', () => {
    expect(validate(createOrderInputSchema, { amount: 50 }).ok).toBe(true);
    expect(validate(createOrderInputSchema, { product: { id: 3 } }).ok).toBe(true);
    expect(validate(createOrderInputSchema, { amount: -1 })).toEqual({
      ok: false,
      errors: { amount: 'Must be at least 1' },
    });
  });

  it('recurring gifts take one of the three plans', () => {
    expect(RECURRING_GIFT_PLANS.map((plan) => plan.label)).toEqual([
      'Weekly',
      'Bi-Weekly',
      'Monthly',
    ]);
    expect(validate(recurringDonationInputSchema, { priceId: 'gift-monthly' }).ok).toBe(true);
    expect(validate(recurringDonationInputSchema, { priceId: 'yearly' })).toEqual({
      ok: false,
      errors: { priceId: 'Choose Weekly, Bi-Weekly or Monthly.' },
    });
  });
});

describe('typed payment calls', () => {
  it('use the spec’s paths and methods, including the shop’s capture without /api', async () => {
    const calls: Array<{ url: string; body: unknown }> = [];
    const post = async (url: string, body?: unknown) => {
      calls.push({ url, body });
      return { data: undefined as never };
    };
    const http = { post } as unknown as HttpClient;
    const payments = createParishApi(http).payments;
    await payments.createCheckoutSession({ product: { name: 'Rosary' } });
    await payments.createOrder({ amount: 25 });
    await payments.captureOrder({ orderID: 'O1' });
    await payments.captureShopOrder({ orderID: 'O1' });
    await payments.donate({ amount: 50 });
    await payments.recurringDonate({ priceId: 'gift-weekly' });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/checkout/create-checkout-session',
      '/api/config/create-order',
      '/api/config/capture-order',
      '/config/capture-order',
      '/api/payment/donate',
      '/api/payment/recurring-donate',
    ]);
    expect(calls[2]?.body).toEqual({ orderID: 'O1' });
    expect(apiPaths.payments).toBe('/api/payments/');
  });
});
