/**
 * The API's settings, read once at start from the environment. Every problem
 * is reported at once, with the variable's name, before anything listens.
 * Each concern reads its own variables (mail.ts, payments.ts, storage.ts,
 * network.ts, secrets.ts); this file puts them together.
 */
import path from 'node:path';
import { ADMIN_ROLES, DEFAULT_WAITLIST_CLAIM_HOURS } from '@parish/shared-types';
import { isValidTimeZone } from '../lib/dates';
import { createEnvReader, isHttpsOrigin, isHttpUrl, type Env } from './env';
import { mailConfig } from './mail';
import { corsOrigins, parseTrustProxy } from './network';
import { paymentsConfig } from './payments';
import { demoAdminConfig, givenSessionSecret, persistentSecret } from './secrets';
import { storageConfig } from './storage';
import { LOG_LEVELS, type AdminRoleName, type Config } from './types';

export type { AbuseLimits, AdminRoleName, Config, LogLevel, WaitlistConfig } from './types';
export { DEFAULT_MAIL_FROM, type MailConfig, type MailWorkerConfig } from './mail';
export { DEFAULT_CORS_ORIGINS } from './network';
export { DEFAULT_PAYPAL_API_BASE, DEFAULT_STRIPE_API_BASE, type PaymentsConfig } from './payments';
export { DEFAULT_DEMO_ADMIN_EMAIL } from './secrets';
export { STORAGE_DRIVERS, type StorageConfig } from './storage';

/** OurManna's daily verse, the service the spec's header reads (`?format=json&order=daily` is added). */
export const DEFAULT_VERSE_SERVICE_URL = 'https://beta.ourmanna.com/api/v1/get';
/** YouTube's privacy-enhanced player: no cookies until the visitor plays. */
export const DEFAULT_LIVESTREAM_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';
/** The administrators' roles (docs/roles.md), which `ADMIN_2FA_REQUIRED_ROLES` may name. */
export const ADMIN_ROLE_NAMES = ADMIN_ROLES;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Paths that do not come from the environment. */
export function workspacePaths(apiRoot: string): Config['paths'] {
  return {
    migrations: path.join(apiRoot, 'drizzle'),
    assets: path.join(apiRoot, 'assets'),
  };
}

