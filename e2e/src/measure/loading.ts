/**
 * `npm run report:loading [-- /path …]`: how much JavaScript each page (by
 * default the home and login pages) downloads, and how many request rounds stand between the document and the
 * first content a remote paints. Builds every app for production (set
 * E2E_REUSE_BUILD=1 to reuse existing builds), serves them on free ports as
 * `npm start` does, and loads each page in a fresh Chromium profile.
 *
 * Method (also in docs/performance.md):
 * - JS size: every response that is a script, gzipped here at level 9 as
 *   the app servers do, summed. Scripts from remotes other than the page's
 *   own are listed apart as idle prefetching (they are fetched after the
 *   page is shown, for the next navigation).
 * - Rounds: the time the remote's first heading appears is recorded in the
 *   page. From the last remote script that finished before it, the chain is
 *   walked back: each request's predecessor is the request that finished
 *   last before it started. The chain's length, document included, is the
 *   number of sequential request rounds.
 */
import type { Page } from 'playwright-core';
import { buildUnlessReused } from '../support/globalSetup';
import { addLatency, recordScripts, type DownloadedScript } from '../support/network';
import { startTestSite, type TestSite } from '../support/site';

interface Timed {
  url: string;
  type: string;
  /** Milliseconds after navigation start (Resource Timing). */
  start: number;
  end: number;
  round: number;
}

interface PageReport {
  path: string;
  scripts: DownloadedScript[];
  ownBytes: number;
  prefetchBytes: number;
  chain: Timed[] | null;
  /** Every request up to the remote's first content, by round. */
  rounds: Timed[];
  remoteContentMs: number | null;
}

const KIB = 1024;
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

async function measure(site: TestSite, path: string): Promise<PageReport> {
  const context = await site.newContext();
  const page: Page = await context.newPage();
  await addLatency(context, page, EMULATED_LATENCY_MS);
  await page.addInitScript(WATCH_REMOTE_CONTENT);
  const recorded = recordScripts(page);

  await page.goto(site.url(path));
  const remoteOrigins = new Set(
    (['content', 'commerce', 'booking', 'admin'] as const).map((app) => site.stack.urls[app]),
  );
  await page.locator('main h1').first().waitFor();
  // Let idle prefetching run and finish, as it would while a visitor reads.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3_000);
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

  // The page's own remote is the one whose manifest the shell fetched before
  // the page's heading showed (prefetching starts only when the page is idle);
  // none for the shell's own pages such as /login.
  const shownAt = measured.remoteContentAt;
  const ownManifest = measured.entries
    .filter(
      (entry) =>
        remoteOrigins.has(originOf(entry.url)) &&
        entry.url.endsWith('/mf-manifest.json') &&
        (shownAt === undefined || entry.start <= shownAt),
    )
    .sort((a, b) => a.start - b.start)[0];
  const ownRemote = ownManifest ? originOf(ownManifest.url) : null;

  const isPrefetch = (url: string) =>
    remoteOrigins.has(originOf(url)) && originOf(url) !== ownRemote;
  const ownBytes = scripts
    .filter((s) => !isPrefetch(s.url))
    .reduce((sum, s) => sum + s.gzipBytes, 0);
  const prefetchBytes = scripts
    .filter((s) => isPrefetch(s.url))
    .reduce((sum, s) => sum + s.gzipBytes, 0);

  let chain: Timed[] | null = null;
  let rounds: Timed[] = [];
  if (ownRemote && shownAt !== undefined) {
    const requests = numberRounds(measured.entries.filter((r) => r.start <= shownAt));
    rounds = requests;
    const target = requests
      .filter((r) => originOf(r.url) === ownRemote && r.end <= shownAt)
      .sort((a, b) => b.round - a.round || b.end - a.end)[0];
    if (target) chain = chainTo(requests, target);
  }
  return {
    path,
    scripts,
    ownBytes,
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

function print(site: TestSite, report: PageReport) {
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

async function main() {
  await buildUnlessReused();
  const site = await startTestSite();
  try {
    // A first visit warms the servers' gzip caches, so timings reflect the network, not compression.
    await measure(site, '/');
    const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
    for (const path of paths.length > 0 ? paths : ['/', '/login']) {
      print(site, await measure(site, path));
    }
  } finally {
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
