/**
 * What the shell's server writes into its page at serve time, so the page
 * needs no request before it can start the current route's remote:
 *
 * - the registry (what `/remotes.json` answers) as a JSON data block, which
 *   the shell reads instead of fetching `/remotes.json`;
 * - `<link rel="preload">` of the current route's remote: its manifest, its
 *   entry and the chunks of its `./routes`, read from the manifest here, so
 *   the browser fetches them alongside the shell's own bundle.
 *
 * A data block is not a script the browser runs: the Content-Security-Policy
 * needs nothing for it (its hash is added anyway, as for any inline script).
 * When the manifest cannot be read the page goes without the preloads and
 * the shell fetches the remote as before.
 */
import type { RemotesRegistry } from '@parish/shared-types';
import { REGISTRY_ELEMENT_ID } from '../../shell/src/features/remotes/lib/registryElement';
import { remoteForPath } from '../../shell/src/features/remotes/lib/routeTable';

/** How long a remote's manifest is trusted before it is read again (a redeploy changes it). */
const MANIFEST_TTL_MS = 10_000;
/** A document waits at most this long for a manifest it does not have yet. */
const MANIFEST_TIMEOUT_MS = 1_000;

/** The part of mf-manifest.json naming the files of the entry and of `./routes`. */
interface ManifestFiles {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

function isManifestFiles(value: unknown): value is ManifestFiles {
  const manifest = value as Partial<ManifestFiles> | null;
  return (
    typeof manifest?.metaData?.remoteEntry?.name === 'string' && Array.isArray(manifest.exposes)
  );
}

/** Absolute URLs of a remote's entry and `./routes` chunks (files sit beside the manifest). */
export function remoteRouteFiles(manifestUrl: string, manifest: unknown): string[] {
  if (!isManifestFiles(manifest)) return [];
  const base = new URL('.', manifestUrl);
  const { name, path } = manifest.metaData.remoteEntry;
  const routes = manifest.exposes.find((expose) => expose.name === 'routes');
  const files = [
    path ? `${path.replace(/\/+$/, '')}/${name}` : name,
    ...(routes ? [...routes.assets.js.sync, ...routes.assets.js.async] : []),
  ];
  return files.map((file) => new URL(file, base).href);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The registry as a data block; `<` is escaped so no value can close the element. */
export function registryElement(registry: RemotesRegistry): string {
  const json = JSON.stringify(registry).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${REGISTRY_ELEMENT_ID}">${json}</script>`;
}

/** Reads remotes' manifests for the page, each kept for a few seconds. */
export function createManifestReader(ttlMs = MANIFEST_TTL_MS, timeoutMs = MANIFEST_TIMEOUT_MS) {
  const cache = new Map<string, { at: number; files: Promise<string[]> }>();
  return (manifestUrl: string): Promise<string[]> => {
    const cached = cache.get(manifestUrl);
    if (cached && Date.now() - cached.at < ttlMs) return cached.files;
    const files = fetch(manifestUrl, { signal: AbortSignal.timeout(timeoutMs) })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
        return remoteRouteFiles(manifestUrl, await response.json());
      })
      .catch(() => {
        cache.delete(manifestUrl);
        return [];
      });
    cache.set(manifestUrl, { at: Date.now(), files });
    if (cache.size > 100) cache.delete(cache.keys().next().value as string);
    return files;
  };
}

export interface PageHintsContext {
  registry: RemotesRegistry;
  /** The path the page is served for. */
  pathname: string;
  /** A remote's entry and `./routes` files, given its manifest URL. */
  routeFiles: (manifestUrl: string) => Promise<string[]>;
}

/** The tags to put in the page's head. Admin pages preload nothing: they wait for a session. */
export async function pageHints({
  registry,
  pathname,
  routeFiles,
}: PageHintsContext): Promise<string> {
  const tags = [registryElement(registry)];
  const remote = remoteForPath(pathname);
  const location = remote && remote !== 'admin' ? registry[remote] : undefined;
  if (location) {
    // A plain cross-origin GET, as the federation runtime fetches it.
    tags.push(
      `<link rel="preload" href="${escapeAttribute(location.manifest)}" as="fetch" crossorigin="anonymous" />`,
    );
    for (const file of await routeFiles(location.manifest)) {
      tags.push(`<link rel="preload" href="${escapeAttribute(file)}" as="script" />`);
    }
  }
  return tags.join('\n    ');
}

/** Puts the hints at the end of the page's head (the charset stays in its first bytes). */
export function withPageHints(html: string, hints: string): string {
  return html.replace(/<\/head>/i, (end) => `  ${hints}\n  ${end}`);
}
