/**
 * What the apps share through Module Federation, and how the federation's
 * own runtime reaches each page. Every sharing decision lives here.
 */
import { createRequire } from 'node:module';
import { installedVersion, packageNameOf } from '../release/buildInfo';
import { USED_EXPORTS } from './usedExports';

/**
 * Modules loaded once per page and handed to every app that asks for them.
 *
 * - React, its renderer and the router must be single instances: two copies
 *   break hooks and routing context.
 * - `@mui/material` and emotion are shared whole so the shell's theme reaches
 *   every remote through one context. Apps import MUI from the package root
 *   only (ESLint enforces it): a deep import would bundle a second copy.
 * - `@parish/shared-web` holds the API client and the admin session store;
 *   one instance means one session for the shell and all remotes.
 * - `@tanstack/react-query` holds the page's cache of API reads: one
 *   instance means one cache (the shell's provider) for every remote.
 * - `dayjs` and `zustand` are small and used everywhere.
 *
 * Each app requires at least the version it was built with (`^installed`):
 * a remote built against shared-web 1.1 needs a shell that provides 1.1.
 * `strictVersion` turns an unmet requirement into a load error (the
 * remote's fallback with Retry) where running anyway would crash the page
 * (a missing component is React error #130); the deploy command refuses
 * such a build before that (docs/delivery.md). `dayjs` and `zustand` keep
 * their APIs within a major, so an older copy only warns.
 *
 * `@parish/shared-types` is deliberately not shared: it is mostly types, and
 * its schemas tree-shake to what each app uses.
 */
const SHARED_SINGLETONS: Record<string, { strictVersion: boolean }> = {
  react: { strictVersion: true },
  'react/jsx-runtime': { strictVersion: true },
  'react/jsx-dev-runtime': { strictVersion: true },
  'react-dom': { strictVersion: true },
  'react-dom/client': { strictVersion: true },
  'react-router': { strictVersion: true },
  'react-router-dom': { strictVersion: true },
  '@mui/material': { strictVersion: true },
  '@emotion/react': { strictVersion: true },
  '@emotion/styled': { strictVersion: true },
  zustand: { strictVersion: false },
  dayjs: { strictVersion: false },
  '@parish/shared-web': { strictVersion: true },
  '@tanstack/react-query': { strictVersion: true },
};

/**
 * In production builds, the shared copy of MUI and of the router keeps only
 * the names some app imports (usedExports.ts, written by
 * `npm run shared:exports` and checked in CI): every app gets the shell's
 * copy, so it must hold what every app needs. A remote that needs a name the
 * deployed shell's copy lacks loads its own copy instead (the
 * `trimmedSharedFallback` runtime plugin); the contract check warns before
 * such a deploy. Development builds share whole libraries: `usedExports`
 * breaks the dev server.
 */
function treeShakingFor(request: string, isDev: boolean) {
  const usedExports = USED_EXPORTS[request];
  if (isDev || !usedExports) return {};
  return { treeShaking: { mode: 'runtime-infer' as const, usedExports: [...usedExports] } };
}

/**
 * The table of shared singletons for one app: each requires at least the
 * version the app was built with; `extra` adds what the kind of build needs
 * (the browser's trimmed copies, the server's eager or absent copies).
 */
function sharedTable(appDir: string, extra: (request: string) => object) {
  return Object.fromEntries(
    Object.entries(SHARED_SINGLETONS).map(([request, { strictVersion }]) => [
      request,
      {
        singleton: true,
        strictVersion,
        requiredVersion: `^${installedVersion(packageNameOf(request), appDir)}`,
        ...extra(request),
      },
    ]),
  );
}

export function sharedConfig(appDir: string, isDev: boolean) {
  return sharedTable(appDir, (request) => treeShakingFor(request, isDev));
}

/**
 * One federation runtime per page, the shell's: it puts its runtime core on
 * a global, and the remotes' entries read it there instead of each carrying
 * a copy (about 20 KiB gzip each). A remote's own page gets the core from a
 * small script of its own (runtimeProvider.ts); the contract
 * check refuses such a remote against a shell that does not provide it.
 * `target: 'web'` leaves the runtime's Node loaders out of the browser build.
 * A remote never loads another remote itself (a page mounts another remote's
 * widget through the shell's loader, shared-web's `RemoteWidget`), so its
 * entry goes without the code for loading remotes (`disableRemote`).
 */
export function federationRuntimeExperiments(isHost: boolean) {
  return {
    ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
    optimization: { target: 'web' as const, disableRemote: !isHost },
  };
}

const requireFromHere = createRequire(import.meta.url);

/**
 * The federation plugin imports its runtime (bundler runtime, runtime, core
 * and the plugin that provides the core to the page) by the CommonJS files
 * Node resolves, which the bundler cannot trim: the shell's entry carried
 * all of the federation SDK, and every remote entry too, for the two names
 * it uses. Their ES module builds are the same code, trimmed (the shell's
 * entry 36.5 → 31.0 KiB gzip, a remote's 15.3 → 9.8). Each build takes
 * every one of them from the ES module build, so no file comes twice.
 */
export function federationRuntimeModules(): Record<string, string> {
  const fromPlugin = createRequire(requireFromHere.resolve('@module-federation/enhanced/rspack'));
  const tools = fromPlugin.resolve('@module-federation/runtime-tools');
  const fromTools = createRequire(tools);
  const commonJsFiles = [
    fromTools.resolve('@module-federation/webpack-bundler-runtime'),
    fromTools.resolve('@module-federation/runtime'),
    fromTools.resolve('@module-federation/runtime/helpers'),
    fromTools.resolve('@module-federation/runtime-core'),
    tools,
    tools.replace(/index\.cjs$/, 'runtime-core.cjs'),
    fromPlugin.resolve('@module-federation/inject-external-runtime-core-plugin'),
  ];
  return Object.fromEntries(
    commonJsFiles
      .filter((file) => file.endsWith('.cjs'))
      .map((file) => [file, file.replace(/\.cjs$/, '.js')]),
  );
}

/**
 * The shared table for the server builds. The shell's server provides every
 * singleton, eagerly (nothing is downloaded on a server, so no async
 * boundary is needed); a remote's server build brings no copy of its own
 * (`import: false`) and takes the shell's, or fails to load, which renders
 * its slot in the browser as before. Whole libraries: no trimming here.
 */
export function serverSharedConfig(appDir: string, isHost: boolean) {
  return sharedTable(appDir, () => (isHost ? { eager: true } : { import: false as const }));
}
