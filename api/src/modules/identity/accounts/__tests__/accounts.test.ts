import {
  CURRENT_PASSWORD_WRONG_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  NEW_PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORD_RESET_LINK_INVALID_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  PASSWORD_TOO_COMMON_MESSAGE,
  SECOND_FACTOR_FAILED_MESSAGE,
  TOTP_CODE_WRONG_MESSAGE,
  TWO_FACTOR_DISABLE_FAILED_MESSAGE,
  TWO_FACTOR_SETUP_REQUIRED_MESSAGE,
  type AccountSession,
  type AccountStatus,
  type AdminSession,
  type LoginChallenge,
  type RecoveryCodes,
  type TwoFactorSetup,
} from '@parish/shared-types';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { admins } from '../../tables';
import { auditLog } from '../../../../testing/tables';
import {
  createMailingTestApp,
  createTestApp,
  sessionCookieFrom,
  type TestApp,
} from '../../../../testing/app';
import { mailsTo, type TestSmtpServer } from '../../../../testing/smtp';
import { createAdmin } from '../../admins/service';
import { DEVICE_COOKIE } from '../devices';
import { totpCodeAt } from '../totp';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestApp;
let smtp: TestSmtpServer;
let close: () => Promise<void>;
let now = new Date('2026-11-21T15:00:00Z');
const clock = () => now;
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeAll(async () => {
  ({ t, smtp, close } = await createMailingTestApp({}, { clock }));
});
afterAll(() => close?.());

let nextAdmin = 0;
async function newAdmin(password = 'first long passphrase') {
  nextAdmin += 1;
  const email = `account${nextAdmin}@example.org`;
  await createAdmin(t.db, { email, password, name: `Account ${nextAdmin}` }, t.config);
  return { email, password };
}

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url, payload, headers });
const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  post('/api/auth/login', { email, password }, headers);

/** Signs in without two-step sign-in; the Cookie header of the session. */
async function signIn(email: string, password: string, headers: Record<string, string> = {}) {
  const response = await login(email, password, headers);
  expect(response.statusCode).toBe(200);
  return sessionCookieFrom(response);
}

const waitForMails = (address: string, subject: string, count = 1) =>
  smtp.waitForMatching(
    (mail) => mail.to.includes(address) && mail.parsed.subject === subject,
    count,
  );

function resetTokenOf(text: string): string {
  const match = /\/login\/reset\?token=([\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

const RESET_SUBJECT = 'Set a new password for the parish dashboard';

describe('password reset', () => {
  it('answers the same for any address, mails a link that works once and ends every session', async () => {
    const { email, password } = await newAdmin();
    const oldSession = await signIn(email, password);

    const known = await post('/api/auth/password-reset/', { email: email.toUpperCase() });
    const unknown = await post('/api/auth/password-reset/', { email: 'nobody@example.org' });
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: PASSWORD_RESET_SENT_MESSAGE });
    }
    const [mail] = await waitForMails(email, RESET_SUBJECT);
    expect(mailsTo(smtp, 'nobody@example.org')).toHaveLength(0);
    expect(mail?.parsed.text).toContain('works once, within 15 minutes');
    const token = resetTokenOf(mail?.parsed.text ?? '');

    const reset = await post('/api/auth/password-reset/confirm/', {
      token,
      new_password: 'a brand new passphrase',
    });
    expect(reset.statusCode).toBe(204);
    // The session from before the reset is over; the old password no longer works.
    const before = await t.inject({
      method: 'GET',
      url: '/api/account/',
      headers: { cookie: oldSession },
    });
    expect(before.statusCode).toBe(401);
    expect((await login(email, password)).statusCode).toBe(401);
    await signIn(email, 'a brand new passphrase');

    const again = await post('/api/auth/password-reset/confirm/', {
      token,
      new_password: 'yet another passphrase',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ fields: { token: PASSWORD_RESET_LINK_INVALID_MESSAGE } });
  });

  it('refuses a link after 15 minutes', async () => {
    const { email } = await newAdmin();
    await post('/api/auth/password-reset/', { email });
    const [mail] = await waitForMails(email, RESET_SUBJECT);
    const token = resetTokenOf(mail?.parsed.text ?? '');
    later(15 * 60_000 + 1000);
    const late = await post('/api/auth/password-reset/confirm/', {
      token,
      new_password: 'a brand new passphrase',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ fields: { token: PASSWORD_RESET_LINK_INVALID_MESSAGE } });
  });

  it('refuses a short or common new password at its field, and keeps the link usable', async () => {
    const { email } = await newAdmin();
    await post('/api/auth/password-reset/', { email });
    const [mail] = await waitForMails(email, RESET_SUBJECT);
    const token = resetTokenOf(mail?.parsed.text ?? '');
    const short = await post('/api/auth/password-reset/confirm/', { token, new_password: 'short' });
    expect(short.json()).toMatchObject({
      fields: { new_password: NEW_PASSWORD_TOO_SHORT_MESSAGE },
    });
    const common = await post('/api/auth/password-reset/confirm/', {
      token,
      new_password: 'Password1',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ fields: { new_password: PASSWORD_TOO_COMMON_MESSAGE } });
    const good = await post('/api/auth/password-reset/confirm/', {
      token,
      new_password: 'a brand new passphrase',
    });
    expect(good.statusCode).toBe(204);
  });
});

