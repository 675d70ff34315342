import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import {
  markSettled,
  REMOTE_NAMES,
  releaseManifestUrl,
  remoteRoutesModuleId,
  type ReleaseOverride,
  type RemoteLocation,
  type RemoteName,
  type RemoteRoutesModule,
  type RemotesRegistry,
  type RemoteWidgetId,
  type RemoteWidgetModule,
  widgetRemote,
  REGISTRY_ELEMENT_ID,
  isRemoteManifestFiles,
  remoteFilesFor,
  type RemoteManifestFiles,
} from '@parish/shared-types';
import { resolveReleaseOverride } from './releaseOverride';
import { REMOTE_LOAD_TIMEOUT_MS, RemoteUnavailableError } from './remoteUnavailable';

export { REMOTE_LOAD_TIMEOUT_MS, RemoteUnavailableError };

/**
 * The federation runtime waits for manifests and entry scripts without a
 * limit of its own; this plugin bounds both, so a hanging remote fails fast
 * and a later retry starts a fresh request.
 */
function boundedLoadingPlugin(timeoutMs: number): ModuleFederationRuntimePlugin {
  return {
    name: 'parish-bounded-loading',
    async fetch(url, init) {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response;
    },
    createScript() {
      return { timeout: timeoutMs };
    },
  };
}

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

function isRemoteLocation(value: unknown): value is RemoteLocation {
  const location = value as Partial<RemoteLocation> | null;
  return (
    typeof location?.manifest === 'string' &&
    (typeof location.release === 'string' || location.release === null) &&
    typeof location.releaseManifest === 'string'
  );
}

