import { NEWSLETTER_SIGN_UP_MESSAGE, type NewsletterSubscription } from '@parish/shared-types';
import { eq } from 'drizzle-orm';
import { newsletterSubscribers, outboxMails } from '../../tables';
import { createTestApp, type TestApp } from '../../../../testing/app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.adminCookie();
});
afterAll(() => t?.close());

const subscribe = (payload: unknown) =>
  t.inject({ method: 'POST', url: '/api/newsletter/', payload: payload as object });

/** The address as the administrators' list shows it. */
async function subscriber(email: string) {
  const list = await t.inject({ method: 'GET', url: '/api/newsletter/', headers: { cookie } });
  return list.json<NewsletterSubscription[]>().find((row) => row.email === email);
}

describe('POST /api/newsletter/', () => {
  it('takes a new address, trimmed and lower-cased, as pending until it is confirmed', async () => {
    const response = await subscribe({ email: '  Mary.Smith@Example.ORG ' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: NEWSLETTER_SIGN_UP_MESSAGE });
    expect(await subscriber('mary.smith@example.org')).toEqual({
      email: 'mary.smith@example.org',
      subscribed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'pending',
      confirmed_at: null,
    });
  });

  it('answers the same whether or not the address was already on the list, storing it once', async () => {
    const fresh = await subscribe({ email: 'fresh@example.org' });
    await subscribe({ email: 'repeat@example.org' });
    const again = await subscribe({ email: 'REPEAT@example.org' });
    // Subscribed (its confirm link used): still the same answer.
    await t.db
      .update(newsletterSubscribers)
      .set({ status: 'subscribed', confirmedAt: new Date() })
      .where(eq(newsletterSubscribers.email, 'repeat@example.org'));
    const mailsTo = async (address: string) =>
      (await t.db.select().from(outboxMails).where(eq(outboxMails.toAddress, address))).length;
    const mailed = await mailsTo('repeat@example.org');
    const subscribed = await subscribe({ email: 'repeat@example.org' });
    // A subscribed address is mailed nothing more.
    expect(await mailsTo('repeat@example.org')).toBe(mailed);
    for (const response of [again, subscribed]) {
      expect(response.statusCode).toBe(fresh.statusCode);
      expect(response.body).toBe(fresh.body);
    }
    const list = await t.inject({ method: 'GET', url: '/api/newsletter/', headers: { cookie } });
    const emails = list.json<NewsletterSubscription[]>().map((s) => s.email);
    expect(emails.filter((email) => email === 'repeat@example.org')).toHaveLength(1);
  });

  it.each([
    [{}, 'Please enter your email address.'],
    [{ email: '   ' }, 'Please enter your email address.'],
    [{ email: 'not-an-address' }, 'Please enter a valid email address.'],
    [{ email: 42 }, 'Please enter your email address.'],
  ])('refuses %j with a 400 naming email', async (payload, message) => {
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, fields: { email: message } });
  });

  it('refuses malformed JSON with a 400', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/newsletter/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('body');
  });
});

describe('GET /api/newsletter/', () => {
  it('lists subscribers newest first for an administrator, never cached', async () => {
    await subscribe({ email: 'older@example.org' });
    await subscribe({ email: 'newer@example.org' });
    const response = await t.inject({
      method: 'GET',
      url: '/api/newsletter/',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const emails = response.json<NewsletterSubscription[]>().map((s) => s.email);
    expect(emails.indexOf('newer@example.org')).toBeLessThan(emails.indexOf('older@example.org'));
  });

  it('answers 401 to a visitor', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/newsletter/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please log in as an administrator.' });
  });
});
