/**
 * Who a sign-in attempt is counted against: its client address (the one
 * TRUST_PROXY lets the API believe, an IPv6 address by its /64), and the
 * account it tries, for browsers new to that account. Run with the
 * limits' defaults, as a parish gets them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  LOGIN_FAILED_MESSAGE,
  TOO_MANY_ACCOUNT_SIGN_IN_FAILURES_MESSAGE,
  TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
} from '@parish/shared-types';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../../../../config';
import { auditLog } from '../../../../testing/tables';
import { createTestApp, sessionCookieFrom, type TestApp } from '../../../../testing/app';
import { DEVICE_COOKIE } from '../../accounts/devices';
import { insertResetLink } from '../../accounts/repository';
import { findAdminByEmail } from '../../admins/repository';
import { createAdmin } from '../../admins/service';

/** The limits a parish gets without setting anything. */
function defaultLimits() {
  const apiRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-limits-'));
  try {
    const { loginRateLimit, loginAccountRateLimit, trustProxy } = loadConfig({}, { apiRoot });
    return { loginRateLimit, loginAccountRateLimit, trustProxy };
  } finally {
    fs.rmSync(apiRoot, { recursive: true, force: true });
  }
}

const OWNER = { email: 'owner@example.org', password: 'the owner passphrase', name: 'Owner' };
const SECRETARY = {
  email: 'secretary@example.org',
  password: 'the secretary passphrase',
  name: 'Secretary',
};

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp(defaultLimits());
  await createAdmin(t.db, OWNER, t.config);
  await createAdmin(t.db, SECRETARY, t.config);
});
afterEach(() => t?.close());

const login = (
  remoteAddress: string,
  credentials: { email: string; password: string },
  headers: Record<string, string> = {},
) =>
  t.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers,
    payload: { email: credentials.email, password: credentials.password },
  });
const wrong = (email: string) => ({ email, password: 'a wrong guess' });

/** The `parish_device` cookie a sign-in set, ready for a Cookie header. */
function deviceCookieOf(response: LightMyRequestResponse): string {
  const device = response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
  if (!device) throw new Error('no device cookie set');
  return `${DEVICE_COOKIE}=${device.value}`;
}

describe('per address', () => {
  it('stops 12 wrong passwords from one address with a 429, while another administrator signs in at once', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await login('203.0.113.7', wrong(OWNER.email))).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    const blocked = await login('203.0.113.7', OWNER);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: TOO_MANY_LOGIN_ATTEMPTS_MESSAGE });

    expect((await login('198.51.100.20', SECRETARY)).statusCode).toBe(200);
    // One address's failures never lock the account: its owner signs in from anywhere else.
    expect((await login('198.51.100.21', OWNER)).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, and another /64 apart', async () => {
    for (let i = 0; i < 10; i++) {
      const address = `2001:db8:1:2::${(i + 1).toString(16)}`;
      expect((await login(address, wrong(OWNER.email))).statusCode).toBe(401);
    }
    // Another address of the same /64 is the same client.
    expect((await login('2001:db8:1:2:ffff::1', SECRETARY)).statusCode).toBe(429);
    expect((await login('2001:db8:1:3::1', SECRETARY)).statusCode).toBe(200);
  });
});