/** The registry the shell's server wrote into the page, if it did (not the dev server). */
function registryInPage(): unknown {
  const text = document.getElementById(REGISTRY_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The live registry: as the shell's server wrote it into the page, else
 * from remotes.json, which the server answers from the same registry
 * (revalidated on every load: `no-cache` with an ETag).
 */
export async function fetchRemotesRegistry(url = '/remotes.json'): Promise<RemotesRegistry> {
  let body = registryInPage();
  if (body === undefined) {
    const response = await fetch(url, { signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    body = await response.json();
  }
  if (typeof body !== 'object' || body === null) throw new Error(`${url} is not a JSON object`);
  const registry: RemotesRegistry = {};
  for (const [name, location] of Object.entries(body)) {
    if (isRemoteName(name) && isRemoteLocation(location)) registry[name] = location;
  }
  return registry;
}

/** Each registered remote's location (after any release override). */
let registeredRemotes: ReadonlyMap<RemoteName, RemoteLocation> = new Map();
/** An administrator's override in effect on this page, and the release it stands in for. */
export interface OverrideInEffect {
  override: ReleaseOverride;
  /** What visitors get (null: the unversioned build). */
  deployed: string | null;
}
let overrideInEffect: OverrideInEffect | null = null;
let pluginRegistered = false;
/** Settles once remotes.json has been read (or found missing) and its remotes registered. */
let remotesRegistered: Promise<void> | null = null;

/**
 * Registers the registry's remotes; with an administrator's override, its
 * remote is registered at the release they are trying instead.
 */
export function registerRemotesFromRegistry(
  registry: RemotesRegistry,
  override: ReleaseOverride | null = null,
): void {
  if (!pluginRegistered) {
    registerPlugins([boundedLoadingPlugin(REMOTE_LOAD_TIMEOUT_MS)]);
    pluginRegistered = true;
  }
  const locations = new Map<RemoteName, RemoteLocation>();
  for (const [name, location] of Object.entries(registry) as [RemoteName, RemoteLocation][]) {
    locations.set(name, location);
  }
  const overridden = override ? locations.get(override.remote) : undefined;
  overrideInEffect = overridden && override ? { override, deployed: overridden.release } : null;
  if (overridden && override) {
    locations.set(override.remote, {
      ...overridden,
      manifest: releaseManifestUrl(overridden, override.release),
      release: override.release,
    });
  }
  registerRemotes(
    [...locations].map(([name, location]) => ({ name, entry: location.manifest })),
    { force: true },
  );
  registeredRemotes = locations;
  remotesRegistered = Promise.resolve();
}

/**
 * Reads remotes.json (and, for an administrator trying a release, their
 * override, at the same time) and registers its remotes, once; later calls
 * share the first. Without the registry every remote page shows its
 * fallback, while the shell, login and navigation still work.
 */
export function ensureRemotesRegistered(): Promise<void> {
  remotesRegistered ??= Promise.all([
    fetchRemotesRegistry().catch((error: unknown) => {
      console.error('[shell] could not read remotes.json', error);
      return {};
    }),
    resolveReleaseOverride(),
  ]).then(([registry, override]) => registerRemotesFromRegistry(registry, override));
  return remotesRegistered;
}

/** Which release of `remote` this page loads, and the administrator's override behind it, if any. */
export function registeredRelease(
  remote: RemoteName,
): { release: string | null; override: OverrideInEffect | null } | null {
  const location = registeredRemotes.get(remote);
  if (!location) return null;
  return {
    release: location.release,
    override: overrideInEffect?.override.remote === remote ? overrideInEffect : null,
  };
}

function addPrefetchLink(href: string): void {
  const exists = Array.from(document.head.querySelectorAll('link[rel="prefetch"]')).some(
    (link) => (link as HTMLLinkElement).href === href,
  );
  if (exists) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  document.head.append(link);
}

/** Each remote's manifest as read for `downloadRemoteAhead`, once per page load. */
const manifests = new Map<string, Promise<RemoteManifestFiles>>();

function readManifest(remote: RemoteName, manifestUrl: string): Promise<RemoteManifestFiles> {
  let manifest = manifests.get(manifestUrl);
  if (!manifest) {
    manifest = (async () => {
      const response = await fetch(manifestUrl, {
        signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS),
      });
      if (!response.ok)
        throw new RemoteUnavailableError(remote, `its manifest answered ${response.status}`);
      const body: unknown = await response.json();
      if (!isRemoteManifestFiles(body))
        throw new RemoteUnavailableError(remote, 'its manifest is not valid');
      return body;
    })();
    manifests.set(manifestUrl, manifest);
    // A failure is not kept: the next call asks again.
    manifest.catch(() => manifests.delete(manifestUrl));
  }
  return manifest;
}

/**
 * Puts a remote's entry and its `./routes` module in the browser's cache at
 * idle network priority (`<link rel="prefetch">`), running nothing, and
 * with `pathname` the chunks of that page too (from the manifest's page
 * list, shared-types' remoteFiles.ts). Unlike `preloadRemoteRoutes` it costs no
 * main-thread time, so it suits pages a visitor may or may not open next.
 */
export async function downloadRemoteAhead(remote: RemoteName, pathname?: string): Promise<void> {
  await ensureRemotesRegistered();
  const manifestUrl = registeredRemotes.get(remote)?.manifest;
  if (!manifestUrl) return;
  const absolute = new URL(manifestUrl, window.location.href).href;
  const manifest = await readManifest(remote, absolute);
  for (const file of remoteFilesFor(absolute, manifest, pathname)) addPrefetchLink(file);
}

/**
 * Downloads and runs a remote's entry and its `./routes` module (not its
 * pages: the page the URL shows comes with the route, preloaded by the
 * page's HTML), so mounting it later needs no further round trips. Running
 * waits for `loadRemoteRoutes`, after the shell has settled the shared
 * modules (React, MUI…) the remote will use.
 */
export async function preloadRemoteRoutes(remote: RemoteName): Promise<void> {
  await ensureRemotesRegistered();
  if (!registeredRemotes.has(remote)) return;
  await withTimeout(
    preloadRemote([{ nameOrAlias: remote, exposes: ['./routes'], resourceCategory: 'sync' }]),
    remote,
    REMOTE_LOAD_TIMEOUT_MS,
  );
}

function withTimeout<T>(promise: Promise<T>, remote: RemoteName, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RemoteUnavailableError(remote, `no answer within ${ms / 1000} s`)),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Loads one exposed module of a remote, bounded in time, and checks that it
 * default-exports a component (or, on a server, the page-data function).
 * Whatever the runtime throws (network, script error, timeout, a missing
 * expose) becomes a `RemoteUnavailableError`.
 */
export async function loadExposedModule<M extends { default: unknown }>(
  remote: RemoteName,
  moduleId: string,
): Promise<M> {
  await ensureRemotesRegistered();
  if (!registeredRemotes.has(remote)) {
    throw new RemoteUnavailableError(remote, 'it is not listed in remotes.json');
  }
  let module: M | null;
  try {
    module = await withTimeout(loadRemote<M>(moduleId), remote, REMOTE_LOAD_TIMEOUT_MS);
  } catch (error) {
    if (error instanceof RemoteUnavailableError) throw error;
    throw new RemoteUnavailableError(
      remote,
      error instanceof Error ? error.message : String(error),
      {
        cause: error,
      },
    );
  }
  if (!module || typeof module.default !== 'function') {
    throw new RemoteUnavailableError(remote, `its ${moduleId} module has no default component`);
  }
  return module;
}

const routesModules = new Map<RemoteName, Promise<RemoteRoutesModule>>();

/**
 * Loads a remote's `./routes` module once and keeps the promise, success or
 * failure, so every render sees the same one; `forgetRemoteRoutes` (the
 * Retry button) clears a failure for a fresh attempt.
 */
export function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  const cached = routesModules.get(remote);
  if (cached) return cached;
  // Marked once settled, so a page rendered after it is in does not suspend.
  const loading = markSettled(
    loadExposedModule<RemoteRoutesModule>(remote, remoteRoutesModuleId(remote)),
  );
  routesModules.set(remote, loading);
  return loading;
}

/**
 * Loads a widget one remote exposes for another's pages, with the same
 * limits as pages; shared-web's `<RemoteWidget>` caches it and shows nothing
 * when it fails.
 */
export function loadRemoteWidget(id: RemoteWidgetId): Promise<RemoteWidgetModule> {
  return loadExposedModule<RemoteWidgetModule>(widgetRemote(id), id);
}

export function forgetRemoteRoutes(remote: RemoteName): void {
  routesModules.delete(remote);
}
