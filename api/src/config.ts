/**
 * The API's settings, read once at start from the environment. Every problem
 * is reported at once, with the variable's name, before anything listens.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { compile as compileTrustedProxies } from '@fastify/proxy-addr';
import {
  ADMIN_ROLES,
  type AdminRole,
  ADMIN_PASSWORD_MIN_LENGTH,
  isEmailAddress,
  DEFAULT_WAITLIST_CLAIM_HOURS,
  PARISH_CONTACT,
  type RecurringGiftPriceId,
} from '@parish/shared-types';
import { isValidTimeZone } from './lib/dates';

export const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004].map(
  (port) => `http://localhost:${port}`,
);
export const DEFAULT_DEMO_ADMIN_EMAIL = 'admin@holytrinity.example';
/** OurManna's daily verse, the service the spec's header reads (`?format=json&order=daily` is added). */
export const DEFAULT_VERSE_SERVICE_URL = 'https://beta.ourmanna.com/api/v1/get';
/** The administrators' roles (docs/roles.md), which `ADMIN_2FA_REQUIRED_ROLES` may name. */
export const ADMIN_ROLE_NAMES = ADMIN_ROLES;
export type AdminRoleName = AdminRole;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const MIN_SECRET_LENGTH = 32;

export interface Config {
  nodeEnv: string;
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise the embedded PGlite database. */
  databaseUrl: string | null;
  /** PGlite's data directory; `null` keeps the database in memory (tests). */
  pgliteDir: string | null;
  /** Signs the session cookie. */
  sessionSecret: string;
  corsOrigins: string[];
  /**
   * The site is served over HTTPS (`SITE_URL` is https, or `COOKIE_SECURE=true`):
   * every cookie is `Secure` with the `__Host-` prefix, and answers carry HSTS.
   */
  cookieSecure: boolean;
  /**
   * Which proxies' X-Forwarded-For to believe (decides the client address
   * that rate limits count by, and that the audit log and the sessions
   * record): none, all, a number of hops, or addresses, CIDR ranges and
   * `loopback`/`linklocal`/`uniquelocal`. By default the site server on the
   * same machine (`loopback`), which sets the header from its socket.
   */
  trustProxy: boolean | number | string[];
  seedDemoData: boolean;
  /**
   * Keeps the spec's sample event on the next 25 December (events/keep-sample-event.ts).
   * Always on; tests of other features turn it off to see only their own events.
   */
  keepSampleEvent: boolean;
  /**
   * The demo owner seeded with the demo data. `password` null: the first
   * start generates one and prints it once (`DEMO_ADMIN_PASSWORD` unset).
   */
  demoAdmin: { email: string; password: string | null };
  logLevel: (typeof LOG_LEVELS)[number];
  /** `METRICS_TOKEN`: the bearer token `/metrics` answers to; unset, `/metrics` is a 404. */
  metricsToken: string | undefined;
  /** The parish's time zone: decides what "today" is for past events and the seed. */
  timeZone: string;
  /**
   * How long browsers and the site may keep `GET /api/parish/` (seconds, at
   * most 60): a change in the dashboard reaches the site within it.
   */
  parishDetailsMaxAgeSeconds: number;
  /** Sign-in attempts per client address (per /64 for IPv6). */
  loginRateLimit: { max: number; windowMs: number };
  /**
   * Failed sign-ins per account (per e-mail tried), counted from browsers
   * that have not signed in to it before; past it such browsers get a 429
   * until the window ends (docs/accounts.md).
   */
  loginAccountRateLimit: { max: number; windowMs: number };
  /**
   * How long an administrator's session lasts without a request (sliding),
   * beside its absolute lifetime of 7 days.
   */
  sessionIdleMs: number;
  /**
   * `ADMIN_2FA_REQUIRED_ROLES`: administrators having any of these roles must
   * turn two-step sign-in on before the API serves them an admin route
   * (docs/accounts.md). Empty by default.
   */
  twoFactorRequiredRoles: AdminRoleName[];
  /** Public forms that store what a visitor sends (contact, ministry interest, course registration). */
  formRateLimit: { max: number; windowMs: number };
  /**
   * Limits on public calls that take seats or mail an address, per client
   * address and per e-mail address, in `windowMs` (docs/api.md).
   */
  abuseLimits: AbuseLimits;
  /** The largest JSON body accepted. */
  bodyLimitBytes: number;
  /** bcrypt cost for new password hashes. */
  passwordHashCost: number;
  /** Uploaded photos and contact attachments (see `src/storage`). */
  uploads: { dir: string; maxBytes: number; audioMaxBytes: number };
  /** Where uploads are kept: the database by default, or S3-compatible object storage (docs/storage.md). */
  storage: StorageConfig;
  /** Payment providers and seat holds (docs/payments.md). */
  payments: PaymentsConfig;
  /** The third-party daily-verse service (spec §7) and how long to wait for its answer. */
  verse: { serviceUrl: string; timeoutMs: number };
  /** Transactional mail: the outbox, its worker and the SMTP server (docs/mail.md). */
  mail: MailConfig;
  /** Event waitlists (docs/check-in.md): how long an offer holds seats, how often offers are swept. */
  waitlist: WaitlistConfig;
  /**
   * `BOOKING_LINK_DAYS_AFTER_EVENT`: a booking's private manage link (to see
   * and cancel it) stops working this many days after the booked date.
   */
  bookingLinkDaysAfterEvent: number;
  paths: {
    /** SQL migrations written by drizzle-kit. */
    migrations: string;
    /** Files served under /api/static/. */
    assets: string;
  };
}

