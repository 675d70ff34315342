import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteCookieName } from '@parish/shared-types';
import { buildAdminInput } from '@parish/shared-types/testing';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { workspacePaths, type Config } from '../config';
import type { Database, DatabaseHandle } from '../db';
import { single } from '../db/rows';
import { bookings, events } from '../modules/ticketing/tables';
import { products } from '../modules/content/tables';
import { bookingPayments } from '../modules/giving';
import { createAdmin, SESSION_COOKIE } from '../modules/identity';
import type { BookingPayments } from '../modules/ticketing';
import { API_ROOT, createTestDatabase } from './database';
import { startTestSmtpServer, type TestSmtpServer } from './smtp';

export const TEST_ADMIN = buildAdminInput({ email: 'test.admin@example.org', name: 'Test Admin' });

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    databaseUrl: null,
    pgliteDir: null,
    sessionSecret: 'test-secret-test-secret-test-secret-0123456789',
    corsOrigins: ['http://localhost:3000'],
    cookieSecure: false,
    trustProxy: false,
    seedDemoData: false,
    // Only the events a test makes (sample-event.test.ts turns it on).
    keepSampleEvent: false,
    // Tests set the demo owner's password (a real first start without one generates it).
    demoAdmin: { email: 'admin@holytrinity.example', password: 'Test-Demo-Owner-2026' },
    logLevel: 'silent',
    metricsToken: undefined,
    timeZone: 'UTC',
    parishDetailsMaxAgeSeconds: 30,
    livestreamPlayerOrigin: 'https://www.youtube-nocookie.com',
    loginRateLimit: { max: 1000, windowMs: 15 * 60 * 1000 },
    loginAccountRateLimit: { max: 1000, windowMs: 15 * 60 * 1000 },
    sessionIdleMs: 8 * 60 * 60 * 1000,
    twoFactorRequiredRoles: [],
    formRateLimit: { max: 1000, windowMs: 15 * 60 * 1000 },
    // Suites book, join and pay far more often than a visitor would (abuse-limits.test.ts sets them).
    abuseLimits: {
      windowMs: 60 * 60 * 1000,
      bookings: 1000,
      waitlistJoins: 1000,
      paymentStarts: 1000,
      mailedLinks: 1000,
      pendingHoldsPerEmail: 1000,
      bookedSeats: 100_000,
    },
    bodyLimitBytes: 1024 * 1024,
    // Fast hashes in tests; production uses 12.
    passwordHashCost: 4,
    // createTestApp gives each app a directory of its own.
    uploads: {
      dir: path.join(os.tmpdir(), `parish-test-uploads-${process.pid}`),
      maxBytes: 64 * 1024,
      audioMaxBytes: 256 * 1024,
    },
    // In the test's own database, as by default (storage.test.ts covers the others).
    storage: { driver: 'database' },
    // Never the internet: nothing listens on the discard port, so the verse falls back at once.
    verse: { serviceUrl: 'http://127.0.0.1:9/', timeoutMs: 500 },
    // Sandbox mode, as the demo: no payment ever leaves the machine. Suites of
    // a live site turn it off and configure their (fake) providers.
    payments: {
      sandbox: true,
      bookingHoldMinutes: 15,
      siteUrl: 'http://localhost:3000',
      stripe: null,
      paypal: null,
    },
    // No SMTP server: mails wait in the outbox (tests of mail start one, testing/smtp.ts).
    mail: {
      smtpUrl: null,
      from: '"Holy Trinity Parish" <office@holytrinity.example>',
      officeEmail: 'office@holytrinity.example',
      worker: {
        pollMs: 50,
        batchSize: 10,
        leaseMs: 60_000,
        maxAttempts: 5,
        retryBaseMs: 200,
        retryMaxMs: 1000,
      },
      // Unthrottled: tests of the rate set their own.
      ratePerMinute: 600_000,
    },
    // Tests move offers on by calling the sweep with their own clock.
    waitlist: { claimHours: 24, sweepMs: 3_600_000 },
    bookingLinkDaysAfterEvent: 30,
    paths: workspacePaths(API_ROOT),
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** The database itself (its driver, what a backup dumps). */
  database: DatabaseHandle;
  /** The PostgreSQL test database's URL; null on PGlite. */
  databaseUrl: string | null;
  config: Config;
  /** What the app's ticketing was given of booking payments (giving's), for tests that call it directly. */
  bookingPayments: BookingPayments;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Creates TEST_ADMIN (once) and returns a Cookie header of a logged-in session. */
  adminCookie(): Promise<string>;
  close(): Promise<void>;
}

