import type { ComponentType } from 'react';
import type { Language } from './i18n/languages';

/**
 * Contracts between the shell and the remotes. A remote exposes few, stable
 * modules; their props live here so the shell and the remote build against
 * the same types without importing each other's source.
 */

export const REMOTE_NAMES = ['content', 'commerce', 'booking', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * A remote's entry in `remotes.json`: where pages load it from and which
 * release that is. The shell's server writes it from the live registry
 * (docs/delivery.md); before any deploy it names the unversioned build.
 */
export interface RemoteLocation {
  /** URL of the `mf-manifest.json` the page loads the remote from. */
  manifest: string;
  /**
   * URL of the manifest of the same release's server build, which the
   * shell's server renders the remote's pages with; null for a remote
   * rendered only in the browser (mf-admin).
   */
  serverManifest: string | null;
  /** The release deployed, or null for the unversioned build (no deploy yet). */
  release: string | null;
  /**
   * Where any release of this remote is published, `{release}` standing for
   * its version: an administrator's override loads one from there.
   */
  releaseManifest: string;
}

/** Where a build's server manifest sits, relative to its browser manifest. */
export const SERVER_MANIFEST_PATH = 'server/mf-manifest.json';

/** The server manifest beside a browser manifest (same release, `server/`). */
export function serverManifestUrl(manifestUrl: string): string {
  return new URL(SERVER_MANIFEST_PATH, manifestUrl).href;
}

/** `remotes.json`, served beside the shell: each remote's location. */
export type RemotesRegistry = Partial<Record<RemoteName, RemoteLocation>>;

/**
 * A release's version, as `npm run release` names it (package version, build
 * time, commit: `1.0.0-20261124.101500-abc1234`). Letters, digits, dots,
 * dashes and underscores only, so it is safe as one segment of a URL path.
 */
export const RELEASE_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]{0,99}$/;

export function isReleaseVersion(value: unknown): value is string {
  return typeof value === 'string' && RELEASE_VERSION_PATTERN.test(value) && !value.includes('..');
}

/** The manifest URL of one release, from a location's `releaseManifest`. */
export function releaseManifestUrl(location: RemoteLocation, release: string): string {
  if (!isReleaseVersion(release)) throw new Error(`"${release}" is not a release version`);
  return location.releaseManifest.replace('{release}', release);
}

/**
 * `/api/release-override`: the one release of one remote an administrator
 * loads in their own browser instead of the deployed one, to try it before
 * deploying it. Signed by the API; visitors never see it.
 */
export interface ReleaseOverride {
  remote: RemoteName;
  release: string;
  /** ISO time after which the override is ignored. */
  expiresAt: string;
}
export type ReleaseOverrideInput = Pick<ReleaseOverride, 'remote' | 'release'>;

/**
 * The httpOnly cookie the API signs an override into; the shell's server
 * renders no page for a browser that carries one (it would render the
 * deployed release, not the one being tried).
 */
export const RELEASE_OVERRIDE_COOKIE = 'parish_release_override';

/**
 * A cookie's name on the site: on an https site `__Host-<name>`, which a
 * browser keeps only when it is Secure, for this host alone and path `/`,
 * so no other subdomain (and no plain-http page) can set or replace it.
 */
export function siteCookieName(name: string, https: boolean): string {
  return https ? `__Host-${name}` : name;
}
/** The page parameter that asks for an override (`?release-override=booking@<version>`). */
export const RELEASE_OVERRIDE_PARAM = 'release-override';

/**
 * What `./routes` of every remote default-exports: a component that renders
 * the remote's pages for the current URL. It is mounted by the shell for the
 * URL prefixes the remote owns, and by the remote itself when run alone.
 */
export type RemoteRoutesProps = Record<string, never>;
export interface RemoteRoutesModule {
  default: ComponentType<RemoteRoutesProps>;
  /**
   * Loads the code of the page shown at `pathname` (without its language
   * prefix) and the remote's catalog in `language`, so that a page the
   * server rendered is taken over (hydrated) without anything left to
   * load. Optional: a remote built before it simply hydrates later.
   */
  preload?: (pathname: string, language: Language) => Promise<void>;
}

/**
 * Marks `promise` with its outcome once it settles (`status`, `value` or
 * `reason`), as React reads a promise handed to `use`: a module already
 * loaded then renders at once instead of suspending for a moment, which
 * matters while a page the server rendered is hydrated.
 */
export function markSettled<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  // (Nothing is returned from either: returning the promise itself would
  // make this chain fail again, with no one to catch it.)
  promise.then(
    (value) => {
      Object.assign(marked, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(marked, { status: 'rejected', reason });
    },
  );
  return promise;
}

/** The exposed module name of a remote's routes, as `loadRemote` takes it. */
export const remoteRoutesModuleId = (remote: RemoteName) => `${remote}/routes` as const;

/**
 * One read from the API that a page shows. The shell's server makes it
 * before rendering the page and hands the answer to the browser in the
 * HTML, so the page is not fetched twice; `key` names the answer (the API
 * path read), so two parts of a page reading the same list share it.
 */
export interface PageQuery<T = unknown> {
  key: string;
  fetch: (signal: AbortSignal) => Promise<T>;
}

/**
 * What a public remote's server build exposes as `./page-data`: for a URL,
 * the reads its page shows, or null when the URL is none of its pages
 * (the server answers 404). Only in server builds: browsers never load it.
 */
export interface RemotePageDataModule {
  default: (url: URL) => readonly PageQuery[] | null;
}

/** The exposed module name of a remote's page data, as `loadRemote` takes it. */
export const remotePageDataModuleId = (remote: RemoteName) => `${remote}/page-data` as const;

/** Props of mf-booking's `./widgets/UpcomingEvents`: the next events, each with Register. */
export interface UpcomingEventsWidgetProps {
  /** How many events to list (spec: 3). */
  limit?: number;
  /** The heading level the widget's title takes on the host page. */
  headingLevel?: 2 | 3;
}

/**
 * Every widget a remote exposes for another remote's pages, by the id
 * `loadRemote` takes (`<remote>/widgets/<Name>`), with its props. A host
 * mounts one with `<RemoteWidget id=… />` from shared-web.
 */
export interface RemoteWidgetProps {
  'booking/widgets/UpcomingEvents': UpcomingEventsWidgetProps;
}
export type RemoteWidgetId = keyof RemoteWidgetProps;

/** What a `./widgets/<Name>` module default-exports. */
export interface RemoteWidgetModule<Id extends RemoteWidgetId = RemoteWidgetId> {
  default: ComponentType<RemoteWidgetProps[Id]>;
}

/** The remote that exposes a widget. */
export function widgetRemote(id: RemoteWidgetId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}