describe('per account', () => {
  it('refuses browsers new to an account after 20 failed sign-ins from many addresses, but not its own browser', async () => {
    const first = await login('198.51.100.1', OWNER);
    expect(first.statusCode).toBe(200);
    const ownBrowser = deviceCookieOf(first);

    // A guesser spreading 20 attempts over 5 addresses stays under each address's limit.
    for (let i = 0; i < 20; i++) {
      const response = await login(`203.0.113.${(i % 5) + 1}`, wrong(OWNER.email));
      expect(response.statusCode).toBe(401);
    }
    // Now the account refuses new browsers, right password or not, before looking at it.
    for (const credentials of [wrong(OWNER.email), OWNER]) {
      const refused = await login('203.0.113.9', credentials);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: TOO_MANY_ACCOUNT_SIGN_IN_FAILURES_MESSAGE });
    }
    // Its owner, in the browser they signed in with before, is not kept out.
    const own = await login('198.51.100.1', OWNER, { cookie: ownBrowser });
    expect(own.statusCode).toBe(200);
    // Another account is not affected.
    expect((await login('203.0.113.10', SECRETARY)).statusCode).toBe(200);
  });

  it('answers an unknown address the same way, so the limit tells nobody which accounts exist', async () => {
    // Three, not twenty: an unknown address costs a full bcrypt compare each time.
    const strict = await createTestApp({
      ...defaultLimits(),
      loginAccountRateLimit: { max: 3, windowMs: 15 * 60_000 },
    });
    try {
      const attempt = (remoteAddress: string) =>
        strict.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress,
          payload: wrong('nobody@example.org'),
        });
      for (let i = 0; i < 3; i++) {
        expect((await attempt(`203.0.113.${i + 1}`)).json()).toEqual({
          message: LOGIN_FAILED_MESSAGE,
        });
      }
      const refused = await attempt('203.0.113.9');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: TOO_MANY_ACCOUNT_SIGN_IN_FAILURES_MESSAGE });
    } finally {
      await strict.close();
    }
  });

  it('does not count a right password as a failure', async () => {
    for (let i = 0; i < 19; i++) {
      await login(`203.0.113.${(i % 5) + 1}`, wrong(OWNER.email));
    }
    // New browsers signing in rightly, over and over, leave the count at 19.
    for (let i = 0; i < 3; i++) expect((await login('198.51.100.7', OWNER)).statusCode).toBe(200);
    expect((await login('203.0.113.8', wrong(OWNER.email))).statusCode).toBe(401);
    expect((await login('203.0.113.8', wrong(OWNER.email))).statusCode).toBe(429);
  });

  it('lets a password reset in a new browser end the lock for that browser', async () => {
    for (let i = 0; i < 21; i++) {
      await login(`203.0.113.${(i % 5) + 1}`, wrong(OWNER.email));
    }
    expect((await login('198.51.100.30', OWNER)).statusCode).toBe(429);
    // The link as the reset mail carries it (accounts.test.ts reads it from the mail).
    const admin = await findAdminByEmail(t.db, OWNER.email);
    const token = 'r'.repeat(43);
    await insertResetLink(
      t.db,
      { token, adminId: admin?.id ?? 0, expiresAt: new Date(Date.now() + 60_000) },
      new Date(),
    );
    const reset = await t.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm/',
      remoteAddress: '198.51.100.30',
      payload: { token, new_password: 'a brand new passphrase' },
    });
    expect(reset.statusCode).toBe(204);
    const thisBrowser = deviceCookieOf(reset);

    // The guesser goes on, and locks the account again for new browsers...
    for (let i = 0; i < 21; i++) {
      await login(`203.0.113.${(i % 5) + 1}`, wrong(OWNER.email));
    }
    expect(
      (await login('198.51.100.31', { ...OWNER, password: 'a brand new passphrase' })).statusCode,
    ).toBe(429);
    // ...but not for the browser that reset the password.
    const signedIn = await login(
      '198.51.100.30',
      { ...OWNER, password: 'a brand new passphrase' },
      { cookie: thisBrowser },
    );
    expect(signedIn.statusCode).toBe(200);
    sessionCookieFrom(signedIn);
  });
});

describe('the client address the API believes', () => {
  const lastSignInAddress = async (email: string) => {
    const [row] = await t.db
      .select({ address: auditLog.address })
      .from(auditLog)
      .where(and(eq(auditLog.adminEmail, email), eq(auditLog.entity, 'session')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row?.address;
  };

  it('by default takes X-Forwarded-For from the site server on this machine only', async () => {
    expect(t.config.trustProxy).toEqual(['loopback']);
    // The site server (on loopback) says who its client is.
    await login('127.0.0.1', OWNER, { 'x-forwarded-for': '198.51.100.44' });
    expect(await lastSignInAddress(OWNER.email)).toBe('198.51.100.44');
    // A client reaching the API directly cannot say it is someone else.
    await login('203.0.113.50', SECRETARY, { 'x-forwarded-for': '198.51.100.45' });
    expect(await lastSignInAddress(SECRETARY.email)).toBe('203.0.113.50');
  });

  it('counts the limit by that address, whatever X-Forwarded-For a client adds', async () => {
    for (let i = 0; i < 10; i++) {
      const spoofed = { 'x-forwarded-for': `192.0.2.${i + 1}` };
      await login('203.0.113.60', wrong(OWNER.email), spoofed);
    }
    const blocked = await login('203.0.113.60', SECRETARY, { 'x-forwarded-for': '192.0.2.99' });
    expect(blocked.statusCode).toBe(429);
  });
});
