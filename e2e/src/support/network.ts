import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Response } from 'playwright-core';

export interface DownloadedScript {
  url: string;
  gzipBytes: number;
  /** Its size as the site server's brotli copy (quality 11, precompressed.ts). */
  brotliBytes: number;
  /** Fetched by a `<link rel="prefetch">` (for a later page), not run by this one. */
  prefetch: boolean;
}

/**
 * Records every JavaScript file the page downloads, with its gzip and
 * brotli sizes (what a browser receives from a compressing server; the
 * budgets are gzip figures, brotli is what a browser taking it gets).
 */
export function recordScripts(page: Page) {
  const pending: Promise<void>[] = [];
  const scripts: DownloadedScript[] = [];
  page.on('response', (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && !/\.js(\?|$)/.test(response.url())) return;
    pending.push(
      response
        .body()
        .then((body) => {
          scripts.push({
            url: response.url(),
            gzipBytes: gzipSync(body, { level: 9 }).length,
            brotliBytes: brotliCompressSync(body, {
              params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
            }).length,
            prefetch: /prefetch/.test(response.request().headers()['sec-purpose'] ?? ''),
          });
        })
        .catch(() => {}),
    );
  });
  return {
    scripts,
    settled: async () => {
      await Promise.all(pending);
      return scripts;
    },
  };
}

/** Every URL the page requested, for origin checks. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/**
 * Adds `ms` of latency to every request of `page` (Chrome DevTools network
 * emulation), so requests that wait for one another fall visibly apart from
 * requests that run in parallel.
 */
export async function addLatency(context: BrowserContext, page: Page, ms: number) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: ms,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}
