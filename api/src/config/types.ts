/** What the API is configured with: the shape `loadConfig` returns. */
import type { AdminRole } from '@parish/shared-types';
import type { MailConfig } from './mail';
import type { TrustProxy } from './network';
import type { PaymentsConfig } from './payments';
import type { StorageConfig } from './storage';
import type { LogLevel } from '@parish/server-kit';

/** pino's levels, LOG_LEVEL's values (shared with the site server). */
export { LOG_LEVELS, type LogLevel } from '@parish/server-kit';

/** The administrators' roles (docs/roles.md), which `ADMIN_2FA_REQUIRED_ROLES` may name. */
export type AdminRoleName = AdminRole;

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
  trustProxy: TrustProxy;
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
  logLevel: LogLevel;
  /** `METRICS_TOKEN`: the bearer token `/metrics` answers to; unset, `/metrics` is a 404. */
  metricsToken: string | undefined;
  /** The parish's time zone: decides what "today" is for past events and the seed. */
  timeZone: string;
  /**
   * How long browsers and the site may keep `GET /api/parish/` (seconds, at
   * most 60): a change in the dashboard reaches the site within it.
   */
  parishDetailsMaxAgeSeconds: number;
  /**
   * `LIVESTREAM_PLAYER_ORIGIN`: the one origin whose players a service's
   * livestream link may be (the site's CSP frames only it; docs/worship.md).
   */
  livestreamPlayerOrigin: string;
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

export interface WaitlistConfig {
  /** `WAITLIST_CLAIM_HOURS`: how long seats offered to the next person on a waitlist are held for them. */
  claimHours: number;
  /** How often each API process passes lapsed offers on and offers freed seats (ms). */
  sweepMs: number;
}
