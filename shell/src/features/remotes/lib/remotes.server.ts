/**
 * The remotes as the shell's server sees them (issue 17): each public
 * remote's server build, named by the same registry the browser reads,
 * loaded into the server through the federation runtime and kept until the
 * registry names another release. Nothing here is about a visitor: module
 * state is the process's view of what is deployed.
 */
import {
  remotePageDataModuleId,
  type RemoteName,
  type RemotePageDataModule,
  type RemotesRegistry,
} from '@parish/shared-types';
import { installWidgetLoader } from '@parish/shared-web';
import {
  forgetRemoteRoutes,
  loadExposedModule,
  loadRemoteRoutes,
  loadRemoteWidget,
  registerRemotesFromRegistry,
} from './federation';

/** After a remote failed to load, how long pages render its slot in the browser before the server tries again. */
export const SERVER_RETRY_AFTER_MS = 10_000;

let registeredKey: string | null = null;
const pageDataModules = new Map<RemoteName, Promise<RemotePageDataModule>>();
const failedAt = new Map<RemoteName, number>();

/** The registry with each server-rendered remote at its server build. */
function serverRegistry(registry: RemotesRegistry): RemotesRegistry {
  const servers: RemotesRegistry = {};
  for (const [name, location] of Object.entries(registry) as [
    RemoteName,
    NonNullable<RemotesRegistry[RemoteName]>,
  ][]) {
    if (location.serverManifest) servers[name] = { ...location, manifest: location.serverManifest };
  }
  return servers;
}

function forget(remote: RemoteName): void {
  forgetRemoteRoutes(remote);
  pageDataModules.delete(remote);
  failedAt.delete(remote);
}

/**
 * Registers the registry's server builds; again, dropping every loaded
 * module, only when the registry changed (a deploy or a rollback), so the
 * next request renders the new release. Starts loading them at once, so the
 * first visitor after a change rarely waits for it.
 */
export function registerServerRemotes(registry: RemotesRegistry): void {
  const servers = serverRegistry(registry);
  const key = JSON.stringify(servers);
  if (key === registeredKey) return;
  registeredKey = key;
  registerRemotesFromRegistry(servers);
  for (const remote of Object.keys(servers) as RemoteName[]) forget(remote);
  // Widgets come from the new releases too (this also empties the widget cache).
  installWidgetLoader(loadRemoteWidget);
  for (const remote of Object.keys(servers) as RemoteName[]) {
    void loadServerRemote(remote).catch(() => {});
  }
}

function loadPageData(remote: RemoteName): Promise<RemotePageDataModule> {
  let loading = pageDataModules.get(remote);
  if (!loading) {
    loading = loadExposedModule<RemotePageDataModule>(remote, remotePageDataModuleId(remote));
    pageDataModules.set(remote, loading);
  }
  return loading;
}

/**
 * The page-data function of a remote's server build, with its pages loaded
 * too (the render needs them). A failure is remembered: for a while the
 * server leaves that remote's slot to the browser instead of waiting on it
 * for every page; then it tries again.
 */
export async function loadServerRemote(remote: RemoteName): Promise<RemotePageDataModule> {
  const failed = failedAt.get(remote);
  if (failed !== undefined && Date.now() - failed >= SERVER_RETRY_AFTER_MS) forget(remote);
  try {
    const [pageData] = await Promise.all([loadPageData(remote), loadRemoteRoutes(remote)]);
    return pageData;
  } catch (error) {
    if (!failedAt.has(remote)) failedAt.set(remote, Date.now());
    throw error;
  }
}
