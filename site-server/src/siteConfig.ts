/**
 * The site server's settings (`npm start`, the end-to-end suites), parsed
 * from the environment by one schema. Loading reads nothing but the
 * variables it is given and writes nothing; a setting that makes no sense
 * is refused with every reason at once (`ConfigurationRefused`), before
 * anything is built or started. The API reads its own settings
 * (api/src/config.ts).
 */
import path from 'node:path';
import { commaList, invalidProxyEntries, LOG_LEVELS, type LogLevel } from '@parish/server-kit';
import { z } from 'zod';
import { DEFAULT_LIVESTREAM_PLAYER_ORIGIN } from './securityHeaders';
import { ConfigurationRefused } from './supervisor';
import { APPS, API_DEFAULT_PORT, type AppName } from './topology';

/** pino's levels, LOG_LEVEL's values (`silent` logs nothing). */
export type { LogLevel };

type Env = Record<string, string | undefined>;

const APP_NAMES = Object.keys(APPS) as AppName[];

/** An unset or empty variable is the default. */
const unsetIsDefault = (value: unknown) => (value === '' ? undefined : value);

/** A whole number from `min` to `max`, as text in the environment. */
export function envInteger(name: string, fallback: number, min: number, max: number) {
  return z.preprocess(
    unsetIsDefault,
    z
      .string()
      .optional()
      .transform((raw, context) => {
        if (raw === undefined) return fallback;
        const value = Number(raw);
        if (Number.isInteger(value) && value >= min && value <= max) return value;
        context.addIssue({
          code: 'custom',
          message: `${name} must be a whole number from ${min} to ${max}, got "${raw}"`,
        });
        return z.NEVER;
      }),
  );
}

function envPort(name: string, fallback: number) {
  return envInteger(name, fallback, 1, 65_535);
}

/** An absolute http(s) URL, without its trailing slashes. */
function envUrl(name: string) {
  return z.preprocess(
    unsetIsDefault,
    z
      .string()
      .optional()
      .transform((raw, context) => {
        if (raw === undefined) return undefined;
        try {
          const url = new URL(raw);
          if (url.protocol === 'http:' || url.protocol === 'https:') return raw.replace(/\/+$/, '');
        } catch {
          // reported below
        }
        context.addIssue({
          code: 'custom',
          message: `${name} must be an http(s) URL, got "${raw}"`,
        });
        return z.NEVER;
      }),
  );
}

/** An https origin alone (no path): what a CSP source names. */
function envHttpsOrigin(name: string) {
  return z.preprocess(
    unsetIsDefault,
    z
      .string()
      .optional()
      .transform((raw, context) => {
        if (raw === undefined) return undefined;
        const origin = raw.replace(/\/+$/, '');
        try {
          const url = new URL(origin);
          if (url.protocol === 'https:' && url.origin === origin) return origin;
        } catch {
          // reported below
        }
        context.addIssue({
          code: 'custom',
          message: `${name} must be an https origin such as ${DEFAULT_LIVESTREAM_PLAYER_ORIGIN}, got "${raw}"`,
        });
        return z.NEVER;
      }),
  );
}

/**
 * Which hops in front of the site server to believe about the client
 * (`X-Forwarded-For`, `-Proto`, `-Host`): none, a number of hops, or a comma
 * list of addresses, CIDR ranges and `loopback`/`linklocal`/`uniquelocal`.
 */
export type TrustedProxies = false | number | string[];

/** `TRUSTED_PROXIES`: none when unset (the site server is what browsers reach). */
function envTrustedProxies(name: string) {
  return z.preprocess(
    unsetIsDefault,
    z
      .string()
      .optional()
      .transform((raw, context): TrustedProxies => {
        if (raw === undefined || raw.trim().toLowerCase() === 'false') return false;
        if (/^\d+$/.test(raw.trim())) return Number(raw.trim());
        const entries = commaList(raw);
        for (const entry of invalidProxyEntries(entries)) {
          context.addIssue({
            code: 'custom',
            message: `${name} must be a number of hops, or a comma list of addresses, CIDR ranges (10.0.0.0/8) and loopback/linklocal/uniquelocal; "${entry}" is none of these`,
          });
        }
        return entries;
      }),
  );
}

const portShape = Object.fromEntries(
  APP_NAMES.map((app) => [
    `${app.toUpperCase()}_PORT`,
    envPort(`${app.toUpperCase()}_PORT`, APPS[app].defaultPort),
  ]),
);
const urlShape = Object.fromEntries(
  APP_NAMES.map((app) => [`${app.toUpperCase()}_URL`, envUrl(`${app.toUpperCase()}_URL`)]),
);

