import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_CORS_ORIGINS, loadConfig } from '../config';
import { configProblems, useTempApiRoot } from '../testing/config';

const tempApiRoot = useTempApiRoot();
let apiRoot: string;
beforeEach(() => {
  apiRoot = tempApiRoot();
});

const problemsOf = (env: Record<string, string>) => configProblems(env, apiRoot);

describe('loadConfig', () => {
  it('has defaults that run everything on localhost', () => {
    const config = loadConfig({}, { apiRoot });
    expect(config).toMatchObject({
      port: 8000,
      host: '127.0.0.1',
      databaseUrl: null,
      pgliteDir: path.join(apiRoot, '.data/pglite'),
      corsOrigins: DEFAULT_CORS_ORIGINS,
      cookieSecure: false,
      // The site server beside it, which sets X-Forwarded-For from its socket.
      trustProxy: ['loopback'],
      seedDemoData: true,
      keepSampleEvent: true,
      // No password of its own: the first start generates one (seed/seed.ts).
      demoAdmin: { email: 'admin@holytrinity.example', password: null },
      logLevel: 'info',
      passwordHashCost: 12,
      loginRateLimit: { max: 10, windowMs: 15 * 60 * 1000 },
      loginAccountRateLimit: { max: 20, windowMs: 15 * 60 * 1000 },
      sessionIdleMs: 8 * 60 * 60 * 1000,
      formRateLimit: { max: 10, windowMs: 15 * 60 * 1000 },
      abuseLimits: {
        windowMs: 60 * 60 * 1000,
        bookings: 8,
        waitlistJoins: 5,
        paymentStarts: 20,
        mailedLinks: 5,
        pendingHoldsPerEmail: 2,
        bookedSeats: 16,
      },
      bodyLimitBytes: 1024 * 1024,
      uploads: { dir: path.join(apiRoot, '.data/uploads'), maxBytes: 5 * 1024 * 1024 },
      verse: { serviceUrl: 'https://beta.ourmanna.com/api/v1/get', timeoutMs: 2000 },
    });
    expect(DEFAULT_CORS_ORIGINS).toEqual([
      'http://localhost:3000',
      'http://localhost:3001',
      'http://localhost:3002',
      'http://localhost:3003',
      'http://localhost:3004',
    ]);
  });

  it('generates a session secret once and keeps it in .data/session-secret', () => {
    const first = loadConfig({}, { apiRoot }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}, { apiRoot }).sessionSecret).toBe(first);
    const file = path.join(apiRoot, '.data/session-secret');
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(first);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        API_PORT: '9001',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://u:p@db:5432/parish',
        PGLITE_DIR: '/var/lib/parish',
        SESSION_SECRET: 's'.repeat(40),
        CORS_ORIGINS: 'https://parish.example, https://admin.parish.example/',
        COOKIE_SECURE: 'true',
        TRUST_PROXY: '1',
        SEED_DEMO_DATA: 'false',
        DEMO_ADMIN_EMAIL: 'Office@Parish.Example',
        DEMO_ADMIN_PASSWORD: 'another-pass',
        LOG_LEVEL: 'warn',
        PARISH_TIME_ZONE: 'America/Chicago',
        LOGIN_RATE_LIMIT_MAX: '25',
        LOGIN_ACCOUNT_RATE_LIMIT_MAX: '30',
        SESSION_IDLE_HOURS: '2',
        FORM_RATE_LIMIT_MAX: '40',
        BOOKING_RATE_LIMIT_MAX: '12',
        WAITLIST_RATE_LIMIT_MAX: '6',
        PAYMENT_RATE_LIMIT_MAX: '30',
        MAILED_LINK_RATE_LIMIT_MAX: '4',
        PENDING_HOLDS_PER_EMAIL_MAX: '3',
        BOOKED_SEATS_RATE_LIMIT_MAX: '40',
        UPLOADS_DIR: '/srv/parish/uploads',
        UPLOAD_MAX_MB: '8',
        VERSE_SERVICE_URL: 'http://verses.internal:8080/daily',
        VERSE_TIMEOUT_MS: '750',
      },
      { apiRoot },
    );
    expect(config).toMatchObject({
      port: 9001,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db:5432/parish',
      pgliteDir: '/var/lib/parish',
      sessionSecret: 's'.repeat(40),
      corsOrigins: ['https://parish.example', 'https://admin.parish.example'],
      cookieSecure: true,
      trustProxy: 1,
      seedDemoData: false,
      // Without the demo parish, the spec's sample event is still kept.
      keepSampleEvent: true,
      demoAdmin: { email: 'office@parish.example', password: 'another-pass' },
      logLevel: 'warn',
      timeZone: 'America/Chicago',
      loginRateLimit: { max: 25 },
      loginAccountRateLimit: { max: 30 },
      sessionIdleMs: 2 * 60 * 60 * 1000,
      formRateLimit: { max: 40 },
      abuseLimits: {
        bookings: 12,
        waitlistJoins: 6,
        paymentStarts: 30,
        mailedLinks: 4,
        pendingHoldsPerEmail: 3,
        bookedSeats: 40,
      },
      uploads: { dir: '/srv/parish/uploads', maxBytes: 8 * 1024 * 1024 },
      verse: { serviceUrl: 'http://verses.internal:8080/daily', timeoutMs: 750 },
    });
    // An explicit secret is not written anywhere.
    expect(fs.existsSync(path.join(apiRoot, '.data/session-secret'))).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }, { apiRoot }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('reads TRUST_PROXY as none, all, a hop count or a list, and names an entry that is none of these', () => {
    const trustOf = (value: string) => loadConfig({ TRUST_PROXY: value }, { apiRoot }).trustProxy;
    expect(trustOf('false')).toBe(false);
    expect(trustOf('true')).toBe(true);
    expect(trustOf('2')).toBe(2);
    expect(trustOf('loopback, 10.0.0.0/8, fd00::/8')).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
    const problems = problemsOf({ TRUST_PROXY: 'loopback, proxy.internal, 10.0.0.0/40' });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^TRUST_PROXY must be .*"proxy\.internal" is none of these\.$/);
    expect(problems[1]).toContain('"10.0.0.0/40"');
  });

  it('refuses an idle time longer than a session lives, and limits below 1', () => {
    const problems = problemsOf({
      SESSION_IDLE_HOURS: '200',
      BOOKING_RATE_LIMIT_MAX: '0',
      PENDING_HOLDS_PER_EMAIL_MAX: 'two',
    });
    expect(problems).toEqual([
      'SESSION_IDLE_HOURS must be a whole number from 1 to 168, got "200".',
      'BOOKING_RATE_LIMIT_MAX must be a whole number from 1 to 100000, got "0".',
      'PENDING_HOLDS_PER_EMAIL_MAX must be a whole number from 1 to 1000, got "two".',
    ]);
  });

  it('reports every bad value at once, by name', () => {
    const problems = problemsOf({
      API_PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      CORS_ORIGINS: 'localhost:3000',
      SEED_DEMO_DATA: 'maybe',
      LOG_LEVEL: 'loud',
      PARISH_TIME_ZONE: 'Mars/Olympus',
      SESSION_SECRET: 'short',
      UPLOAD_MAX_MB: '0',
    });
    expect(problems).toHaveLength(8);
    for (const name of [
      'API_PORT',
      'DATABASE_URL',
      'CORS_ORIGINS',
      'SEED_DEMO_DATA',
      'LOG_LEVEL',
      'PARISH_TIME_ZONE',
      'SESSION_SECRET',
      'UPLOAD_MAX_MB',
    ]) {
      expect(problems.some((problem) => problem.startsWith(name))).toBe(true);
    }
  });

  it('takes app URLs with a path as CORS origins, keeping only their origin', () => {
    const config = loadConfig(
      {
        CORS_ORIGINS:
          'http://host/booking-v2, https://cdn.example.org/booking/releases/1.0.0/, http://host',
      },
      { apiRoot },
    );
    expect(config.corsOrigins).toEqual(['http://host', 'https://cdn.example.org']);
    expect(problemsOf({ CORS_ORIGINS: 'ftp://host/booking' })).toEqual([
      'CORS_ORIGINS entries must be http:// or https:// URLs such as https://example.org (a path is allowed), got "ftp://host/booking".',
    ]);
  });

  it('makes cookies Secure (and HSTS) whenever the site is https, and refuses turning that off', () => {
    const site = (env: Record<string, string>) => loadConfig(env, { apiRoot }).cookieSecure;
    expect(site({})).toBe(false);
    expect(site({ SITE_URL: 'https://parish.example' })).toBe(true);
    expect(site({ SHELL_URL: 'https://parish.example' })).toBe(true);
    expect(site({ SITE_URL: 'http://parish.test', COOKIE_SECURE: 'true' })).toBe(true);
    expect(problemsOf({ SITE_URL: 'https://parish.example', COOKIE_SECURE: 'false' })).toEqual([
      'COOKIE_SECURE cannot be false when SITE_URL is https (https://parish.example): cookies of an https site are always Secure.',
    ]);
  });

  it('checks the verse service URL and timeout', () => {
    expect(problemsOf({ VERSE_SERVICE_URL: 'ftp://verses.example/daily' })).toEqual([
      'VERSE_SERVICE_URL must be an http:// or https:// URL, got "ftp://verses.example/daily".',
    ]);
    expect(problemsOf({ VERSE_SERVICE_URL: 'not a url' })).toEqual([
      expect.stringMatching(/^VERSE_SERVICE_URL must be an http/),
    ]);
    for (const timeout of ['0', '99', '30001', 'soon', '1.5']) {
      expect(problemsOf({ VERSE_TIMEOUT_MS: timeout })).toEqual([
        `VERSE_TIMEOUT_MS must be a whole number from 100 to 30000, got "${timeout}".`,
      ]);
    }
    expect(problemsOf({ VERSE_TIMEOUT_MS: '100' })).toEqual([]);
  });

  it('reads ADMIN_2FA_REQUIRED_ROLES as a comma list of roles, empty by default', () => {
    expect(loadConfig({}, { apiRoot }).twoFactorRequiredRoles).toEqual([]);
    expect(
      loadConfig({ ADMIN_2FA_REQUIRED_ROLES: ' Owner, finance,,owner ' }, { apiRoot })
        .twoFactorRequiredRoles,
    ).toEqual(['owner', 'finance']);
    expect(problemsOf({ ADMIN_2FA_REQUIRED_ROLES: 'owner,treasurer' })).toEqual([
      'ADMIN_2FA_REQUIRED_ROLES must be a comma list of roles (owner, editor, finance, events, sacraments), got "treasurer".',
    ]);
  });

  it('is in sandbox mode, with a 15-minute hold, for the out-of-the-box demo', () => {
    expect(loadConfig({}, { apiRoot }).payments).toEqual({
      sandbox: true,
      bookingHoldMinutes: 15,
      siteUrl: 'http://localhost:3000',
      stripe: null,
      paypal: null,
    });
    // npm start: production on the embedded database with the demo data.
    expect(loadConfig({ NODE_ENV: 'production' }, { apiRoot }).payments.sandbox).toBe(true);
  });

  describe('where uploads are kept', () => {
    it('is the database unless STORAGE or S3_BUCKET says otherwise', () => {
      expect(loadConfig({}, { apiRoot }).storage).toEqual({ driver: 'database' });
      expect(loadConfig({ STORAGE: 'local' }, { apiRoot }).storage).toEqual({ driver: 'local' });
    });

    it('reads the S3 settings, path-style for an S3-compatible endpoint', () => {
      const config = loadConfig(
        {
          S3_BUCKET: 'parish-files',
          S3_ENDPOINT: 'http://minio.internal:9000',
          S3_ACCESS_KEY_ID: 'key',
          S3_SECRET_ACCESS_KEY: 'secret',
        },
        { apiRoot },
      );
      expect(config.storage).toEqual({
        driver: 's3',
        s3: {
          bucket: 'parish-files',
          region: 'us-east-1',
          endpoint: 'http://minio.internal:9000',
          forcePathStyle: true,
          credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        },
      });
    });

    it('names every bad storage setting', () => {
      expect(problemsOf({ STORAGE: 'floppy' })).toEqual([
        'STORAGE must be one of database, s3, local, got "floppy".',
      ]);
      expect(
        problemsOf({ STORAGE: 's3', S3_ENDPOINT: 'ftp://x', S3_ACCESS_KEY_ID: 'key' }),
      ).toEqual([
        'STORAGE=s3 needs S3_BUCKET, the bucket that holds the uploads.',
        'S3_ENDPOINT must be an http:// or https:// URL, got "ftp://x".',
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.',
      ]);
    });
  });

  it('requires SESSION_SECRET in production with PostgreSQL', () => {
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgresql://localhost/parish',
      SEED_DEMO_DATA: 'false',
    };
    expect(problemsOf(env)).toEqual([expect.stringMatching(/^SESSION_SECRET is required/)]);
    expect(problemsOf({ ...env, SESSION_SECRET: 'x'.repeat(32) })).toEqual([]);
    // Production on PGlite (one instance) may keep the generated secret.
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([]);
  });

  it('refuses the pseudo-locale run’s mode on a live site, and allows it on the embedded database', () => {
    const live = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgresql://localhost/parish',
      SESSION_SECRET: 'x'.repeat(32),
      SEED_DEMO_DATA: 'false',
    };
    expect(problemsOf({ ...live, PARISH_PSEUDO_LOCALE: '1' })).toEqual([
      expect.stringMatching(/^PARISH_PSEUDO_LOCALE=1 is for the pseudo-locale run/),
    ]);
    expect(problemsOf({ NODE_ENV: 'production', PARISH_PSEUDO_LOCALE: '1' })).toEqual([]);
  });

  describe('the demo admin password', () => {
    const deployment = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgresql://localhost/parish',
      SESSION_SECRET: 'x'.repeat(32),
    };

    it('has no default anywhere: without DEMO_ADMIN_PASSWORD the first start generates one', () => {
      for (const env of [
        {},
        { NODE_ENV: 'production' },
        { DATABASE_URL: deployment.DATABASE_URL },
      ]) {
        expect(loadConfig(env, { apiRoot })).toMatchObject({
          seedDemoData: true,
          demoAdmin: { email: 'admin@holytrinity.example', password: null },
        });
      }
    });

    it('must be set in a real deployment that seeds the demo, so no password reaches its logs', () => {
      expect(problemsOf(deployment)).toEqual([
        "DEMO_ADMIN_PASSWORD must be set to a password of your own (at least 8 characters) when NODE_ENV=production, DATABASE_URL is set and demo data is seeded, so that no password is printed into the server's logs. Or set SEED_DEMO_DATA=false.",
      ]);
      const config = loadConfig({ ...deployment, DEMO_ADMIN_PASSWORD: 'our-own-8' }, { apiRoot });
      expect(config.demoAdmin.password).toBe('our-own-8');
      expect(problemsOf({ ...deployment, SEED_DEMO_DATA: 'false' })).toEqual([]);
    });

    it('is at least 8 characters when given', () => {
      for (const env of [deployment, {}]) {
        expect(problemsOf({ ...env, DEMO_ADMIN_PASSWORD: 'short' })).toEqual([
          'DEMO_ADMIN_PASSWORD must be at least 8 characters.',
        ]);
      }
    });
  });
});
