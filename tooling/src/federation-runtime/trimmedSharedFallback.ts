/**
 * A runtime plugin every app carries (tooling/src/rspack/sharing.ts): production builds
 * share trimmed copies of some libraries (tooling/src/rspack/usedExports.ts), and the
 * copy already on the page, usually the deployed shell's, may lack a name a
 * remote built later needs (a new MUI component). Handed that copy, the
 * remote would crash (React error #130). This plugin checks the loaded copy
 * for every name the consuming app was built to use; when some are missing
 * it logs a warning and lets the app load its own copy instead (the
 * runtime's fallback), so the remote still renders.
 *
 * It imports no shared module (it runs while they are being negotiated):
 * only types.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];
type Resolved = ReturnType<ResolveShareArgs['resolver']>;

/** The names of `needed` that a loaded module lacks (none when it is not loaded yet). */
export function missingExports(
  resolved: NonNullable<Resolved>,
  needed: readonly string[],
): string[] {
  const copy = resolved.useTreesShaking ? resolved.shared.treeShaking : resolved.shared;
  const factory = copy?.lib;
  if (typeof factory !== 'function') return [];
  const module = factory() as Record<string, unknown> | null | undefined;
  if (!module || typeof module !== 'object') return [];
  return needed.filter((name) => name !== 'default' && module[name] === undefined);
}

export default function trimmedSharedFallback(): ModuleFederationRuntimePlugin {
  return {
    name: 'parish-trimmed-shared-fallback',
    resolveShare(args) {
      const needed = args.shareInfo.treeShaking?.usedExports;
      if (!needed?.length) return args;
      const resolve = args.resolver;
      args.resolver = () => {
        const resolved = resolve();
        if (!resolved) return resolved;
        const missing = missingExports(resolved, needed);
        if (missing.length === 0) return resolved;
        console.warn(
          `[federation] ${args.pkgName} from ${resolved.shared.from} lacks ${missing.join(', ')},` +
            ` which ${args.shareInfo.from} uses: it loads its own copy. Rebuild and deploy the shell` +
            ' with these names (npm run shared:exports) to share one copy again.',
        );
        // No registered copy: the runtime falls back to the app's own.
        return undefined;
      };
      return args;
    },
  };
}
