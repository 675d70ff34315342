/**
 * What the shell's server answers beside the static build: `/remotes.json`
 * from the live registry (read again whenever it changes, so a deploy needs
 * no restart) and its page's security headers, built from the same
 * registry. The page itself carries the registry and preloads the current
 * route's remote (pageHints.ts).
 */
import type { RenderedDocument } from './ssr/serverPages';
import type { ServerPages } from './ssr/serverPages';
import { createManifestReader, pageHints, withPageHints } from './pageHints';
import { withPageLanguage } from './pageLanguage';
import { createRegistryReader, emptyRegistry, remotesJsonFor } from './registry';
import { shellPageHeaders } from './securityHeaders';
import type { Remote } from './topology';

/** What the shell's server adds: the registry and its page's headers. */
export interface ShellDocuments {
  /** `/remotes.json`'s body, and when the registry behind it last changed. */
  remotesJson: () => Promise<{ body: string; lastModified: Date }>;
  /** The page (index.html) as served for `pathname`: the registry and preloads written in. */
  page: (html: string, pathname: string) => Promise<string>;
  /** Headers of the page (index.html), given its text and path: the CSP and friends. */
  pageHeaders: (html: string, pathname: string) => Promise<Record<string, string>>;
  /**
   * The page rendered on the server (ssr/serverPages.ts), given the page as
   * `page` wrote it; null when it is not rendered there. Absent without the
   * shell's server build.
   */
  renderedDocument?: (
    page: string,
    url: URL,
    cookieHeader: string | undefined,
    /** The visitor request's id, which the API receives with the page's reads. */
    requestId?: string,
  ) => Promise<RenderedDocument | null>;
}

export interface ShellDocumentsOptions {
  /** The releases directory holding `registry.json`; without it, always the unversioned builds. */
  releasesDir?: string;
  /** Each remote's public base URL. */
  baseUrls: Record<Remote, string>;
  /** PUBLIC_API_BASE_URL, when the browser calls the API on another origin. */
  apiBaseUrl?: string;
  /** The site's public URL (SHELL_URL): https gives the page HSTS. */
  siteUrl?: string;
  /** LIVESTREAM_PLAYER_ORIGIN: the one player origin /live may frame. */
  livestreamPlayerOrigin?: string;
}

/** The registry as remotes.json answers it, read from the releases directory when there is one. */
export function createRemotesReader(options: ShellDocumentsOptions) {
  const startedAt = new Date();
  const readRegistry = options.releasesDir
    ? createRegistryReader(options.releasesDir)
    : async () => ({ document: emptyRegistry(), modifiedAt: startedAt });
  return async () => {
    const { document, modifiedAt } = await readRegistry();
    return { registry: remotesJsonFor(document, options.baseUrls), modifiedAt };
  };
}

export function createShellDocuments(
  options: ShellDocumentsOptions,
  /** Server rendering of the public pages, when the shell's server build runs (ssr/serverPages.ts). */
  renderedDocument?: ServerPages,
): ShellDocuments {
  const routeFiles = createManifestReader();
  const currentRemotes = createRemotesReader(options);

  return {
    remotesJson: async () => {
      const { registry, modifiedAt } = await currentRemotes();
      return { body: JSON.stringify(registry), lastModified: modifiedAt };
    },
    page: async (html, pathname) => {
      const { registry } = await currentRemotes();
      const hinted = withPageHints(html, await pageHints({ registry, pathname, routeFiles }));
      return withPageLanguage(hinted, pathname, options.siteUrl);
    },
    pageHeaders: async (html, pathname) => {
      const { registry } = await currentRemotes();
      return shellPageHeaders({
        registry,
        html,
        apiBaseUrl: options.apiBaseUrl,
        pathname,
        https: options.siteUrl?.startsWith('https://') ?? false,
        livestreamPlayerOrigin: options.livestreamPlayerOrigin,
      });
    },
    renderedDocument,
  };
}
