/**
 * Loads one page in a fresh Chromium profile with latency added to every
 * request and reports its JavaScript (gzip) and its sequential request
 * rounds. Shared by `npm run report:loading` and `npm run report:weight`;
 * the method is described in loading.ts and docs/performance.md.
 */
import type { Page } from 'playwright-core';
import { addLatency, recordScripts, type DownloadedScript } from '../support/network';
import type { TestSite } from '../support/site';

interface Timed {
  url: string;
  type: string;
  /** Milliseconds after navigation start (Resource Timing). */
  start: number;
  end: number;
  round: number;
}

export interface PageReport {
  path: string;
  scripts: DownloadedScript[];
  ownBytes: number;
  /** `ownBytes` as brotli (quality 11) rather than gzip. */
  ownBrotliBytes: number;
  /** How many scripts make up `ownBytes`. */
  ownFiles: number;
  prefetchBytes: number;
  chain: Timed[] | null;
  /** Every request up to the remote's first content, by round. */
  rounds: Timed[];
  remoteContentMs: number | null;
}

export const KIB = 1024;
/** Added to every request so that requests in one round are clearly apart from the next. */
const EMULATED_LATENCY_MS = 100;

/** Records when a remote's first heading shows in <main> (ms after navigation start). */
const WATCH_REMOTE_CONTENT = `
  (() => {
    performance.setResourceTimingBufferSize(1000);
    const seen = () => {
      const heading = document.querySelector('main h1');
      if (heading) {
        window.__remoteContentAt = performance.now();
        return true;
      }
      return false;
    };
    const observer = new MutationObserver(() => { if (seen()) observer.disconnect(); });
    document.addEventListener('DOMContentLoaded', () => {
      if (!seen()) observer.observe(document.body, { childList: true, subtree: true });
    });
  })();
`;

