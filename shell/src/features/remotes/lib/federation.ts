import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import {
  REMOTE_NAMES,
  remoteRoutesModuleId,
  type RemoteName,
  type RemoteRoutesModule,
  type RemotesRegistry,
} from '@parish/shared-types';

/** How long a remote may take to answer before its pages show the fallback. */
export const REMOTE_LOAD_TIMEOUT_MS = 5_000;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(`The ${remote} remote could not be loaded: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

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

/** Reads remotes.json, which the shell's server writes beside index.html. */
export async function fetchRemotesRegistry(url = '/remotes.json'): Promise<RemotesRegistry> {
  const response = await fetch(url, {
    cache: 'no-cache',
    signal: AbortSignal.timeout(REMOTE_LOAD_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) throw new Error(`${url} is not a JSON object`);
  const registry: RemotesRegistry = {};
  for (const [name, entry] of Object.entries(body)) {
    if (isRemoteName(name) && typeof entry === 'string') registry[name] = entry;
  }
  return registry;
}

let registeredRemotes: ReadonlySet<RemoteName> = new Set();

export function registerRemotesFromRegistry(registry: RemotesRegistry): void {
  registerPlugins([boundedLoadingPlugin(REMOTE_LOAD_TIMEOUT_MS)]);
  const remotes = Object.entries(registry).map(([name, entry]) => ({ name, entry }));
  registerRemotes(remotes, { force: true });
  registeredRemotes = new Set(remotes.map((remote) => remote.name as RemoteName));
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

const routesModules = new Map<RemoteName, Promise<RemoteRoutesModule>>();

/**
 * Loads a remote's `./routes` module once and keeps the promise, success or
 * failure, so every render sees the same one; `forgetRemoteRoutes` (the
 * Retry button) clears a failure for a fresh attempt.
 */
export function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  const cached = routesModules.get(remote);
  if (cached) return cached;

  const loading = (async () => {
    if (!registeredRemotes.has(remote)) {
      throw new RemoteUnavailableError(remote, 'it is not listed in remotes.json');
    }
    const module = await withTimeout(
      loadRemote<RemoteRoutesModule>(remoteRoutesModuleId(remote)),
      remote,
      REMOTE_LOAD_TIMEOUT_MS,
    );
    if (!module || typeof module.default !== 'function') {
      throw new RemoteUnavailableError(remote, 'its ./routes module has no default component');
    }
    return module;
  })();
  routesModules.set(remote, loading);
  return loading;
}

export function forgetRemoteRoutes(remote: RemoteName): void {
  routesModules.delete(remote);
}