export interface AbuseLimits {
  windowMs: number;
  /** Bookings per address, and per booker e-mail (the first ticket's). */
  bookings: number;
  /** Waitlist joins per address, and per e-mail. */
  waitlistJoins: number;
  /** Payment starts (card checkouts, PayPal orders) per address, and per payer e-mail given. */
  paymentStarts: number;
  /** Mailed links (password reset, My Giving sign-in) per address, and per e-mail. */
  mailedLinks: number;
  /** Bookings still waiting for payment (holding seats) per booker e-mail and event. */
  pendingHoldsPerEmail: number;
  /**
   * Seats asked for in bookings per address, and per booker e-mail, in the
   * window: a few large bookings cannot take a free event's seats either.
   */
  bookedSeats: number;
}

export const DEFAULT_MAIL_FROM = `"Holy Trinity Parish" <${PARISH_CONTACT.email}>`;

export interface MailWorkerConfig {
  /** How often the outbox is looked at for due mails. */
  pollMs: number;
  /** Mails claimed (and sent in parallel) at a time by one process. */
  batchSize: number;
  /** How long a claimed mail is this process's before another may send it. */
  leaseMs: number;
  /** Attempts before a mail that keeps failing temporarily is `failed`. */
  maxAttempts: number;
  /** The first retry's wait, doubled for each later one, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
}

export interface MailConfig {
  /** `smtp://` or `smtps://`, with credentials; null: mails wait in the outbox, unsent. */
  smtpUrl: string | null;
  /** The From header (`MAIL_FROM`). */
  from: string;
  /** Where office notifications go (`OFFICE_EMAIL`). */
  officeEmail: string;
  worker: MailWorkerConfig;
}

export const DEFAULT_STRIPE_API_BASE = 'https://api.stripe.com';
export const DEFAULT_PAYPAL_API_BASE = 'https://api-m.sandbox.paypal.com';

export interface WaitlistConfig {
  /** `WAITLIST_CLAIM_HOURS`: how long seats offered to the next person on a waitlist are held for them. */
  claimHours: number;
  /** How often each API process passes lapsed offers on and offers freed seats (ms). */
  sweepMs: number;
}