describe('changing one’s password', () => {
  it('needs the current password, refuses common ones, and ends the other sessions only', async () => {
    const { email, password } = await newAdmin();
    const here = await signIn(email, password);
    const elsewhere = await signIn(email, password);
    const change = (payload: object) => post('/api/account/password/', payload, { cookie: here });

    const wrong = await change({
      current_password: 'not it',
      new_password: 'a fine new passphrase',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      fields: { current_password: CURRENT_PASSWORD_WRONG_MESSAGE },
    });
    const common = await change({ current_password: password, new_password: 'iloveyou' });
    expect(common.json()).toMatchObject({ fields: { new_password: PASSWORD_TOO_COMMON_MESSAGE } });

    expect(
      (await change({ current_password: password, new_password: 'a fine new passphrase' }))
        .statusCode,
    ).toBe(204);
    const status = (cookie: string) =>
      t.inject({ method: 'GET', url: '/api/account/', headers: { cookie } });
    expect((await status(here)).statusCode).toBe(200);
    expect((await status(elsewhere)).statusCode).toBe(401);
    await signIn(email, 'a fine new passphrase');
  });
});

/** Sets up and turns on two-step sign-in; the secret and recovery codes. */
async function enableTwoFactor(cookie: string) {
  const setup = await post('/api/account/two-factor/setup/', undefined, { cookie });
  expect(setup.statusCode).toBe(200);
  const { secret, qr_code, otpauth_url } = setup.json<TwoFactorSetup>();
  expect(qr_code).toMatch(/^data:image\/png;base64,/);
  expect(otpauth_url).toContain(`secret=${secret}`);
  const wrong = await post('/api/account/two-factor/', { code: '000000' }, { cookie });
  expect(wrong.json()).toMatchObject({ fields: { code: TOTP_CODE_WRONG_MESSAGE } });
  const on = await post(
    '/api/account/two-factor/',
    { code: await totpCodeAt(secret, now) },
    { cookie },
  );
  expect(on.statusCode).toBe(200);
  const { recovery_codes } = on.json<RecoveryCodes>();
  return { secret, recoveryCodes: recovery_codes };
}

function challengeOf(response: LightMyRequestResponse): string {
  expect(response.statusCode).toBe(202);
  expect(response.cookies.filter((cookie) => cookie.name === 'parish_session')).toHaveLength(0);
  return response.json<LoginChallenge>().challenge;
}

