/**
 * The Stripe adapter for a donor's changes to their recurring gift, against
 * a local fake Stripe: the requests it makes to change, pause, resume and
 * cancel a subscription, and a refusal becoming a ProviderError.
 */
import { stripeSubscriptionProvider } from '../providers/stripe';
import { ProviderError } from '../providers/types';
import { startFakeProvider, type FakeProvider } from './fake-provider';

let stripe: FakeProvider;
let refuse = false;
beforeAll(async () => {
  stripe = await startFakeProvider((request) => {
    if (refuse) return { status: 400, body: { error: { message: 'No such subscription' } } };
    if (request.method === 'GET') {
      return {
        body: {
          id: 'sub_1',
          object: 'subscription',
          items: {
            data: [
              { id: 'si_gift', price: { id: 'price_a', product: 'prod_gift' } },
              { id: 'si_fee', price: { id: 'price_b', product: 'prod_fee' } },
            ],
          },
        },
      };
    }
    return { body: { id: 'sub_1', object: 'subscription' } };
  });
});
afterAll(() => stripe?.close());
beforeEach(() => {
  stripe.requests.length = 0;
  refuse = false;
});

const provider = (recurringPrices: Record<string, string> | null = null) =>
  stripeSubscriptionProvider({
    secretKey: 'sk_test_parish',
    publishableKey: null,
    webhookSecret: null,
    apiBase: stripe.base,
    recurringPrices,
  } as Parameters<typeof stripeSubscriptionProvider>[0]);

const formOf = (index: number) => new URLSearchParams(stripe.requests[index]?.body ?? '');

describe('changing a subscription', () => {
  it('gives each item a new inline price, the fee line following, without proration', async () => {
    await provider().changeSubscription('sub_1', {
      giftCents: 4000,
      feeCents: 150,
      recurring: { interval: 'week', intervalCount: 2, priceId: 'gift-biweekly' },
    });
    expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/subscriptions/sub_1',
      'POST /v1/subscriptions/sub_1',
    ]);
    expect(stripe.requests[1]?.headers.authorization).toBe('Bearer sk_test_parish');
    expect(Object.fromEntries(formOf(1))).toEqual({
      proration_behavior: 'none',
      'items[0][id]': 'si_gift',
      'items[0][quantity]': '1',
      'items[0][price_data][currency]': 'usd',
      'items[0][price_data][product]': 'prod_gift',
      'items[0][price_data][unit_amount]': '4000',
      'items[0][price_data][recurring][interval]': 'week',
      'items[0][price_data][recurring][interval_count]': '2',
      'items[1][id]': 'si_fee',
      'items[1][quantity]': '1',
      'items[1][price_data][currency]': 'usd',
      'items[1][price_data][product]': 'prod_fee',
      'items[1][price_data][unit_amount]': '150',
      'items[1][price_data][recurring][interval]': 'week',
      'items[1][price_data][recurring][interval_count]': '2',
    });
  });

  it('uses the parish’s configured Price × dollars when there is one', async () => {
    await provider({ 'gift-monthly': 'price_monthly_dollar' }).changeSubscription('sub_1', {
      giftCents: 4000,
      feeCents: 0,
      recurring: { interval: 'month', intervalCount: 1, priceId: 'gift-monthly' },
    });
    const form = formOf(1);
    expect(form.get('items[0][price]')).toBe('price_monthly_dollar');
    expect(form.get('items[0][quantity]')).toBe('40');
    // A fee line with no fee to cover is removed.
    expect(form.get('items[1][id]')).toBe('si_fee');
    expect(form.get('items[1][deleted]')).toBe('true');
  });
});

describe('pausing, resuming and cancelling', () => {
  it('pauses collection (voiding invoices), unsets it to resume, and deletes to cancel', async () => {
    await provider().pauseSubscription('sub_1');
    await provider().resumeSubscription('sub_1');
    await provider().cancelSubscription('sub_1');
    expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/subscriptions/sub_1',
      'POST /v1/subscriptions/sub_1',
      'DELETE /v1/subscriptions/sub_1',
    ]);
    expect(formOf(0).get('pause_collection[behavior]')).toBe('void');
    expect(stripe.requests[1]?.body).toBe('pause_collection=');
  });

  it('reports Stripe’s refusal as a ProviderError with its message', async () => {
    refuse = true;
    await expect(provider().cancelSubscription('sub_gone')).rejects.toThrow(ProviderError);
    await expect(provider().pauseSubscription('sub_gone')).rejects.toThrow('No such subscription');
  });
});
