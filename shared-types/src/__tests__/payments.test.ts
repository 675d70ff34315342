import {
  apiPaths,
  checkoutSessionInputSchema,
  coveredFeeCents,
  createOrderInputSchema,
  createParishApi,
  describeProcessingFee,
  donationInputSchema,
  recurringDonationInputSchema,
  RECURRING_GIFT_PLANS,
  validate,
  type HttpClient,
} from '../index';

describe('payment schemas', () => {
  it('a gift is 1 to 100,000 whole dollars, all to the General Fund unless split; forms may send text', () => {
    expect(validate(donationInputSchema, { amount: '250' })).toEqual({
      ok: true,
      value: {
        amount: 250,
        funds: [{ fund: 'general', amount: 250 }],
        cover_fee: false,
        payer_name: null,
        payer_email: null,
      },
    });
    expect(validate(donationInputSchema, { amount: '' })).toEqual({
      ok: false,
      errors: { amount: 'Please select or enter a donation amount' },
    });
    expect(validate(donationInputSchema, { amount: 0 })).toEqual({
      ok: false,
      errors: { amount: 'The smallest gift is $1.' },
    });
    for (const amount of [12.5, '12.50', 'fifty', '1e3x']) {
      expect(validate(donationInputSchema, { amount })).toEqual({
        ok: false,
        errors: { amount: 'Enter a whole number of dollars, without cents.' },
      });
    }
    expect(validate(donationInputSchema, { amount: 100_001 })).toEqual({
      ok: false,
      errors: {
        amount: 'Gifts above $100,000 cannot be made online. Please contact the parish office.',
      },
    });
  });

  it('a gift names the one fund it goes to, or splits, not both', () => {
    expect(validate(donationInputSchema, { amount: 40, fund: 'building' })).toEqual({
      ok: true,
      value: {
        amount: 40,
        funds: [{ fund: 'building', amount: 40 }],
        cover_fee: false,
        payer_name: null,
        payer_email: null,
      },
    });
    // Not a fund's key at all (the API says whether a key names a fund that takes gifts: 422).
    expect(validate(donationInputSchema, { amount: 40, fund: 'Roof!' })).toEqual({
      ok: false,
      errors: { fund: 'Choose one of the parish funds.' },
    });
    expect(
      validate(donationInputSchema, {
        amount: 40,
        fund: 'building',
        funds: [{ fund: 'missions', amount: 40 }],
      }),
    ).toEqual({
      ok: false,
      errors: { fund: 'Choose one fund, or split the gift across several, not both.' },
    });
  });

  it('a split names each fund once, in whole-dollar parts that add up to the gift', () => {
    expect(
      validate(donationInputSchema, {
        amount: '100',
        funds: [
          { fund: 'missions', amount: '60' },
          { fund: 'youth', amount: 40 },
        ],
        cover_fee: true,
      }),
    ).toEqual({
      ok: true,
      value: {
        amount: 100,
        funds: [
          { fund: 'missions', amount: 60 },
          { fund: 'youth', amount: 40 },
        ],
        cover_fee: true,
        payer_name: null,
        payer_email: null,
      },
    });
    expect(
      validate(donationInputSchema, {
        amount: 100,
        funds: [
          { fund: 'missions', amount: 60 },
          { fund: 'youth', amount: 30 },
        ],
      }),
    ).toEqual({
      ok: false,
      errors: { funds: 'The parts add up to $90, but the gift is $100. Make them equal.' },
    });
    expect(
      validate(donationInputSchema, {
        amount: 100,
        funds: [
          { fund: 'Roof Repairs', amount: 50 },
          { fund: 'missions', amount: 0 },
        ],
      }),
    ).toEqual({
      ok: false,
      errors: {
        'funds.0.fund': 'Choose one of the parish funds.',
        'funds.1.amount': 'Each part must be at least $1.',
        funds: 'The parts add up to $50, but the gift is $100. Make them equal.',
      },
    });
    expect(
      validate(donationInputSchema, {
        amount: 100,
        funds: [
          { fund: 'missions', amount: 50 },
          { fund: 'missions', amount: 50 },
        ],
      }),
    ).toEqual({ ok: false, errors: { 'funds.1.fund': 'Each fund can be chosen once.' } });
    expect(validate(donationInputSchema, { amount: 10, funds: [] })).toEqual({
      ok: false,
      errors: { funds: 'Choose at least one fund.' },
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
      errors: { amount: 'The smallest gift is $1.' },
    });
    expect(
      validate(createOrderInputSchema, { amount: 40, funds: [{ fund: 'worship', amount: 30 }] }),
    ).toEqual({
      ok: false,
      errors: { funds: 'The parts add up to $30, but the gift is $40. Make them equal.' },
    });
  });

  it('a gift may name who gets the receipt: trimmed, the address lower-cased and checked', () => {
    expect(
      validate(donationInputSchema, {
        amount: 250,
        payer_name: '  Maria Lopez ',
        payer_email: ' Maria@Example.ORG ',
      }),
    ).toMatchObject({
      ok: true,
      value: { payer_name: 'Maria Lopez', payer_email: 'maria@example.org' },
    });
    expect(validate(donationInputSchema, { amount: 250, payer_email: 'not-an-address' })).toEqual({
      ok: false,
      errors: { payer_email: 'Please enter a valid email address' },
    });
    expect(
      validate(donationInputSchema, { amount: 250, payer_name: 'Maria\r\nBcc: x@example.org' }),
    ).toMatchObject({ ok: false, errors: { payer_name: expect.any(String) } });
  });

  it('recurring gifts take one of the three plans', () => {
    expect(RECURRING_GIFT_PLANS.map((plan) => plan.label)).toEqual([
      'Weekly',
      'Bi-Weekly',
      'Monthly',
    ]);
    expect(validate(recurringDonationInputSchema, { priceId: 'gift-monthly' })).toEqual({
      ok: true,
      value: {
        priceId: 'gift-monthly',
        amount: 50,
        funds: [{ fund: 'general', amount: 50 }],
        cover_fee: false,
        payer_name: null,
        payer_email: null,
      },
    });
    expect(
      validate(recurringDonationInputSchema, {
        priceId: 'gift-weekly',
        amount: 20,
        funds: [{ fund: 'outreach', amount: 25 }],
      }),
    ).toEqual({
      ok: false,
      errors: { funds: 'The parts add up to $25, but the gift is $20. Make them equal.' },
    });
    expect(validate(recurringDonationInputSchema, { priceId: 'yearly' })).toEqual({
      ok: false,
      errors: { priceId: 'Choose Weekly, Bi-Weekly or Monthly.' },
    });
  });
});