describe('two-step sign-in (TOTP)', () => {
  it('asks for a code after the password; a code works once; a recovery code works once', async () => {
    const { email, password } = await newAdmin();
    const cookie = await signIn(email, password);
    const { secret, recoveryCodes } = await enableTwoFactor(cookie);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    const status = await t.inject({ method: 'GET', url: '/api/account/', headers: { cookie } });
    expect(status.json<AccountStatus>().two_factor).toEqual({
      enabled: true,
      required: false,
      recovery_codes_left: 10,
    });

    // A wrong password still says nothing about the second step.
    const wrongPassword = await login(email, 'not the password');
    expect(wrongPassword.json()).toEqual({ message: LOGIN_FAILED_MESSAGE });

    later(30_000);
    const wrongCode = await post('/api/auth/login/second-factor', {
      challenge: challengeOf(await login(email, password)),
      code: '000000',
    });
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json()).toEqual({ message: SECOND_FACTOR_FAILED_MESSAGE });

    const code = await totpCodeAt(secret, now);
    const good = await post('/api/auth/login/second-factor', {
      challenge: challengeOf(await login(email, password)),
      code,
    });
    expect(good.statusCode).toBe(200);
    expect(good.json<AdminSession>().admin.email).toBe(email);
    sessionCookieFrom(good);
    // The same code again, in a new sign-in: refused alike.
    const replay = await post('/api/auth/login/second-factor', {
      challenge: challengeOf(await login(email, password)),
      code,
    });
    expect(replay.json()).toEqual({ message: SECOND_FACTOR_FAILED_MESSAGE });

    const recovery = recoveryCodes[3] ?? '';
    const byRecovery = await post('/api/auth/login/second-factor', {
      challenge: challengeOf(await login(email, password)),
      code: recovery.toUpperCase(),
    });
    expect(byRecovery.statusCode).toBe(200);
    const usedAgain = await post('/api/auth/login/second-factor', {
      challenge: challengeOf(await login(email, password)),
      code: recovery,
    });
    expect(usedAgain.statusCode).toBe(401);
    expect(usedAgain.json()).toEqual({ message: SECOND_FACTOR_FAILED_MESSAGE });
    const left = await t.inject({ method: 'GET', url: '/api/account/', headers: { cookie } });
    expect(left.json<AccountStatus>().two_factor.recovery_codes_left).toBe(9);
  });

  it('ends a sign-in’s second step after 5 wrong codes, or after 5 minutes', async () => {
    const { email, password } = await newAdmin();
    const { secret } = await enableTwoFactor(await signIn(email, password));
    later(30_000);
    const challenge = challengeOf(await login(email, password));
    for (let i = 0; i < 5; i++) {
      await post('/api/auth/login/second-factor', { challenge, code: '000000' });
    }
    const sixth = await post('/api/auth/login/second-factor', {
      challenge,
      code: await totpCodeAt(secret, now),
    });
    expect(sixth.statusCode).toBe(401);

    const slow = challengeOf(await login(email, password));
    later(5 * 60_000 + 1000);
    const late = await post('/api/auth/login/second-factor', {
      challenge: slow,
      code: await totpCodeAt(secret, now),
    });
    expect(late.json()).toEqual({ message: SECOND_FACTOR_FAILED_MESSAGE });
  });

  it('turns off only with the password and a code', async () => {
    const { email, password } = await newAdmin();
    const cookie = await signIn(email, password);
    const { secret } = await enableTwoFactor(cookie);
    later(30_000);
    const disable = (payload: object) =>
      post('/api/account/two-factor/disable/', payload, { cookie });
    const wrongPassword = await disable({ password: 'nope', code: await totpCodeAt(secret, now) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ message: TWO_FACTOR_DISABLE_FAILED_MESSAGE });
    const wrongCode = await disable({ password, code: '000000' });
    expect(wrongCode.json()).toEqual({ message: TWO_FACTOR_DISABLE_FAILED_MESSAGE });
    expect((await disable({ password, code: await totpCodeAt(secret, now) })).statusCode).toBe(204);
    // Back to the password alone.
    expect((await login(email, password)).statusCode).toBe(200);
  });
});