export function loadConfig(env: Env, options: { apiRoot: string }): Config {
  const reader = createEnvReader(env);
  const { value, integer, flag, problems } = reader;

  const nodeEnv = value('NODE_ENV') ?? 'development';
  const production = nodeEnv === 'production';
  const port = integer('API_PORT', 8000, 1, 65535);
  const host = value('HOST') ?? '127.0.0.1';

  const databaseUrl = value('DATABASE_URL') ?? null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// connection URL.');
  }
  // The pseudo-locale run's mode (npm run report:pseudo) speaks accented English for
  // Spanish: a live site (production on PostgreSQL) never does, as it never runs the sandbox unasked.
  if (production && databaseUrl && value('PARISH_PSEUDO_LOCALE') === '1') {
    problems.push(
      'PARISH_PSEUDO_LOCALE=1 is for the pseudo-locale run (npm run report:pseudo), not a live site on PostgreSQL: unset it.',
    );
  }
  const pgliteDir = path.resolve(value('PGLITE_DIR') ?? path.join(options.apiRoot, '.data/pglite'));
  const cors = corsOrigins(reader);

  const logLevel = (value('LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}".`);
  }

  const metricsToken = value('METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < 24) {
    problems.push('METRICS_TOKEN must be at least 24 characters (openssl rand -hex 24).');
  }

  const timeZone = value('PARISH_TIME_ZONE') ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!isValidTimeZone(timeZone)) {
    problems.push(
      `PARISH_TIME_ZONE must be an IANA time zone such as America/New_York, got "${timeZone}".`,
    );
  }

  const verseServiceUrl = value('VERSE_SERVICE_URL') ?? DEFAULT_VERSE_SERVICE_URL;
  if (!isHttpUrl(verseServiceUrl)) {
    problems.push(
      `VERSE_SERVICE_URL must be an http:// or https:// URL, got "${verseServiceUrl}".`,
    );
  }

  const livestreamPlayerOrigin =
    value('LIVESTREAM_PLAYER_ORIGIN') ?? DEFAULT_LIVESTREAM_PLAYER_ORIGIN;
  if (!isHttpsOrigin(livestreamPlayerOrigin)) {
    problems.push(
      `LIVESTREAM_PLAYER_ORIGIN must be an https origin such as ${DEFAULT_LIVESTREAM_PLAYER_ORIGIN}, got "${livestreamPlayerOrigin}".`,
    );
  }

  const seedDemoData = flag('SEED_DEMO_DATA', true);
  const deployment = { production, databaseUrl, seedDemoData };
  const payments = paymentsConfig(reader, {
    databaseUrl,
    seedDemoData,
    siteUrlFallback: value('SHELL_URL') ?? cors[0] ?? 'http://localhost:3000',
  });

  // A site served over https gets Secure, __Host- cookies (and HSTS) without
  // being asked; a browser would drop a Secure cookie from an http site.
  const siteIsHttps = payments.siteUrl.startsWith('https://');
  const cookieSecure = flag('COOKIE_SECURE', siteIsHttps);
  if (siteIsHttps && !cookieSecure) {
    problems.push(
      `COOKIE_SECURE cannot be false when SITE_URL is https (${payments.siteUrl}): cookies of an https site are always Secure.`,
    );
  }

  const mail = mailConfig(reader);
  const demoAdmin = demoAdminConfig(reader, env, deployment);
  const sessionSecret = givenSessionSecret(reader, deployment);
  const storage = storageConfig(reader);

  const twoFactorRequiredRoles: AdminRoleName[] = [];
  for (const entry of (value('ADMIN_2FA_REQUIRED_ROLES') ?? '').split(',')) {
    const role = entry.trim().toLowerCase();
    if (role === '') continue;
    if (!(ADMIN_ROLE_NAMES as readonly string[]).includes(role)) {
      problems.push(
        `ADMIN_2FA_REQUIRED_ROLES must be a comma list of roles (${ADMIN_ROLE_NAMES.join(', ')}), got "${entry.trim()}".`,
      );
    } else if (!twoFactorRequiredRoles.includes(role as AdminRoleName)) {
      twoFactorRequiredRoles.push(role as AdminRoleName);
    }
  }

  const config: Config = {
    nodeEnv,
    port,
    host,
    databaseUrl,
    pgliteDir,
    sessionSecret: '',
    corsOrigins: cors,
    cookieSecure,
    trustProxy: parseTrustProxy('TRUST_PROXY', value('TRUST_PROXY'), problems),
    seedDemoData,
    keepSampleEvent: true,
    demoAdmin,
    logLevel: logLevel as Config['logLevel'],
    metricsToken,
    timeZone,
    parishDetailsMaxAgeSeconds: integer('PARISH_DETAILS_MAX_AGE_SECONDS', 30, 0, 60),
    livestreamPlayerOrigin: livestreamPlayerOrigin.replace(/\/$/, ''),
    loginRateLimit: {
      max: integer('LOGIN_RATE_LIMIT_MAX', 10, 1, 100_000),
      windowMs: 15 * 60 * 1000,
    },
    loginAccountRateLimit: {
      max: integer('LOGIN_ACCOUNT_RATE_LIMIT_MAX', 20, 1, 100_000),
      windowMs: 15 * 60 * 1000,
    },
    sessionIdleMs: integer('SESSION_IDLE_HOURS', 8, 1, 7 * 24) * 60 * 60 * 1000,
    twoFactorRequiredRoles,
    formRateLimit: {
      max: integer('FORM_RATE_LIMIT_MAX', 10, 1, 100_000),
      windowMs: 15 * 60 * 1000,
    },
    abuseLimits: {
      windowMs: 60 * 60 * 1000,
      bookings: integer('BOOKING_RATE_LIMIT_MAX', 8, 1, 100_000),
      waitlistJoins: integer('WAITLIST_RATE_LIMIT_MAX', 5, 1, 100_000),
      paymentStarts: integer('PAYMENT_RATE_LIMIT_MAX', 20, 1, 100_000),
      mailedLinks: integer('MAILED_LINK_RATE_LIMIT_MAX', 5, 1, 100_000),
      pendingHoldsPerEmail: integer('PENDING_HOLDS_PER_EMAIL_MAX', 2, 1, 1000),
      bookedSeats: integer('BOOKED_SEATS_RATE_LIMIT_MAX', 16, 1, 100_000),
    },
    bodyLimitBytes: 1024 * 1024,
    passwordHashCost: 12,
    uploads: {
      dir: path.resolve(value('UPLOADS_DIR') ?? path.join(options.apiRoot, '.data/uploads')),
      maxBytes: integer('UPLOAD_MAX_MB', 5, 1, 100) * 1024 * 1024,
      // An hour's sermon at 128 kbit/s is about 58 MB.
      audioMaxBytes: integer('AUDIO_UPLOAD_MAX_MB', 80, 1, 500) * 1024 * 1024,
    },
    storage,
    payments,
    waitlist: {
      claimHours: integer('WAITLIST_CLAIM_HOURS', DEFAULT_WAITLIST_CLAIM_HOURS, 1, 24 * 14),
      sweepMs: 60_000,
    },
    bookingLinkDaysAfterEvent: integer('BOOKING_LINK_DAYS_AFTER_EVENT', 30, 1, 3650),
    verse: {
      serviceUrl: verseServiceUrl,
      timeoutMs: integer('VERSE_TIMEOUT_MS', 2000, 100, 30_000),
    },
    mail,
    paths: workspacePaths(options.apiRoot),
  };
  if (problems.length > 0) throw new ConfigError(problems);

  const secret =
    sessionSecret ?? persistentSecret(path.join(options.apiRoot, '.data/session-secret'));
  return { ...config, sessionSecret: secret };
}