function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * Resolves once the page has finished a request to each of `origins` (a
 * remote's entry, fetched by the page or prefetched when idle), or after
 * `timeoutMs`, whichever comes first.
 */
function finishedFrom(page: Page, origins: string[], timeoutMs = 20_000): Promise<void> {
  const waiting = new Set(origins);
  return new Promise((resolve) => {
    const timer = setTimeout(done, timeoutMs);
    function done() {
      clearTimeout(timer);
      page.off('requestfinished', onFinished);
      resolve();
    }
    function onFinished(request: { url(): string }) {
      waiting.delete(originOf(request.url()));
      if (waiting.size === 0) done();
    }
    page.on('requestfinished', onFinished);
    if (waiting.size === 0) done();
  });
}

/**
 * Numbers the rounds: a request is in round n + 1 when the latest round of
 * the requests that had finished before it started is n (the document is
 * round 1). With latency added to every request, requests issued together
 * fall in one round and a request that waited for another lands after it.
 */
function numberRounds(requests: Omit<Timed, 'round'>[]): Timed[] {
  const timed: Timed[] = [];
  for (const request of [...requests].sort((a, b) => a.start - b.start)) {
    const before = timed.filter((other) => other.end <= request.start);
    timed.push({ ...request, round: 1 + Math.max(0, ...before.map((other) => other.round)) });
  }
  return timed;
}

/** One request per round, from the document to `target`. */
function chainTo(requests: Timed[], target: Timed): Timed[] {
  const chain = [target];
  let current = target;
  while (current.round > 1) {
    // Prefer a request to the same origin (a remote's manifest before its
    // entry), then the one that finished last.
    const origin = originOf(current.url);
    const previous = requests
      .filter((r) => r.round === current.round - 1 && r.end <= current.start)
      .sort(
        (a, b) =>
          Number(originOf(b.url) === origin) - Number(originOf(a.url) === origin) || b.end - a.end,
      )[0];
    if (!previous) break;
    chain.unshift(previous);
    current = previous;
  }
  return chain;
}

export interface MeasureOptions {
  /**
   * Where the page is served (the shell's origin unless told), for a build
   * served apart such as the single bundle.
   */
  origin?: string;
  /** The single bundle: no remotes; the rounds run to its last script before the heading. */
  singleBundle?: boolean;
  /**
   * How the visitor reaches the page, instead of opening `origin + path`
   * (an administrator logging in first). Everything downloaded on the way
   * counts; the request rounds are not measured then.
   */
  visit?: (page: Page, origin: string) => Promise<void>;
}

export async function measure(
  site: TestSite,
  path: string,
  options: MeasureOptions = {},
): Promise<PageReport> {
  const context = await site.newContext();
  const page: Page = await context.newPage();
  await addLatency(context, page, EMULATED_LATENCY_MS);
  await page.addInitScript(WATCH_REMOTE_CONTENT);
  const recorded = recordScripts(page);

  const origin = options.origin ?? site.stack.urls.shell;
  // The shell downloads every public remote once idle (never admin's); the single bundle has none.
  const prefetched = finishedFrom(
    page,
    options.singleBundle
      ? []
      : (['content', 'commerce', 'booking'] as const).map((app) => site.stack.urls[app]),
  );
  if (options.visit) await options.visit(page, origin);
  else await page.goto(`${origin}${path}`);
  const remoteOrigins = new Set(
    options.singleBundle
      ? []
      : (['content', 'commerce', 'booking', 'admin'] as const).map((app) => site.stack.urls[app]),
  );
  await page.locator('main h1').first().waitFor();
  // Let idle prefetching run and finish, as it would while a visitor reads.
  await prefetched;
  await page.waitForLoadState('networkidle');

  const measured = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      remoteContentAt: (window as unknown as { __remoteContentAt?: number }).__remoteContentAt,
      entries: [
        { url: location.href, type: 'document', start: 0, end: navigation.responseEnd },
        ...resources.map((r) => ({
          url: r.name,
          type: r.initiatorType,
          start: r.startTime,
          end: r.responseEnd,
        })),
      ],
    };
  });
  const scripts = await recorded.settled();
  await context.close();

  // The page's own remote is the one the shell started before the page's
  // heading showed (mf-content for '/'); on the shell's own pages (/login)
  // every remote is fetched later, by idle prefetching.
  const headingAt = measured.remoteContentAt ?? Number.POSITIVE_INFINITY;
  const firstRemoteRequest = measured.entries
    .filter((entry) => remoteOrigins.has(originOf(entry.url)) && entry.start < headingAt)
    .sort((a, b) => a.start - b.start)[0];
  const ownRemote = firstRemoteRequest ? originOf(firstRemoteRequest.url) : null;

  // Each file once. It is the page's when the page ran it (any request for
  // it but a `<link rel="prefetch">`: another remote's widget the page
  // mounts counts), and prefetched for the next pages otherwise.
  const byUrl = new Map<string, DownloadedScript>();
  for (const script of scripts) {
    const seen = byUrl.get(script.url);
    byUrl.set(script.url, seen ? { ...seen, prefetch: seen.prefetch && script.prefetch } : script);
  }
  const files = [...byUrl.values()];
  const own = files.filter((s) => !s.prefetch);
  const ownBytes = own.reduce((sum, s) => sum + s.gzipBytes, 0);
  const ownBrotliBytes = own.reduce((sum, s) => sum + s.brotliBytes, 0);
  const prefetchBytes = files.filter((s) => s.prefetch).reduce((sum, s) => sum + s.gzipBytes, 0);

  let chain: Timed[] | null = null;
  let rounds: Timed[] = [];
  const shownAt = measured.remoteContentAt;
  // The chain runs to the last script the page ran before its heading
  // showed: the shell's or its remote's (the single bundle has no remote).
  const pageOrigins = new Set([originOf(origin), ...(ownRemote ? [ownRemote] : [])]);
  const counts = (r: Timed) =>
    pageOrigins.has(originOf(r.url)) && r.end <= (shownAt ?? 0) && /\.js(\?|$)/.test(r.url);
  const measurable = !options.visit && (ownRemote !== null || options.singleBundle === true);
  if (measurable && shownAt !== undefined) {
    const requests = numberRounds(measured.entries.filter((r) => r.start <= shownAt));
    rounds = requests;
    const target = requests.filter(counts).sort((a, b) => b.round - a.round || b.end - a.end)[0];
    if (target) chain = chainTo(requests, target);
  }
  return {
    path,
    scripts: files,
    ownBytes,
    ownBrotliBytes,
    ownFiles: own.length,
    prefetchBytes,
    chain,
    rounds,
    remoteContentMs: shownAt ?? null,
  };
}

function shortUrl(site: TestSite, url: string): string {
  for (const [app, origin] of Object.entries(site.stack.urls)) {
    if (url.startsWith(origin)) return `${app}${url.slice(origin.length)}`;
  }
  return url;
}

export function print(site: TestSite, report: PageReport) {
  const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
  console.info(`\n${report.path}`);
  console.info(
    `  JS to show the page: ${kib(report.ownBytes)} gzip` +
      ` (${report.scripts.length} scripts in all)`,
  );
  console.info(`  JS prefetched when idle for the next pages: ${kib(report.prefetchBytes)} gzip`);
  console.info(`  Total JS downloaded: ${kib(report.ownBytes + report.prefetchBytes)} gzip`);
  for (const script of [...report.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.info(`    ${kib(script.gzipBytes).padStart(10)}  ${shortUrl(site, script.url)}`);
  }
  if (report.chain) {
    console.info(
      `  Sequential request rounds before the remote's first content paints: ${report.chain.length}` +
        ` (content shown ${report.remoteContentMs?.toFixed(0)} ms after navigation start,` +
        ` with ${EMULATED_LATENCY_MS} ms added to every request)`,
    );
    const last = report.chain.at(-1)?.round ?? 0;
    for (let round = 1; round <= last; round += 1) {
      const inRound = report.rounds.filter((r) => r.round === round);
      console.info(`    round ${round}: ${inRound.map((r) => shortUrl(site, r.url)).join(', ')}`);
    }
    console.info('  Critical chain:');
    for (const request of report.chain) {
      console.info(
        `    ${request.round}. ${shortUrl(site, request.url)}` +
          ` (${request.start.toFixed(0)}–${request.end.toFixed(0)} ms)`,
      );
    }
  }
}