describe('the audit log of one’s own account', () => {
  const rowsOf = (adminId: number) =>
    t.db.select().from(auditLog).where(eq(auditLog.adminId, adminId)).orderBy(auditLog.id);

  it('records a password change, two-step sign-in on and off, and signing out elsewhere, without a secret', async () => {
    const { email, password } = await newAdmin();
    await signIn(email, password, { 'user-agent': SAFARI_IPHONE });
    const cookie = await signIn(email, password);
    const [row] = await t.db.select().from(admins).where(eq(admins.email, email));
    const adminId = row?.id ?? 0;
    const oldHash = row?.passwordHash ?? '';

    const newPassword = 'a quite different passphrase';
    const changed = await post(
      '/api/account/password/',
      { current_password: password, new_password: newPassword },
      { cookie },
    );
    expect(changed.statusCode).toBe(204);
    const { secret, recoveryCodes } = await enableTwoFactor(cookie);
    later(30_000);
    const off = await post(
      '/api/account/two-factor/disable/',
      { password: newPassword, code: await totpCodeAt(secret, now) },
      { cookie },
    );
    expect(off.statusCode).toBe(204);
    await signIn(email, newPassword);
    const elsewhere = await t.inject({
      method: 'DELETE',
      url: '/api/account/sessions/',
      headers: { cookie },
    });
    expect(elsewhere.statusCode).toBe(204);

    const rows = await rowsOf(adminId);
    const written = rows.filter((entry) => entry.action !== 'sign_in');
    expect(written.map(({ action, entity, entityId }) => ({ action, entity, entityId }))).toEqual([
      { action: 'password_change', entity: 'admin', entityId: String(adminId) },
      { action: 'two_factor_setup', entity: 'admin', entityId: String(adminId) },
      { action: 'two_factor_on', entity: 'admin', entityId: String(adminId) },
      { action: 'two_factor_off', entity: 'admin', entityId: String(adminId) },
      { action: 'sign_out_elsewhere', entity: 'session', entityId: String(adminId) },
    ]);
    expect(written[0]).toMatchObject({
      adminEmail: email,
      before: { password_hash: '[redacted]' },
      after: { password_hash: '[redacted]', other_sessions_ended: 1 },
    });
    // The password change had already ended the other session.
    expect(written[2]?.after).toEqual({
      two_factor: true,
      totp_secret: '[redacted]',
      recovery_codes: '[redacted]',
      other_sessions_ended: 0,
    });
    expect(written[4]?.after).toEqual({ sessions_ended: 1 });
    expect(written.every((entry) => typeof entry.address === 'string')).toBe(true);

    const [after] = await t.db.select().from(admins).where(eq(admins.id, adminId));
    const logged = JSON.stringify(rows);
    for (const secretValue of [
      password,
      newPassword,
      oldHash,
      after?.passwordHash ?? 'no hash',
      secret,
      ...recoveryCodes,
    ]) {
      expect(logged).not.toContain(secretValue);
    }
  });

  it('records a password reset by its link as the administrator, and nothing for a refused one', async () => {
    const { email } = await newAdmin();
    const [row] = await t.db.select().from(admins).where(eq(admins.email, email));
    const adminId = row?.id ?? 0;
    await post('/api/auth/password-reset/', { email });
    const [mail] = await waitForMails(email, RESET_SUBJECT);
    const token = resetTokenOf(mail?.parsed.text ?? '');
    const refused = await post('/api/auth/password-reset/confirm/', {
      token: 'x'.repeat(43),
      new_password: 'a reset passphrase here',
    });
    expect(refused.statusCode).toBe(400);
    expect(await rowsOf(adminId)).toEqual([]);
    const reset = await post('/api/auth/password-reset/confirm/', {
      token,
      new_password: 'a reset passphrase here',
    });
    expect(reset.statusCode).toBe(204);
    const rows = await rowsOf(adminId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'password_reset',
      entity: 'admin',
      adminEmail: email,
      after: { password_hash: '[redacted]', sessions_ended: 0 },
    });
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('sessions and devices', () => {
  it('lists the sessions with their browser and address, and signs out everywhere else', async () => {
    const { email, password } = await newAdmin();
    const here = await signIn(email, password, { 'user-agent': FIREFOX });
    const phone = await signIn(email, password, { 'user-agent': SAFARI_IPHONE });
    const list = await t.inject({
      method: 'GET',
      url: '/api/account/sessions/',
      headers: { cookie: here },
    });
    expect(list.statusCode).toBe(200);
    const sessions = list.json<AccountSession[]>();
    expect(sessions).toHaveLength(2);
    expect(sessions.map((session) => [session.device, session.current]).sort()).toEqual([
      ['Firefox 128 on Linux', true],
      ['Safari 17 on iOS', false],
    ]);
    expect(sessions[0]?.address).toBe('127.0.0.1');

    const ended = await t.inject({
      method: 'DELETE',
      url: '/api/account/sessions/',
      headers: { cookie: here },
    });
    expect(ended.statusCode).toBe(204);
    const after = await t.inject({
      method: 'GET',
      url: '/api/account/sessions/',
      headers: { cookie: here },
    });
    expect(after.json<AccountSession[]>().map((session) => session.device)).toEqual([
      'Firefox 128 on Linux',
    ]);
    expect(
      (await t.inject({ method: 'GET', url: '/api/account/', headers: { cookie: phone } }))
        .statusCode,
    ).toBe(401);
  });

  it('mails the administrator on a sign-in from a new device, not from a known one', async () => {
    const { email, password } = await newAdmin();
    const first = await login(email, password, { 'user-agent': FIREFOX });
    const device = first.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 365 * 24 * 3600 });
    const deviceCookie = `${DEVICE_COOKIE}=${device?.value ?? ''}`;
    // The same browser again: known, no mail, no new cookie.
    const again = await login(email, password, { 'user-agent': FIREFOX, cookie: deviceCookie });
    expect(again.cookies.find((cookie) => cookie.name === DEVICE_COOKIE)).toBeUndefined();
    // Another browser: a new device.
    await login(email, password, { 'user-agent': SAFARI_IPHONE });
    const [mail] = await waitForMails(
      email,
      'New sign-in to the parish dashboard: Safari 17 on iOS',
    );
    expect(mail?.parsed.text).toContain('Address: 127.0.0.1');
    expect(mail?.parsed.text).toContain('http://localhost:3000/admin/account');
    // Only that one: the first device and the known one mailed nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      mailsTo(smtp, email).filter((received) => received.parsed.subject?.startsWith('New sign-in')),
    ).toHaveLength(1);
  });
});

