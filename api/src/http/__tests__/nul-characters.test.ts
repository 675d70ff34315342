/**
 * PostgreSQL's text cannot hold NUL (U+0000): sent on, it failed the query
 * and the visitor got a 500. Every kind of request that carries text now
 * refuses it with a 400 naming the field, before the database is asked; and
 * text the database still refuses is answered 400, not 500.
 */
import {
  CONTROL_CHARACTERS_MESSAGE,
  SINGLE_LINE_MESSAGE,
  type ParishEvent,
} from '@parish/shared-types';
import { buildBookingInput, buildEventInput, buildTicketInput } from '@parish/shared-types/testing';
import { createTestApp, insertEvent, type TestApp } from '../../testing/app';
import { multipartBody } from '../../testing/uploads';
import { UNSTORABLE_TEXT_MESSAGE } from '../errors';

const NUL = '\u0000';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url, payload, headers });

/** A 400 whose only field is `field`, with `message`. */
function expectRefused(response: Awaited<ReturnType<typeof post>>, field: string, message: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message, fields: { [field]: message } });
}

describe('JSON bodies', () => {
  it('newsletter: an e-mail with NUL is not a valid address', async () => {
    const response = await post('/api/newsletter/', { email: `ann${NUL}@example.org` });
    expectRefused(response, 'email', 'Please enter a valid email address.');
  });

  it('chat assistant: a message with NUL is refused, line breaks are kept', async () => {
    const refused = await post('/api/contact/chat/', {
      topic: 'question',
      message: `When is Mass?${NUL}`,
    });
    expectRefused(refused, 'message', CONTROL_CHARACTERS_MESSAGE);
    const accepted = await post('/api/contact/chat/', {
      topic: 'question',
      message: 'When is Mass?\r\nAnd confession?',
    });
    expect(accepted.statusCode).toBe(201);
  });

  it('bookings: a ticket name with NUL names that ticket’s field and takes no seat', async () => {
    const event = await insertEvent(t.db, { priceCents: 0 });
    const response = await post(
      '/api/bookings/',
      buildBookingInput(event.id, 1, { tickets: [{ ...buildTicketInput(1), name: `Ann${NUL}` }] }),
    );
    expectRefused(response, 'tickets.0.name', SINGLE_LINE_MESSAGE);
    const after = await t.inject({ method: 'GET', url: `/api/events/${event.id}/` });
    expect(after.json<ParishEvent>().registered_attendees).toBe(0);
  });

  it('events: a title with NUL (an administrator’s form) is refused', async () => {
    const cookie = await t.adminCookie();
    const response = await post('/api/events/', buildEventInput({ title: `Supper${NUL}` }), {
      cookie,
    });
    expectRefused(response, 'title', SINGLE_LINE_MESSAGE);
  });
});

describe('multipart contact form', () => {
  it('a name with NUL is refused, naming the field', async () => {
    const body = multipartBody(
      Object.entries({
        name: `Mary${NUL}Smith`,
        email: 'mary@example.org',
        message: 'Please call me.',
      }).map(([name, value]) => ({ name, value })),
    );
    const response = await t.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: body.payload,
      headers: body.headers,
    });
    expectRefused(response, 'name', SINGLE_LINE_MESSAGE);
  });
});

describe('login', () => {
  it('an e-mail with NUL is a 400 naming email, not a failed lookup', async () => {
    const response = await post('/api/auth/login', {
      email: `admin${NUL}@example.org`,
      password: 'whatever-it-is',
    });
    expectRefused(response, 'email', SINGLE_LINE_MESSAGE);
  });
});

describe('payments', () => {
  it('card checkout: a product name with NUL is refused, naming product.name', async () => {
    const response = await post('/api/checkout/create-checkout-session', {
      product: { name: `Rosary${NUL}`, price: 12.5 },
    });
    expectRefused(response, 'product.name', SINGLE_LINE_MESSAGE);
  });

  it.each(['/api/config/capture-order', '/config/capture-order'])(
    '%s: an orderID with NUL is refused',
    async (url) => {
      const response = await post(url, { orderID: `SANDBOX-${NUL}` });
      expectRefused(response, 'orderID', SINGLE_LINE_MESSAGE);
    },
  );
});

describe('text that still reaches the database', () => {
  it('is a 400 with a JSON error, not a 500 (a checkout id in the path)', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/payments/sandbox/checkout/cs_sandbox%00x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: UNSTORABLE_TEXT_MESSAGE });
  });
});
