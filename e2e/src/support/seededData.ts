import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, startStack, type AppName } from '@parish/site-server';
import { freePort } from './ports';

/** The demo owner the suites sign in as: its password is given to the API, none is published. */
export const DEMO_ADMIN = { email: 'admin@holytrinity.example', password: 'E2E-Demo-Owner-2026' };

/** The API settings every test site starts with (its own may add to them). */
export const TEST_API_ENV: NodeJS.ProcessEnv = {
  SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
  SEED_DEMO_DATA: 'true',
  DEMO_ADMIN_PASSWORD: DEMO_ADMIN.password,
  LOG_LEVEL: 'warn',
  // Suites log in, book, pay and ask for links more often than a person would, all from 127.0.0.1.
  LOGIN_RATE_LIMIT_MAX: '1000',
  LOGIN_ACCOUNT_RATE_LIMIT_MAX: '1000',
  FORM_RATE_LIMIT_MAX: '1000',
  BOOKING_RATE_LIMIT_MAX: '1000',
  WAITLIST_RATE_LIMIT_MAX: '1000',
  PAYMENT_RATE_LIMIT_MAX: '1000',
  MAILED_LINK_RATE_LIMIT_MAX: '1000',
  PENDING_HOLDS_PER_EMAIL_MAX: '1000',
  BOOKED_SEATS_RATE_LIMIT_MAX: '100000',
};

/** Where the global setup left the seeded data, for the test files (their processes inherit it). */
const SEEDED_DATA_VARIABLE = 'E2E_SEEDED_DATA_DIR';

/** Settings that change what the API seeds, or where it keeps it: a site given one starts fresh. */
const SEED_SETTINGS =
  /^(DATABASE_URL|PGLITE_DIR|UPLOADS_DIR|STORAGE|S3_\w+|SEED_DEMO_DATA|DEMO_ADMIN_\w+|PARISH_TIME_ZONE)$/;

/**
 * The API's data as its first start leaves it: migrated, the demo data
 * seeded. Made once per run by the suite's global setup; each test site
 * then starts from a copy instead of migrating and seeding again, which was
 * about 4 of the 13 s a site takes to start, some thirty sites a run.
 */
export async function makeSeededData(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parish-e2e-seeded-'));
  // The API alone: no app is served.
  const skip = Object.keys(APPS) as AppName[];
  const ports = {
    api: await freePort(),
    ...Object.fromEntries(skip.map((app) => [app, 0])),
  } as Record<AppName, number> & { api: number };
  const stack = await startStack({
    ports,
    skip,
    apiEnv: {
      ...TEST_API_ENV,
      PGLITE_DIR: path.join(dir, 'pglite'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
    },
  });
  await stack.close();
  process.env[SEEDED_DATA_VARIABLE] = dir;
  return dir;
}

export function removeSeededData(): void {
  const dir = process.env[SEEDED_DATA_VARIABLE];
  if (dir) rmSync(dir, { recursive: true, force: true });
}

/**
 * Puts a copy of the seeded data in `dataDir` when there is one and the
 * site's own settings do not change what is seeded; returns whether it did.
 */
export function copySeededData(dataDir: string, apiEnv: NodeJS.ProcessEnv = {}): boolean {
  const seeded = process.env[SEEDED_DATA_VARIABLE];
  if (!seeded || Object.keys(apiEnv).some((name) => SEED_SETTINGS.test(name))) return false;
  cpSync(seeded, dataDir, { recursive: true });
  return true;
}