/** A fresh database, upload directory and app for one test file. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { clock?: () => Date } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-uploads-'));
  const config = testConfig({
    uploads: { dir: uploadsDir, maxBytes: 64 * 1024, audioMaxBytes: 256 * 1024 },
    ...overrides,
  });
  const app = await buildApp({ db: database.db, config, clock: options.clock });
  let adminCreated = false;
  // One browser: every login after the first carries its device cookie, as a
  // browser would, so tests' logins do not mail "new device" notices.
  let deviceCookie: string | null = null;
  return {
    app,
    db: database.db,
    database,
    databaseUrl: database.url,
    config,
    bookingPayments,
    inject: (options) => app.inject(options),
    async adminCookie() {
      if (!adminCreated) {
        await createAdmin(database.db, TEST_ADMIN, config);
        adminCreated = true;
      }
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
        headers: deviceCookie ? { cookie: deviceCookie } : {},
      });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      const device = response.cookies.find((cookie) => cookie.name === app.cookieNames.device);
      if (device) deviceCookie = `${device.name}=${device.value}`;
      return sessionCookieFrom(response);
    },
    async close() {
      await app.close();
      await database.cleanup();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** A test app whose outbox is delivered to a real SMTP server in this process. */
export async function createMailingTestApp(
  overrides: Partial<Config> = {},
  options: { clock?: () => Date } = {},
): Promise<{ t: TestApp; smtp: TestSmtpServer; close(): Promise<void> }> {
  // The worker loads the templates with its first mail: load them now, so a
  // test's deadline measures delivery, not compiling React on a busy machine.
  await import('../modules/messaging/mail/render');
  const smtp = await startTestSmtpServer();
  const { mail, ...rest } = overrides;
  const t = await createTestApp(
    // A test's mail settings (its rate, say) with this server as SMTP_URL.
    { mail: { ...testConfig().mail, ...mail, smtpUrl: smtp.url }, ...rest },
    options,
  );
  return {
    t,
    smtp,
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}

/** The session cookie a response sets, named as on an http or an https site (fails the test when there is none). */
export function sessionCookieOf(response: LightMyRequestResponse) {
  const names = [SESSION_COOKIE, siteCookieName(SESSION_COOKIE, true)];
  const cookie = response.cookies.find((c) => names.includes(c.name));
  if (!cookie) throw new Error(`no session cookie set: ${response.statusCode} ${response.body}`);
  return cookie;
}

/** `parish_session=…` from a response's Set-Cookie, ready for a Cookie header. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = sessionCookieOf(response);
  return `${cookie.name}=${cookie.value}`;
}

/** Inserts an event row directly (any date, any seats taken). */
export async function insertEvent(
  db: Database,
  overrides: Partial<typeof events.$inferInsert> = {},
): Promise<typeof events.$inferSelect> {
  const rows = await db
    .insert(events)
    .values({
      title: 'Test Event',
      description: 'An event made by a test.',
      date: '2099-01-01',
      time: '10:00:00',
      location: 'Parish Hall',
      priceCents: 2000,
      maxAttendees: 100,
      registeredAttendees: 0,
      image: '/api/static/seed/advent.svg',
      ...overrides,
    })
    .returning();
  return single(rows);
}

/** Inserts a shop item row directly (any price, even one the schema refuses). */
export async function insertProduct(
  db: Database,
  overrides: Partial<typeof products.$inferInsert> = {},
): Promise<typeof products.$inferSelect> {
  const rows = await db
    .insert(products)
    .values({
      title: 'Test Item',
      description: 'An item made by a test.',
      priceCents: 1000,
      image: '/api/static/seed/product-rosary.svg',
      ...overrides,
    })
    .returning();
  return single(rows);
}

/** Moves a booking's seat hold into the past, as if its time had run out. */
export async function lapseHold(db: Database, bookingId: string): Promise<void> {
  await db
    .update(bookings)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(bookings.bookingId, bookingId));
}
