/**
 * Where each deployable lives. One table read by the bundler config, the dev
 * runner, `npm start` and the end-to-end tests, so ports and URLs are
 * decided in one place and every one of them can be overridden from the
 * environment.
 */
// By subpath: the bundler's config loader reads this file, and the package's
// index would load every contract with it.
import { PUBLIC_REMOTES } from '@parish/shared-types/pages';
import {
  REMOTE_NAMES,
  serverManifestUrl,
  type RemoteName,
  type RemotesRegistry,
} from '@parish/shared-types/remotes';

export const REMOTES = REMOTE_NAMES;
export type Remote = RemoteName;
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

/**
 * `CONTENT_URL`, … give an app's public base URL when it is not on
 * localhost. It may carry a path (`https://cdn.example.org/booking`): the
 * app's server then answers under that path, and the API's CORS origins
 * take only the origin.
 */
export function appBaseUrl(app: AppName, env: Env = process.env): string {
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

/**
 * Public addresses the API answers under a path of its own: `/podcast.xml`,
 * which the footer links and podcast apps subscribe to, is `GET /api/podcast.xml`,
 * and `/es/podcast.xml` the Spanish feed, `GET /api/es/podcast.xml`.
 */
// Written out (a test holds them to shared-types' podcastAddress and apiPaths):
// the bundler's config loader reads this file, which imports no contract's index.
export const API_ALIASES: Readonly<Record<string, string>> = {
  '/podcast.xml': '/api/podcast.xml',
  '/es/podcast.xml': '/api/es/podcast.xml',
};

/** Whether an app server forwards `pathname` to the API. */
export function isForwardedToApi(pathname: string): boolean {
  return (
    pathname === API_FORWARDED_PREFIX ||
    pathname.startsWith(`${API_FORWARDED_PREFIX}/`) ||
    (API_FORWARDED_PATHS as readonly string[]).includes(pathname) ||
    pathname in API_ALIASES
  );
}

/** Where the app servers forward `/api` (`API_URL`, default the local API). */
export function apiOrigin(env: Env = process.env): string {
  return (env.API_URL ?? `http://localhost:${apiPort(env)}`).replace(/\/+$/, '');
}

/** Every app's public base URL (`SHELL_URL`, `CONTENT_URL`, … or localhost ports). */
export function appBaseUrls(env: Env = process.env): Record<AppName, string> {
  return Object.fromEntries(
    (Object.keys(APPS) as AppName[]).map((app) => [app, appBaseUrl(app, env)]),
  ) as Record<AppName, string>;
}

/** The path under a remote's base URL where its releases are published. */
export const RELEASES_PATH = '/releases';

/** Where one release of a remote is published, `{release}` standing for its version. */
export function releaseManifestTemplate(baseUrl: string): string {
  return `${baseUrl}${RELEASES_PATH}/{release}/mf-manifest.json`;
}

/** The unversioned build's manifest (`npm run build`'s dist/), used until a release is deployed. */
export function unversionedManifestUrl(baseUrl: string): string {
  return `${baseUrl}/mf-manifest.json`;
}

/**
 * `remotes.json` before any deploy: every remote's unversioned build. The
 * dev servers serve this; the production shell's server starts from it.
 */
export function unversionedRegistry(baseUrls: Record<Remote, string>): Required<RemotesRegistry> {
  return Object.fromEntries(
    REMOTES.map((remote) => [
      remote,
      {
        manifest: unversionedManifestUrl(baseUrls[remote]),
        serverManifest: serverManifestFor(remote, unversionedManifestUrl(baseUrls[remote])),
        release: null,
        releaseManifest: releaseManifestTemplate(baseUrls[remote]),
      },
    ]),
  ) as Required<RemotesRegistry>;
}

/**
 * A remote's server manifest beside `manifest`, or null for mf-admin, whose
 * pages need a session and render in the browser only: the shell's server
 * renders the public remotes' pages (issue 17).
 */
export function serverManifestFor(remote: Remote, manifest: string): string | null {
  return (PUBLIC_REMOTES as readonly Remote[]).includes(remote)
    ? serverManifestUrl(manifest)
    : null;
}

/** The origin (scheme, host, port) of a base URL that may have a path. */
export function originOf(url: string): string {
  return new URL(url).origin;
}