/** Every variable the site server reads, and what it makes of each. */
export const siteEnvSchema = z.object({
  ...portShape,
  ...urlShape,
  API_PORT: envPort('API_PORT', API_DEFAULT_PORT),
  RELEASES_DIR: z.preprocess(unsetIsDefault, z.string().optional()),
  PUBLIC_API_BASE_URL: envUrl('PUBLIC_API_BASE_URL'),
  LIVESTREAM_PLAYER_ORIGIN: envHttpsOrigin('LIVESTREAM_PLAYER_ORIGIN'),
  SERVER_RENDERING: z.preprocess(
    unsetIsDefault,
    z
      .enum(['on', 'off'], {
        error: (issue) => `SERVER_RENDERING must be on or off, got "${String(issue.input)}"`,
      })
      .default('on'),
  ),
  SSR_BUDGET_MS: envInteger('SSR_BUDGET_MS', 300, 50, 5_000),
  SSR_WORKERS: envInteger('SSR_WORKERS', 1, 1, 16),
  TRUSTED_PROXIES: envTrustedProxies('TRUSTED_PROXIES'),
  LOG_LEVEL: z.preprocess(
    (value) => (typeof value === 'string' && value !== '' ? value.toLowerCase() : undefined),
    z
      .enum(LOG_LEVELS, {
        error: (issue) =>
          `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${String(issue.input)}"`,
      })
      .default('info'),
  ),
  METRICS_TOKEN: z.preprocess(
    unsetIsDefault,
    z
      .string()
      .min(24, { error: 'METRICS_TOKEN must be at least 24 characters (openssl rand -hex 24)' })
      .optional(),
  ),
});

export interface ServerRenderingSettings {
  enabled: boolean;
  budgetMs: number;
  workers: number;
}

export interface SiteConfig {
  ports: Record<AppName, number> & { api: number };
  /** Each app's public base URL (`SHELL_URL`, … or http://localhost:<port>). */
  baseUrls: Record<AppName, string>;
  /** `RELEASES_DIR`, absolute; the checkout's `releases/` when unset. */
  releasesDir: string;
  /** `PUBLIC_API_BASE_URL`: where the browser calls the API, when not on the page's origin. */
  apiBaseUrl: string | undefined;
  /** `LIVESTREAM_PLAYER_ORIGIN`: the one player origin the pages may frame for /live. */
  livestreamPlayerOrigin: string;
  serverRendering: ServerRenderingSettings;
  /**
   * `TRUSTED_PROXIES`: the load balancer or CDN in front of the site server,
   * whose X-Forwarded-For it believes. It passes the API the client address
   * it finds, never the chain a client sent (appServer.ts).
   */
  trustedProxies: TrustedProxies;
  /** `LOG_LEVEL`: the request log's level (info: a line per request). */
  logLevel: LogLevel;
  /** `METRICS_TOKEN`: the bearer token `/metrics` answers to; unset, `/metrics` is a 404. */
  metricsToken: string | undefined;
}

/**
 * The site server's configuration from `env`, or `ConfigurationRefused`
 * with every problem found. `root` is the checkout (for the default
 * releases directory).
 */
export function loadSiteConfig(env: Env, root: string): SiteConfig {
  const parsed = siteEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigurationRefused(
      'The site server',
      parsed.error.issues.map((issue) => issue.message),
    );
  }
  const values = parsed.data as Record<string, unknown> & z.infer<typeof siteEnvSchema>;
  const port = (app: AppName) => values[`${app.toUpperCase()}_PORT`] as number;
  const ports = Object.fromEntries(APP_NAMES.map((app) => [app, port(app)])) as Record<
    AppName,
    number
  >;
  const baseUrls = Object.fromEntries(
    APP_NAMES.map((app) => [
      app,
      (values[`${app.toUpperCase()}_URL`] as string | undefined) ?? `http://localhost:${port(app)}`,
    ]),
  ) as Record<AppName, string>;
  return {
    ports: { ...ports, api: values.API_PORT },
    baseUrls,
    releasesDir: values.RELEASES_DIR
      ? path.resolve(values.RELEASES_DIR)
      : path.join(root, 'releases'),
    apiBaseUrl: values.PUBLIC_API_BASE_URL,
    livestreamPlayerOrigin: values.LIVESTREAM_PLAYER_ORIGIN ?? DEFAULT_LIVESTREAM_PLAYER_ORIGIN,
    serverRendering: {
      enabled: values.SERVER_RENDERING === 'on',
      budgetMs: values.SSR_BUDGET_MS,
      workers: values.SSR_WORKERS,
    },
    trustedProxies: values.TRUSTED_PROXIES,
    logLevel: values.LOG_LEVEL,
    metricsToken: values.METRICS_TOKEN,
  };
}

/** Server rendering's settings alone (SERVER_RENDERING, SSR_BUDGET_MS, SSR_WORKERS). */
export function serverRenderingSettings(env: Env = process.env): ServerRenderingSettings {
  const parsed = siteEnvSchema
    .pick({ SERVER_RENDERING: true, SSR_BUDGET_MS: true, SSR_WORKERS: true })
    .safeParse(env);
  if (!parsed.success) {
    throw new ConfigurationRefused(
      'The site server',
      parsed.error.issues.map((issue) => issue.message),
    );
  }
  return {
    enabled: parsed.data.SERVER_RENDERING === 'on',
    budgetMs: parsed.data.SSR_BUDGET_MS,
    workers: parsed.data.SSR_WORKERS,
  };
}
