/**
 * Which files each page of a remote needs, written into its manifest
 * (`pages`: route path → chunk files, beside the manifest), so the shell
 * downloads the current page's code and not every page of the remote:
 * its server preloads them from the page's HTML (pageHints.ts), and a link
 * a visitor points at fetches its page's files ahead (prefetch.ts).
 *
 * A remote's `src/app/routes.tsx` maps each path to a page component that
 * it imports lazily (`const X = lazyPage(() => import('…'), catalogs)`, or React's
 * `lazy`, then `'/path': X` in its table). The path of each lazy import is read from that source; its
 * files from the chunk group the bundler made for that import.
 */
import { readFileSync } from 'node:fs';
import type { Compilation } from '@rspack/core';

// The page's import, then (lazyPage) maybe its catalogs: `lazyPage(() => import('…'), aboutCatalogs)` or `[givingCatalogs, paymentCatalogs]`.
const LAZY_IMPORT =
  /const\s+([A-Za-z_$][\w$]*)\s*=\s*(?:lazy|lazyPage)\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)\s*(?:,\s*(?:[A-Za-z_$][\w$]*|\[[\w$\s,]*\])\s*)?,?\s*\)/g;
const TABLE_ENTRY = /'(\/[^']*)'\s*:\s*([A-Za-z_$][\w$]*)\s*[,}]/g;

/** Route path → the request its page is lazily imported by, read from a route table's source. */
export function pageImports(source: string): Record<string, string> {
  const lazyPages = new Map<string, string>();
  for (const [, name, request] of source.matchAll(LAZY_IMPORT)) {
    if (name && request) lazyPages.set(name, request);
  }
  const pages: Record<string, string> = {};
  for (const [, path, name] of source.matchAll(TABLE_ENTRY)) {
    const request = name ? lazyPages.get(name) : undefined;
    if (path && request) pages[path] = request;
  }
  return Object.fromEntries(Object.entries(pages).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Route path → the JavaScript files its page's lazy import loads (its chunk
 * group: the page's chunk and the split chunks it shares with others).
 */
export function pageFiles(compilation: Compilation, routesFile: string): Record<string, string[]> {
  const imports = pageImports(readFileSync(routesFile, 'utf8'));
  const pathsByRequest = new Map<string, string[]>();
  for (const [path, request] of Object.entries(imports)) {
    pathsByRequest.set(request, [...(pathsByRequest.get(request) ?? []), path]);
  }
  const pages: Record<string, string[]> = {};
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      const from = origin.module as { resource?: string } | undefined;
      if (from?.resource !== routesFile || !origin.request) continue;
      const files = group.getFiles().filter((file) => file.endsWith('.js'));
      for (const path of pathsByRequest.get(origin.request) ?? []) {
        pages[path] = [...new Set([...(pages[path] ?? []), ...files])].sort();
      }
    }
  }
  return Object.fromEntries(Object.entries(pages).sort(([a], [b]) => a.localeCompare(b)));
}