describe('how sessions end', () => {
  const status = (cookie: string) =>
    t.inject({ method: 'GET', url: '/api/account/', headers: { cookie } });
  const HOUR = 60 * 60_000;

  it('ends a session after SESSION_IDLE_HOURS (8) without a request; one in use lasts its 7 days', async () => {
    const { email, password } = await newAdmin();
    const idle = await signIn(email, password, { 'user-agent': SAFARI_IPHONE });
    later(8 * HOUR - 60_000);
    expect((await status(idle)).statusCode).toBe(200);
    // Eight hours on from that last request, it is over, for every route.
    later(8 * HOUR + 1000);
    expect((await status(idle)).statusCode).toBe(401);
    const session = await t.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: idle },
    });
    expect(session.statusCode).toBe(401);

    // Nor is it listed among the account's sessions any more.
    const fresh = await signIn(email, password, { 'user-agent': FIREFOX });
    const listed = await t.inject({
      method: 'GET',
      url: '/api/account/sessions/',
      headers: { cookie: fresh },
    });
    expect(listed.json<AccountSession[]>().map((entry) => entry.device)).toEqual([
      'Firefox 128 on Linux',
    ]);

    // Used every 7 hours, a session lives until its absolute end, 7 days after sign-in.
    const started = now.getTime();
    for (let hours = 7; hours < 7 * 24; hours += 7) {
      now = new Date(started + hours * HOUR);
      expect((await status(fresh)).statusCode).toBe(200);
    }
    now = new Date(started + 7 * 24 * HOUR + 1000);
    expect((await status(fresh)).statusCode).toBe(401);
  });

  it('keeps the idle time SESSION_IDLE_HOURS sets', async () => {
    const short = await createTestApp({ sessionIdleMs: HOUR }, { clock });
    try {
      await createAdmin(
        short.db,
        { email: 'idle@example.org', password: 'a long passphrase', name: 'Idle' },
        short.config,
      );
      const response = await short.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'idle@example.org', password: 'a long passphrase' },
      });
      const cookie = sessionCookieFrom(response);
      const get = () => short.inject({ method: 'GET', url: '/api/account/', headers: { cookie } });
      later(HOUR - 60_000);
      expect((await get()).statusCode).toBe(200);
      later(HOUR + 1000);
      expect((await get()).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });

  it('turning two-step sign-in on ends every other session of the account, keeping this one', async () => {
    const { email, password } = await newAdmin();
    const laptop = await signIn(email, password, { 'user-agent': FIREFOX });
    const phone = await signIn(email, password, { 'user-agent': SAFARI_IPHONE });
    const other = await newAdmin();
    const someoneElse = await signIn(other.email, other.password);

    await enableTwoFactor(laptop);
    expect((await status(laptop)).statusCode).toBe(200);
    expect((await status(phone)).statusCode).toBe(401);
    // Another administrator's session is not theirs to end.
    expect((await status(someoneElse)).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'two_factor_on'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row?.adminEmail).toBe(email);
    expect(row?.after).toMatchObject({ other_sessions_ended: 1 });
  });

  it('signing in again ends the session the browser held, whichever account it was', async () => {
    const { email, password } = await newAdmin();
    const first = await login(email, password, { 'user-agent': FIREFOX });
    const device = first.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
    const deviceCookie = `${DEVICE_COOKIE}=${device?.value ?? ''}`;
    const before = sessionCookieFrom(first);
    const elsewhere = await signIn(email, password, { 'user-agent': SAFARI_IPHONE });

    // The browser signs in again (its login page after the session lapsed, say): it sends both cookies.
    const again = await signIn(email, password, {
      'user-agent': FIREFOX,
      cookie: `${before}; ${deviceCookie}`,
    });
    expect((await status(before)).statusCode).toBe(401);
    expect((await status(again)).statusCode).toBe(200);
    // Another browser's session of the account is not this browser's: it stays.
    expect((await status(elsewhere)).statusCode).toBe(200);
    const listed = await t.inject({
      method: 'GET',
      url: '/api/account/sessions/',
      headers: { cookie: again },
    });
    expect(
      listed
        .json<AccountSession[]>()
        .map((session) => session.device)
        .sort(),
    ).toEqual(['Firefox 128 on Linux', 'Safari 17 on iOS']);

    // Another administrator signing in in the same browser replaces its session too.
    const other = await newAdmin();
    const theirs = await signIn(other.email, other.password, {
      'user-agent': FIREFOX,
      cookie: `${again}; ${deviceCookie}`,
    });
    expect((await status(again)).statusCode).toBe(401);
    expect((await status(theirs)).statusCode).toBe(200);
  });
});

