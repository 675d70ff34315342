import type { ComponentType } from 'react';

/**
 * Contracts between the shell and the remotes. A remote exposes few, stable
 * modules; their props live here so the shell and the remote build against
 * the same types without importing each other's source.
 */

export const REMOTE_NAMES = ['content', 'commerce', 'booking', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** `remotes.json`, served beside the shell: remote name to its `mf-manifest.json` URL. */
export type RemotesRegistry = Partial<Record<RemoteName, string>>;

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
