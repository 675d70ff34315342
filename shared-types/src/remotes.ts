import type { ComponentType } from 'react';

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
  /** The release deployed, or null for the unversioned build (no deploy yet). */
  release: string | null;
  /**
   * Where any release of this remote is published, `{release}` standing for
   * its version: an administrator's override loads one from there.
   */
  releaseManifest: string;
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
 * What `./routes` of every remote default-exports: a component that renders
 * the remote's pages for the current URL. It is mounted by the shell for the
 * URL prefixes the remote owns, and by the remote itself when run alone.
 */
export type RemoteRoutesProps = Record<string, never>;
export interface RemoteRoutesModule {
  default: ComponentType<RemoteRoutesProps>;
}

/** The exposed module name of a remote's routes, as `loadRemote` takes it. */
export const remoteRoutesModuleId = (remote: RemoteName) => `${remote}/routes` as const;

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
