/**
 * The runtime plugin of the shell's server build (tooling/src/rspack/,
 * `createServerConfig`): how a server loads a remote's server container.
 *
 * - Every manifest and entry request is bounded in time: the federation
 *   runtime waits without a limit of its own, and a page must not.
 * - The entry (CommonJS, one file) is fetched and evaluated here rather than
 *   by the runtime's own Node loader, so a remote answering 404, an entry
 *   that does not parse or throws while it starts, all reject the load
 *   with a plain error (the slot then renders in the browser).
 *
 * Imports no shared module: it runs while they are being negotiated.
 */
import { createRequire } from 'node:module';
import vm from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How long one manifest or entry request may take on the server. */
export const SERVER_LOAD_TIMEOUT_MS = 2_000;

async function fetchBounded(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    signal: AbortSignal.timeout(SERVER_LOAD_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/** Runs a CommonJS script's text and returns what it exports. */
export function evaluateCommonJs(code: string, filename: string): unknown {
  const module: { exports: unknown } = { exports: {} };
  const wrapper = new vm.Script(`(function (exports, module, require) {${code}\n})`, {
    filename,
  }).runInThisContext() as (exports: unknown, module: unknown, require: NodeJS.Require) => void;
  wrapper(module.exports, module, createRequire(`${process.cwd()}/`));
  return module.exports;
}

export default function serverLoading(): ModuleFederationRuntimePlugin {
  return {
    name: 'parish-server-loading',
    fetch(url, init) {
      return fetchBounded(url, init);
    },
    async loadEntry({ remoteInfo }) {
      const response = await fetchBounded(remoteInfo.entry);
      const container = evaluateCommonJs(await response.text(), remoteInfo.entry);
      if (!container || typeof (container as { get?: unknown }).get !== 'function') {
        throw new Error(`${remoteInfo.entry} is not a federation container`);
      }
      return container as never;
    },
  };
}
