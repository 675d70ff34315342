/**
 * Which of a remote's files a page needs, read from its `mf-manifest.json`:
 * the entry, the `./routes` module, and the chunks of the one page the URL
 * shows (`metaData.pages`, written by the remote's build:
 * tooling/src/rspack/pageChunks.ts). Used by the shell's server for the page's
 * preloads and by the page to fetch the next page's files ahead.
 *
 * Plain data, no browser or shared module: it runs in the shell's entry
 * and on the server.
 */

/** The parts of mf-manifest.json naming the files of the entry, `./routes` and each page. */
export interface RemoteManifestFiles {
  metaData: {
    remoteEntry: { name: string; path: string };
    /** Route path (as the remote's route table has it) → the page's files. */
    pages?: Record<string, string[]>;
  };
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

export function isRemoteManifestFiles(value: unknown): value is RemoteManifestFiles {
  const manifest = value as Partial<RemoteManifestFiles> | null;
  return (
    typeof manifest?.metaData?.remoteEntry?.name === 'string' && Array.isArray(manifest.exposes)
  );
}

function segments(path: string): string[] {
  return path.toLowerCase().split('/').filter(Boolean);
}

/**
 * Whether a route path of a remote's table (`/courses/:course`) matches
 * `pathname`, as the router matches it: case and trailing slashes aside,
 * each `:name` standing for one segment.
 */
export function matchesPagePath(routePath: string, pathname: string): boolean {
  const pattern = segments(routePath);
  const actual = segments(pathname);
  return (
    pattern.length === actual.length &&
    pattern.every((part, i) => part.startsWith(':') || part === actual[i])
  );
}

/** The files of the page `pathname` shows, relative to the manifest; null when the manifest has no page list. */
export function pageFilesFor(manifest: RemoteManifestFiles, pathname: string): string[] | null {
  const pages = manifest.metaData.pages;
  if (!pages) return null;
  // An exact path wins over a pattern (`/courses` before `/courses/:course`).
  const paths = Object.keys(pages).sort(
    (a, b) => Number(a.includes(':')) - Number(b.includes(':')),
  );
  const match = paths.find((path) => matchesPagePath(path, pathname));
  return match ? (pages[match] ?? []) : [];
}

/**
 * Absolute URLs of what showing `pathname` needs from a remote (files sit
 * beside its manifest): its entry, the `./routes` module's own chunks and
 * the page's chunks. A manifest without a page list (a build from before
 * it) gives every chunk of `./routes`, as the shell used to preload.
 * Without `pathname`, the entry and `./routes` only.
 */
export function remoteFilesFor(
  manifestUrl: string,
  manifest: unknown,
  pathname?: string,
): string[] {
  if (!isRemoteManifestFiles(manifest)) return [];
  const base = new URL('.', manifestUrl);
  const { name, path } = manifest.metaData.remoteEntry;
  const routes = manifest.exposes.find((expose) => expose.name === 'routes');
  const pageFiles =
    pathname === undefined ? [] : (pageFilesFor(manifest, pathname) ?? routes?.assets.js.async);
  const files = [
    path ? `${path.replace(/\/+$/, '')}/${name}` : name,
    ...(routes?.assets.js.sync ?? []),
    ...(pageFiles ?? []),
  ];
  return [...new Set(files)].map((file) => new URL(file, base).href);
}