describe('ADMIN_2FA_REQUIRED_ROLES', () => {
  it('keeps an administrator of a listed role out of admin routes until two-step sign-in is on', async () => {
    const required = await createTestApp({ twoFactorRequiredRoles: ['owner'] }, { clock });
    try {
      const admin = {
        email: 'owner@example.org',
        password: 'owner long passphrase',
        name: 'Owner',
      };
      await createAdmin(required.db, admin, required.config);
      const signedIn = await required.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: admin.email, password: admin.password },
      });
      const cookie = sessionCookieFrom(signedIn);
      const get = (url: string) => required.inject({ method: 'GET', url, headers: { cookie } });

      const blocked = await get('/api/admin/');
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toEqual({ message: TWO_FACTOR_SETUP_REQUIRED_MESSAGE });
      expect((await get('/api/payments/')).statusCode).toBe(403);
      expect((await get('/api/account/sessions/')).statusCode).toBe(403);
      const account = await get('/api/account/');
      expect(account.json<AccountStatus>().two_factor).toMatchObject({
        enabled: false,
        required: true,
      });

      const setup = await required.inject({
        method: 'POST',
        url: '/api/account/two-factor/setup/',
        headers: { cookie },
      });
      const { secret } = setup.json<TwoFactorSetup>();
      const on = await required.inject({
        method: 'POST',
        url: '/api/account/two-factor/',
        headers: { cookie },
        payload: { code: await totpCodeAt(secret, now) },
      });
      expect(on.statusCode).toBe(200);
      expect((await get('/api/admin/')).statusCode).toBe(200);
    } finally {
      await required.close();
    }
  });
});
