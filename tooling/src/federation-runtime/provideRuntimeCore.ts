/**
 * A remote's own page (its standalone index.html, dev or production) runs
 * this before the remote's bundles. The remotes do not carry the federation
 * runtime core (`experiments.externalRuntime` in tooling/src/rspack/sharing.ts): on the
 * site they use the one the shell provides, from this global. Alone, with
 * no shell, they take it from here.
 *
 * The import name is an alias (tooling/src/rspack/sharing.ts) for the runtime core's own
 * file, so the remotes' externals, which match `@module-federation/runtime-core`,
 * do not turn it into a read of the global it is meant to set.
 */
import * as runtimeCore from 'parish-federation-runtime-core';

const global = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