export interface PaymentsConfig {
  /**
   * `PAYMENTS_SANDBOX`: the whole site takes test payments through the API's
   * built-in sandbox (no money moves, the pages say so) instead of real
   * providers. On by default only for the out-of-the-box demo (embedded
   * database, demo data, no provider keys); never together with a provider.
   * Off, a method without a configured provider is not offered.
   */
  sandbox: boolean;
  /** How long a card or PayPal booking holds its seats while its payment is under way. */
  bookingHoldMinutes: number;
  /** The public site (shell): where providers send the visitor back (`/success`, …). */
  siteUrl: string;
  /**
   * Stripe Checkout for card payments, when `STRIPE_SECRET_KEY` is set; else
   * no card payments (or the sandbox's). The publishable key (public) lets
   * the pages load Stripe.js.
   */
  stripe: {
    secretKey: string;
    publishableKey: string | null;
    webhookSecret: string | null;
    apiBase: string;
    /**
     * The Stripe Prices a recurring gift subscribes to, by frequency (each a
     * recurring price of $1.00 per unit at that interval, bought as many
     * times as the gift has dollars): `STRIPE_PRICE_WEEKLY`, `…_BIWEEKLY`,
     * `…_MONTHLY`. Null: each subscription gets an inline price instead.
     */
    recurringPrices: Record<RecurringGiftPriceId, string> | null;
  } | null;
  /** PayPal Orders v2, when both PayPal credentials are set; else no PayPal (or the sandbox's). */
  paypal: { clientId: string; clientSecret: string; apiBase: string } | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Paths that do not come from the environment. */
export function workspacePaths(apiRoot: string): Config['paths'] {
  return {
    migrations: path.join(apiRoot, 'drizzle'),
    assets: path.join(apiRoot, 'assets'),
  };
}

export function loadConfig(env: Env, options: { apiRoot: string }): Config {
  const problems: string[] = [];
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw === undefined || raw === '' ? undefined : raw;
  };

  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const parsed = Number(raw);
    if (!/^\d+$/.test(raw) || parsed < min || parsed > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
      return fallback;
    }
    return parsed;
  };

  const flag = (name: string, fallback: boolean) => {
    const raw = value(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['true', '1', 'yes', 'on'].includes(raw)) return true;
    if (['false', '0', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be true or false, got "${env[name]}".`);
    return fallback;
  };

  const nodeEnv = value('NODE_ENV') ?? 'development';
  const production = nodeEnv === 'production';
  const port = integer('API_PORT', 8000, 1, 65535);
  const host = value('HOST') ?? '127.0.0.1';

  const databaseUrl = value('DATABASE_URL') ?? null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// connection URL.');
  }
  const pgliteDir = path.resolve(value('PGLITE_DIR') ?? path.join(options.apiRoot, '.data/pglite'));

  // An app's URL may carry a path (a release at https://cdn.example.org/booking/…):
  // CORS compares origins, so each entry is reduced to its own.
  const corsOrigins = [
    ...new Set(
      (value('CORS_ORIGINS')?.split(',') ?? DEFAULT_CORS_ORIGINS)
        .map((entry) => entry.trim())
        .filter(Boolean)
        .flatMap((entry) => {
          const origin = httpOrigin(entry);
          if (origin === null) {
            problems.push(
              `CORS_ORIGINS entries must be http:// or https:// URLs such as https://example.org (a path is allowed), got "${entry}".`,
            );
            return [];
          }
          return [origin];
        }),
    ),
  ];

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

  // Only a value given in the environment is checked: the fallbacks are checked where they come from.
  const baseUrl = (name: string, fallback: string) => {
    const given = value(name);
    const url = (given ?? fallback).replace(/\/+$/, '');
    if (given !== undefined && !isHttpUrl(url)) {
      problems.push(`${name} must be an http:// or https:// URL, got "${url}".`);
    }
    return url;
  };
  const stripeSecretKey = value('STRIPE_SECRET_KEY');
  const paypalClientId = value('PAYPAL_CLIENT_ID');
  const paypalClientSecret = value('PAYPAL_CLIENT_SECRET');
  if (Boolean(paypalClientId) !== Boolean(paypalClientSecret)) {
    problems.push('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together.');
  }
  const stripePrices = {
    'gift-weekly': value('STRIPE_PRICE_WEEKLY'),
    'gift-biweekly': value('STRIPE_PRICE_BIWEEKLY'),
    'gift-monthly': value('STRIPE_PRICE_MONTHLY'),
  };
  const givenStripePrices = Object.values(stripePrices).filter((price) => price !== undefined);
  if (givenStripePrices.length > 0 && givenStripePrices.length < 3) {
    problems.push(
      'STRIPE_PRICE_WEEKLY, STRIPE_PRICE_BIWEEKLY and STRIPE_PRICE_MONTHLY must be set together.',
    );
  }
  if (givenStripePrices.some((price) => !price?.startsWith('price_'))) {
    problems.push(
      'STRIPE_PRICE_WEEKLY, _BIWEEKLY and _MONTHLY must be Stripe price ids (price_…).',
    );
  }
  const stripePublishableKey = value('STRIPE_PUBLISHABLE_KEY');
  if (stripePublishableKey !== undefined && !stripePublishableKey.startsWith('pk_')) {
    problems.push('STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_…), never the secret one.');
  }
  // The sandbox is the whole site's mode, not a stand-in for a missing key:
  // on by default only for the out-of-the-box demo, never beside a provider.
  const seedDemoData = flag('SEED_DEMO_DATA', true);
  const providerKeysGiven = Boolean(stripeSecretKey || paypalClientId || paypalClientSecret);
  const paymentsSandbox = flag(
    'PAYMENTS_SANDBOX',
    databaseUrl === null && seedDemoData && !providerKeysGiven,
  );
  if (paymentsSandbox && providerKeysGiven) {
    problems.push(
      "PAYMENTS_SANDBOX=true cannot be combined with STRIPE_SECRET_KEY or PayPal credentials: the sandbox is the whole site's mode (test payments, no money moves). Unset one or the other.",
    );
  }
  const payments: PaymentsConfig = {
    sandbox: paymentsSandbox,
    bookingHoldMinutes: integer('BOOKING_HOLD_MINUTES', 15, 1, 24 * 60),
    siteUrl: baseUrl('SITE_URL', value('SHELL_URL') ?? corsOrigins[0] ?? 'http://localhost:3000'),
    stripe: stripeSecretKey
      ? {
          secretKey: stripeSecretKey,
          publishableKey: value('STRIPE_PUBLISHABLE_KEY') ?? null,
          webhookSecret: value('STRIPE_WEBHOOK_SECRET') ?? null,
          apiBase: baseUrl('STRIPE_API_BASE', DEFAULT_STRIPE_API_BASE),
          recurringPrices:
            givenStripePrices.length === 3
              ? (stripePrices as Record<RecurringGiftPriceId, string>)
              : null,
        }
      : null,
    paypal:
      paypalClientId && paypalClientSecret
        ? {
            clientId: paypalClientId,
            clientSecret: paypalClientSecret,
            apiBase: baseUrl('PAYPAL_API_BASE', DEFAULT_PAYPAL_API_BASE),
          }
        : null,
  };

  // A site served over https gets Secure, __Host- cookies (and HSTS) without
  // being asked; a browser would drop a Secure cookie from an http site.
  const siteIsHttps = payments.siteUrl.startsWith('https://');
  const cookieSecure = flag('COOKIE_SECURE', siteIsHttps);
  if (siteIsHttps && !cookieSecure) {
    problems.push(
      `COOKIE_SECURE cannot be false when SITE_URL is https (${payments.siteUrl}): cookies of an https site are always Secure.`,
    );
  }

  const smtpUrl = value('SMTP_URL') ?? null;
  if (smtpUrl !== null && !isSmtpUrl(smtpUrl)) {
    problems.push(
      'SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:password@mail.example.org:465.',
    );
  }
  const mailFrom = value('MAIL_FROM') ?? DEFAULT_MAIL_FROM;
  if (!isEmailAddress(/<([^>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom) || /[\r\n]/.test(mailFrom)) {
    problems.push(
      'MAIL_FROM must be an address, optionally with a name: "Holy Trinity Parish" <office@example.org>.',
    );
  }
  const officeEmail = (value('OFFICE_EMAIL') ?? PARISH_CONTACT.email).toLowerCase();
  if (!isEmailAddress(officeEmail)) {
    problems.push(`OFFICE_EMAIL must be an e-mail address, got "${officeEmail}".`);
  }
  const mail: MailConfig = {
    smtpUrl,
    from: mailFrom,
    officeEmail,
    worker: {
      pollMs: integer('MAIL_POLL_MS', 1000, 50, 60_000),
      batchSize: 10,
      leaseMs: integer('MAIL_LEASE_SECONDS', 120, 45, 3600) * 1000,
      maxAttempts: integer('MAIL_MAX_ATTEMPTS', 10, 1, 50),
      retryBaseMs: integer('MAIL_RETRY_BASE_SECONDS', 15, 1, 3600) * 1000,
      retryMaxMs: 60 * 60 * 1000,
    },
  };

  const givenDemoPassword = env.DEMO_ADMIN_PASSWORD || undefined;
  // Without one, the first start generates the demo owner's password and
  // prints it once (seed/seed.ts, main.ts): no password is published anywhere.
  const demoAdmin = {
    email: (value('DEMO_ADMIN_EMAIL') ?? DEFAULT_DEMO_ADMIN_EMAIL).toLowerCase(),
    password: givenDemoPassword ?? null,
  };
  if (givenDemoPassword !== undefined && givenDemoPassword.length < ADMIN_PASSWORD_MIN_LENGTH) {
    problems.push(`DEMO_ADMIN_PASSWORD must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`);
  }
  // A real deployment's output is kept (journals, log services): a password
  // printed there would be stored in plain text, so it brings its own.
  if (production && databaseUrl && seedDemoData && givenDemoPassword === undefined) {
    problems.push(
      `DEMO_ADMIN_PASSWORD must be set to a password of your own (at least ${ADMIN_PASSWORD_MIN_LENGTH} characters) when NODE_ENV=production, DATABASE_URL is set and demo data is seeded, so that no password is printed into the server's logs. Or set SEED_DEMO_DATA=false.`,
    );
  }

  let sessionSecret = value('SESSION_SECRET');
  if (sessionSecret !== undefined && sessionSecret.length < MIN_SECRET_LENGTH) {
    problems.push(
      `SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters (e.g. the output of \`openssl rand -hex 32\`).`,
    );
  }
  if (sessionSecret === undefined && production && databaseUrl) {
    problems.push(
      'SESSION_SECRET is required when NODE_ENV=production and DATABASE_URL is set, so that every API instance signs sessions with the same secret.',
    );
  }

  const storage = storageConfig(value, flag, problems);

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
    corsOrigins,
    cookieSecure,
    trustProxy: parseTrustProxy('TRUST_PROXY', value('TRUST_PROXY'), problems),
    seedDemoData,
    keepSampleEvent: true,
    demoAdmin,
    logLevel: logLevel as Config['logLevel'],
    metricsToken,
    timeZone,
    parishDetailsMaxAgeSeconds: integer('PARISH_DETAILS_MAX_AGE_SECONDS', 30, 0, 60),
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

  sessionSecret ??= persistentSecret(path.join(options.apiRoot, '.data/session-secret'));
  return { ...config, sessionSecret };
}

export const STORAGE_DRIVERS = ['database', 's3', 'local'] as const;

export type StorageConfig =
  | { driver: 'database' }
  | { driver: 'local' }
  | {
      driver: 's3';
      s3: {
        bucket: string;
        region: string;
        /** An S3-compatible server's URL (MinIO, R2, …); AWS itself when null. */
        endpoint: string | null;
        /** Buckets as a path (`endpoint/bucket/key`), as most S3-compatible servers want. */
        forcePathStyle: boolean;
        credentials: { accessKeyId: string; secretAccessKey: string } | null;
      };
    };

/**
 * `STORAGE` picks the adapter: `database` (the default: every API instance on
 * the same database serves the same files), `s3` (with `S3_*`), or `local`
 * (`UPLOADS_DIR`, one machine only). `S3_BUCKET` alone implies `s3`.
 */
function storageConfig(
  value: (name: string) => string | undefined,
  flag: (name: string, fallback: boolean) => boolean,
  problems: string[],
): StorageConfig {
  const bucket = value('S3_BUCKET');
  const driver = value('STORAGE') ?? (bucket ? 's3' : 'database');
  if (!(STORAGE_DRIVERS as readonly string[]).includes(driver)) {
    problems.push(`STORAGE must be one of ${STORAGE_DRIVERS.join(', ')}, got "${driver}".`);
    return { driver: 'database' };
  }
  if (driver !== 's3') return { driver: driver as 'database' | 'local' };
  if (!bucket) problems.push('STORAGE=s3 needs S3_BUCKET, the bucket that holds the uploads.');
  const endpoint = value('S3_ENDPOINT') ?? null;
  if (endpoint !== null && !isHttpUrl(endpoint)) {
    problems.push(`S3_ENDPOINT must be an http:// or https:// URL, got "${endpoint}".`);
  }
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.');
  }
  return {
    driver: 's3',
    s3: {
      bucket: bucket ?? '',
      region: value('S3_REGION') ?? 'us-east-1',
      endpoint,
      forcePathStyle: flag('S3_FORCE_PATH_STYLE', endpoint !== null),
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    },
  };
}

