/**
 * What the shell's server writes into its page at serve time, so the page
 * needs no request before it can start the current route's remote:
 *
 * - the registry (what `/remotes.json` answers) as a JSON data block, which
 *   the shell reads instead of fetching `/remotes.json`;
 * - `<link rel="preload">` of the current route's remote: its manifest, its
 *   entry, its `./routes` module and the chunks of the page the URL shows,
 *   read from the manifest here (remoteFiles.ts), so the browser fetches
 *   them alongside the shell's own bundle, and nothing of the remote's
 *   other pages.
 *
 * A data block is not a script the browser runs: the Content-Security-Policy
 * needs nothing for it (its hash is added anyway, as for any inline script).
 * When the manifest cannot be read the page goes without the preloads and
 * the shell fetches the remote as before.
 */
import {
  escapeHtml,
  registryElement,
  remoteFilesFor,
  remoteForPath,
  splitLanguagePath,
  type RemotesRegistry,
} from '@parish/shared-types';

export { registryElement };

/** How long a remote's manifest is trusted before it is read again (a redeploy changes it). */
const MANIFEST_TTL_MS = 10_000;
/** A document waits at most this long for a manifest it does not have yet. */
const MANIFEST_TIMEOUT_MS = 1_000;

/**
 * Reads remotes' manifests for the page, each kept for a few seconds, and
 * answers which files of a remote a path needs.
 */
export function createManifestReader(ttlMs = MANIFEST_TTL_MS, timeoutMs = MANIFEST_TIMEOUT_MS) {
  const cache = new Map<string, { at: number; manifest: Promise<unknown> }>();
  const read = (manifestUrl: string): Promise<unknown> => {
    const cached = cache.get(manifestUrl);
    if (cached && Date.now() - cached.at < ttlMs) return cached.manifest;
    const manifest = fetch(manifestUrl, { signal: AbortSignal.timeout(timeoutMs) })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
        return (await response.json()) as unknown;
      })
      .catch(() => {
        cache.delete(manifestUrl);
        return null;
      });
    cache.set(manifestUrl, { at: Date.now(), manifest });
    if (cache.size > 100) cache.delete(cache.keys().next().value as string);
    return manifest;
  };
  return async (manifestUrl: string, pathname: string): Promise<string[]> =>
    remoteFilesFor(manifestUrl, await read(manifestUrl), pathname);
}

export interface PageHintsContext {
  registry: RemotesRegistry;
  /** The path the page is served for. */
  pathname: string;
  /** The files of a remote that a path needs, given the remote's manifest URL. */
  routeFiles: (manifestUrl: string, pathname: string) => Promise<string[]>;
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
      `<link rel="preload" href="${escapeHtml(location.manifest)}" as="fetch" crossorigin="anonymous" />`,
    );
    // The remote's routes know a page by its path in any language.
    for (const file of await routeFiles(location.manifest, splitLanguagePath(pathname).path)) {
      tags.push(`<link rel="preload" href="${escapeHtml(file)}" as="script" />`);
    }
  }
  return tags.join('\n    ');
}

/** Puts the hints at the end of the page's head (the charset stays in its first bytes). */
export function withPageHints(html: string, hints: string): string {
  return html.replace(/<\/head>/i, (end) => `  ${hints}\n  ${end}`);
}