describe('the processing fee a giver may cover', () => {
  it('is what makes the charge leave the whole gift after 2.9% + $0.30 of it is taken', () => {
    expect(describeProcessingFee()).toBe('2.9% + $0.30');
    for (const giftCents of [100, 2500, 5000, 12_345, 10_000_000]) {
      const fee = coveredFeeCents(giftCents);
      const charge = giftCents + fee;
      const received = (cents: number) => cents - (cents * 0.029 + 30);
      // The parish receives at least the gift, and a cent less would not do.
      expect(received(charge)).toBeGreaterThanOrEqual(giftCents);
      expect(received(charge - 1)).toBeLessThan(giftCents);
    }
    expect(coveredFeeCents(5000)).toBe(181);
    expect(coveredFeeCents(2500)).toBe(106);
  });
});

describe('typed payment calls', () => {
  it('use the spec’s paths and methods, including the shop’s capture without /api', async () => {
    const calls: Array<{ url: string; body: unknown }> = [];
    const post = async (url: string, body?: unknown) => {
      calls.push({ url, body });
      return { data: undefined as never };
    };
    const get = async (url: string) => post(url);
    const http = { post, get } as unknown as HttpClient;
    const payments = createParishApi(http).payments;
    await payments.createCheckoutSession({ product: { name: 'Rosary' } });
    await payments.createOrder({ amount: 25 });
    await payments.captureOrder({ orderID: 'O1' });
    await payments.captureShopOrder({ orderID: 'O1' });
    await payments.donate({ amount: 50 });
    await payments.recurringDonate({ priceId: 'gift-weekly' });
    await payments.receipt('cs_sandbox_1');
    expect(calls.map((call) => call.url)).toEqual([
      '/api/checkout/create-checkout-session',
      '/api/config/create-order',
      '/api/config/capture-order',
      '/config/capture-order',
      '/api/payment/donate',
      '/api/payment/recurring-donate',
      '/api/payments/receipts/cs_sandbox_1',
    ]);
    expect(calls[2]?.body).toEqual({ orderID: 'O1' });
    expect(apiPaths.payments).toBe('/api/payments/');
  });
});
