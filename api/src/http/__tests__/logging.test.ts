import { PassThrough } from 'node:stream';
import { apiPaths, type Booking } from '@parish/shared-types';
import { buildBookingInput } from '@parish/shared-types/testing';
import { desc, eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { outboxMails } from '../../modules/messaging/tables';
import { createAdmin } from '../../modules/identity';
import { insertEvent, sessionCookieFrom, TEST_ADMIN, testConfig } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.cleanup());

it('logs each request and its answer, without cookies or passwords', async () => {
  const stream = new PassThrough();
  const lines: string[] = [];
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  const config = testConfig({ logLevel: 'info' });
  await createAdmin(database.db, TEST_ADMIN, config);
  const app = await buildApp({ db: database.db, config, logStream: stream });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    const cookie = sessionCookieFrom(login);
    await app.inject({
      method: 'GET',
      url: '/api/contact/',
      headers: { cookie, authorization: 'Bearer x' },
    });
  } finally {
    await app.close();
  }

  const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const completed = entries.filter((entry) => entry.msg === 'request completed');
  expect(completed.map((entry) => (entry.res as { statusCode: number }).statusCode)).toEqual([
    200, 200,
  ]);
  expect(
    entries.some((entry) => (entry.req as { url?: string } | undefined)?.url === '/api/contact/'),
  ).toBe(true);
  const text = lines.join('\n');
  expect(text).not.toContain('parish_session');
  expect(text).not.toContain(TEST_ADMIN.password);
  expect(text).not.toContain('Bearer');
});

it('never logs a link’s token, with request logging on at its most detailed', async () => {
  const stream = new PassThrough();
  const lines: string[] = [];
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  const config = testConfig({ logLevel: 'trace' });
  const app = await buildApp({ db: database.db, config, logStream: stream });
  const post = (url: string, payload?: object) => app.inject({ method: 'POST', url, payload });
  /** A link's token from the latest queued mail of `kind` (nothing is sent: no SMTP server). */
  const mailedToken = async (kind: string, key: string, param = 'token') => {
    const [mail] = await database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.kind, kind))
      .orderBy(desc(outboxMails.id))
      .limit(1);
    const url = (mail?.data as Record<string, string> | undefined)?.[key] ?? '';
    return new URL(url).searchParams.get(param) ?? '';
  };
  const tokens: string[] = [];
  try {
    const event = await insertEvent(database.db, { priceCents: 0, maxAttendees: 1 });
    const booking = (await post(apiPaths.bookings, buildBookingInput(event.id, 1))).json<Booking>();
    const manage = booking.manage_token ?? '';
    await app.inject({
      method: 'GET',
      url: `${apiPaths.booking(booking.booking_id)}?token=${manage}`,
    });

    await post(apiPaths.eventWaitlist(event.id), {
      name: 'Bo Lee',
      email: 'bo.logs@example.org',
      number_of_tickets: 1,
    });
    const place = await mailedToken('waitlist_joined', 'leaveUrl');
    await app.inject({ method: 'GET', url: apiPaths.waitlistEntry(place) });
    await post(apiPaths.bookingCancellation(booking.booking_id), { token: manage });
    const claim = await mailedToken('waitlist_offer', 'claimUrl', 'claim');
    await post(apiPaths.waitlistLeave(claim));

    await post(apiPaths.newsletter, { email: 'reader.logs@example.org' });
    const confirm = await mailedToken('newsletter_confirm', 'confirmUrl');
    const unsubscribe = await mailedToken('newsletter_confirm', 'unsubscribeUrl');
    await post(apiPaths.newsletterConfirm, { token: confirm });
    await post(`${apiPaths.newsletterUnsubscribe}?token=${unsubscribe}`);

    await post(apiPaths.passwordResetRequest, { email: TEST_ADMIN.email });
    const reset = await mailedToken('password_reset', 'resetUrl');
    await post(apiPaths.passwordReset, { token: reset, new_password: 'A-new-long-password-1' });
    tokens.push(manage, place, claim, confirm, unsubscribe, reset);
  } finally {
    await app.close();
  }

  expect(tokens.every((token) => token.length >= 20)).toBe(true);
  const text = lines.join('\n');
  for (const token of tokens) expect(text).not.toContain(token);
  const urls = lines
    .map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url)
    .filter((url): url is string => url !== undefined);
  expect(urls).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/api\/bookings\/bid\w+\/\?token=\[redacted\]$/),
      '/api/waitlist/[redacted]/',
      '/api/waitlist/[redacted]/leave/',
      '/api/newsletter/unsubscribe/?token=[redacted]',
    ]),
  );
});