/** The origin of an http(s) URL, or null for anything else. */
function httpOrigin(raw: string): string | null {
  try {
    const url = new URL(raw);
    return ['http:', 'https:'].includes(url.protocol) && url.hostname ? url.origin : null;
  } catch {
    return null;
  }
}

function isSmtpUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return ['smtp:', 'smtps:'].includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

function isHttpUrl(raw: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(raw).protocol);
  } catch {
    return false;
  }
}

/** The names proxy-addr knows besides addresses and ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * `true`/`false`, a number of hops, or a comma list of addresses, CIDR
 * ranges and range names; `loopback` (the site server beside the API) when unset.
 */
function parseTrustProxy(
  name: string,
  raw: string | undefined,
  problems: string[],
): Config['trustProxy'] {
  if (raw === undefined) return ['loopback'];
  if (raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    try {
      // The parser Fastify itself trusts the header with.
      compileTrustedProxies([entry]);
    } catch {
      problems.push(
        `${name} must be true, false, a number of hops, or a comma list of addresses, CIDR ranges (10.0.0.0/8) and ${PROXY_RANGE_NAMES.join('/')}; "${entry}" is none of these.`,
      );
    }
  }
  return entries;
}

/**
 * A secret generated on first start and kept in a file readable only by this
 * user, so sessions survive a restart without any setup.
 */
function persistentSecret(file: string): string {
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= MIN_SECRET_LENGTH) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('hex');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
