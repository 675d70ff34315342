import type { NewsletterSubscription } from '@parish/shared-types';
import { createTestApp, type TestApp } from '../../../testing/app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.adminCookie();
});
afterAll(() => t?.close());

const subscribe = (payload: unknown) =>
  t.inject({ method: 'POST', url: '/api/newsletter/', payload: payload as object });

describe('POST /api/newsletter/', () => {
  it('takes a new address (201), trimmed and lower-cased, as pending until it is confirmed', async () => {
    const response = await subscribe({ email: '  Mary.Smith@Example.ORG ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      email: 'mary.smith@example.org',
      subscribed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'pending',
      confirmed_at: null,
    });
  });

  it('answers a repeat with 200 and the original subscription, storing it once', async () => {
    const first = await subscribe({ email: 'repeat@example.org' });
    const again = await subscribe({ email: 'REPEAT@example.org' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
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
