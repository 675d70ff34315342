/**
 * Where each deployable lives. One table read by the bundler config, the dev
 * runner, `npm start` and the end-to-end tests, so ports and URLs are
 * decided in one place and every one of them can be overridden from the
 * environment.
 */

export const REMOTES = ['content', 'commerce', 'booking', 'admin'] as const;
export type Remote = (typeof REMOTES)[number];
export type AppName = 'shell' | Remote;

export interface AppInfo {
  /** Workspace directory. */
  dir: string;
  defaultPort: number;
}

export const APPS: Record<AppName, AppInfo> = {
  shell: { dir: 'shell', defaultPort: 3000 },
  content: { dir: 'mf-content', defaultPort: 3001 },
  commerce: { dir: 'mf-commerce', defaultPort: 3002 },
  booking: { dir: 'mf-booking', defaultPort: 3003 },
  admin: { dir: 'mf-admin', defaultPort: 3004 },
};

export const API_DEFAULT_PORT = 8000;

type Env = Record<string, string | undefined>;

function envPort(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number, got "${raw}"`);
  }
  return port;
}

/** `SHELL_PORT`, `CONTENT_PORT`, … override the default ports. */
export function appPort(app: AppName, env: Env = process.env): number {
  return envPort(env, `${app.toUpperCase()}_PORT`, APPS[app].defaultPort);
}

/** `CONTENT_URL`, … give a remote's public origin when it is not on localhost. */
export function appOrigin(app: AppName, env: Env = process.env): string {
  const explicit = env[`${app.toUpperCase()}_URL`];
  return (explicit ?? `http://localhost:${appPort(app, env)}`).replace(/\/+$/, '');
}

export function apiPort(env: Env = process.env): number {
  return envPort(env, 'API_PORT', API_DEFAULT_PORT);
}

/**
 * What the app servers forward to the API: everything under `/api`, and the
 * shop's PayPal capture, which spec section 7 calls without `/api`
 * (`apiPaths.shopCaptureOrder`; the API serves both paths).
 */
export const API_FORWARDED_PREFIX = '/api';
export const API_FORWARDED_PATHS = ['/config/capture-order'] as const;

/** Whether an app server forwards `pathname` to the API. */
export function isForwardedToApi(pathname: string): boolean {
  return (
    pathname === API_FORWARDED_PREFIX ||
    pathname.startsWith(`${API_FORWARDED_PREFIX}/`) ||
    (API_FORWARDED_PATHS as readonly string[]).includes(pathname)
  );
}

/** Where the app servers forward `/api` (`API_URL`, default the local API). */
export function apiOrigin(env: Env = process.env): string {
  return (env.API_URL ?? `http://localhost:${apiPort(env)}`).replace(/\/+$/, '');
}

/** The shell's `remotes.json`: each remote's manifest URL, from each remote's origin. */
export function remotesRegistryFor(origins: Record<Remote, string>): Record<Remote, string> {
  return Object.fromEntries(
    REMOTES.map((remote) => [remote, `${origins[remote]}/mf-manifest.json`]),
  ) as Record<Remote, string>;
}

/** `remotes.json` for the configured origins (`CONTENT_URL`, … or localhost ports). */
export function remotesRegistry(env: Env = process.env): Record<Remote, string> {
  return remotesRegistryFor(
    Object.fromEntries(REMOTES.map((remote) => [remote, appOrigin(remote, env)])) as Record<
      Remote,
      string
    >,
  );
}
