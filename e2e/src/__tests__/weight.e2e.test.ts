/**
 * Page-weight budgets (issue 15): each page of the site beside the same page
 * built as one bundle with no federation, measured as `npm run report:weight`
 * measures it (weightRows.ts, pageLoad.ts: gzip JavaScript before idle
 * prefetching, latency added to every request for the rounds). The single
 * bundle is built here, once, unless E2E_REUSE_BUILD=1 finds one.
 */
import type { RunningAppServer } from '@parish/site-server';
import { pathInLanguage } from '@parish/shared-types';
import { KIB, measure } from '../measure/pageLoad';
import {
  ADMIN_ROUTE,
  PUBLIC_ROUTES,
  startSingleBundle,
  weightRow,
  weightTable,
  type WeightRow,
} from '../measure/weightRows';
import { expect, test } from '../support/fixtures';
import type { TestSite } from '../support/site';

/**
 * Every public page: at most this many times its single-bundle build. It
 * was 1.25, then 1.31 while the parish details' zod check (issue 26) and
 * the reset page's schemas (issue 25) sat on every first load; with zod off
 * the first load again (issue 28) the heaviest, `/about`, is 1.20×.
 */
const PUBLIC_RATIO = 1.21;
/** `/` (issue 28's target): 1.12× measured. */
const HOME_RATIO = 1.15;
/** The back-office after login. */
const ADMIN_RATIO = 1.3;
/**
 * `/` before idle prefetching: 310.2 KiB measured with TanStack Query
 * (10.1 KiB) and axios loaded with the first API request (319.7 with axios
 * and without the library; 369 before issue 28). The
 * issue 15 asked 250 KiB, less than the single bundle's own home page once
 * federated (its runtime, each remote's entry, the shared MUI holding every
 * app's components); docs/performance.md says what stands between the two.
 * 321 since issue 38: the liturgical day, Mass intentions and sacrament
 * requests add their paths, calls, routes and labels to the registries every
 * page carries (319.3 → 320.7 KiB); splitting those registries by domain is
 * the way back under 320. 322 since issue 37's weekly bulletin and newsletter
 * topics: their paths, calls, routes, roles and pages in the same registries,
 * home's one-line link to this week's bulletin and the footer's link to the
 * topics (320.7 → 321.2 and 321.1 KiB, each measured alone).
 */
const HOME_KIB = 322;
/**
 * A Spanish page carries its catalogs besides the English (the source,
 * compiled into the code): issue 36 allows 5 KiB more JavaScript than the
 * same page in English. Measured +3.7 (`/es`) to +4.8 (`/es/calendar`):
 * a page loads only its own feature's catalog, built without its ids.
 */
const SPANISH_EXTRA_KIB = 5;
/** After the document: the shell, the page's remote and the page, side by side. */
const HOME_ROUNDS_AFTER_DOCUMENT = 3;

// The first test builds the single bundle (unless E2E_REUSE_BUILD=1 finds one).
test.describe.configure({ timeout: 240_000 });

/** The single bundle, served beside the file's site once a test needs it. */
let single: Promise<RunningAppServer> | undefined;
/** Each page measured once, whichever test asks first. */
const results = new Map<string, ReturnType<typeof weightRow>>();

test.afterAll(async () => {
  await (await single)?.close();
  const rows: WeightRow[] = [];
  for (const result of results.values()) rows.push((await result).row);
  if (rows.length > 0) console.info(`Page weight:\n\n${weightTable(rows)}\n`);
});

async function measured(site: TestSite, path: string): ReturnType<typeof weightRow> {
  single ??= startSingleBundle(site);
  const { url } = await single;
  let result = results.get(path);
  if (!result) {
    result = weightRow(site, url, path);
    results.set(path, result);
  }
  return result;
}

test.describe('page weight budgets', () => {
  for (const path of PUBLIC_ROUTES) {
    test(`shows ${path} within ${PUBLIC_RATIO}× its single-bundle build`, async ({ site }) => {
      const { row, federated } = await measured(site, path);
      expect(federated.ownFiles).toBeGreaterThan(0);
      expect(row.single.kib).toBeGreaterThan(0);
      expect(row.ratio).toBeLessThanOrEqual(PUBLIC_RATIO);
    });
  }

  test(`shows / within ${HOME_RATIO}× its single-bundle build`, async ({ site }) => {
    const { row } = await measured(site, '/');
    expect(row.ratio).toBeLessThanOrEqual(HOME_RATIO);
  });

  test(`shows / in at most ${HOME_KIB} KiB of JavaScript and ${HOME_ROUNDS_AFTER_DOCUMENT} request rounds after the document`, async ({
    site,
  }) => {
    const { federated } = await measured(site, '/');
    expect(federated.ownBytes / KIB).toBeLessThanOrEqual(HOME_KIB);
    const chain = federated.chain?.map((request) => request.url) ?? [];
    // The document, then the shell's entry with the page's remote (its
    // manifest, entry, routes and page chunks, preloaded from the HTML),
    // then the shell's chunks.
    expect(chain.length).toBeGreaterThan(0);
    expect(chain.length - 1).toBeLessThanOrEqual(HOME_ROUNDS_AFTER_DOCUMENT);
  });

  test(`shows ${ADMIN_ROUTE} after login within ${ADMIN_RATIO}× its single-bundle build`, async ({
    site,
  }) => {
    const { row } = await measured(site, ADMIN_ROUTE);
    expect(row.single.kib).toBeGreaterThan(0);
    expect(row.ratio).toBeLessThanOrEqual(ADMIN_RATIO);
  });
});

test.describe('pages in Spanish', () => {
  for (const path of PUBLIC_ROUTES) {
    const spanish = pathInLanguage(path, 'es');
    test(`shows ${spanish} in at most ${SPANISH_EXTRA_KIB} KiB more than ${path}`, async ({
      site,
    }) => {
      const { federated: english } = await measured(site, path);
      const inSpanish = await measure(site, spanish);
      const extraKib = (inSpanish.ownBytes - english.ownBytes) / KIB;
      console.info(
        `${spanish}: ${(inSpanish.ownBytes / KIB).toFixed(1)} KiB, +${extraKib.toFixed(1)}`,
      );
      expect(extraKib).toBeLessThanOrEqual(SPANISH_EXTRA_KIB);
    });
  }
});

test.describe('one federation runtime', () => {
  test("has no runtime core in the remotes' entries: they take the shell's", async ({ site }) => {
    for (const remote of ['content', 'commerce', 'booking', 'admin'] as const) {
      const entry = await (await fetch(site.url('/remoteEntry.js', remote))).text();
      expect({ remote, readsThePagesCore: entry.includes('_FEDERATION_RUNTIME_CORE') }).toEqual({
        remote,
        readsThePagesCore: true,
      });
      // The core's own code (it sets up the page's federation globals) is not in it.
      expect(entry).not.toContain('__GLOBAL_LOADING_REMOTE_ENTRY__');
    }
  });

  test("shows each remote's own page, with the runtime core from a script of its own", async ({
    newPage,
    site,
  }) => {
    const pages = [
      { remote: 'content', path: '/', heading: 'Welcome to Holy Trinity' },
      { remote: 'commerce', path: '/shop', heading: 'Church Shop' },
      { remote: 'booking', path: '/calendar', heading: 'Event Calendar' },
      { remote: 'admin', path: '/admin', heading: 'Admin Login' },
    ] as const;
    for (const { remote, path, heading } of pages) {
      const page = await newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(site.url(path, remote));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The page as served: chunks the page loads later add scripts of their own to its head.
      const served = (await response?.text()) ?? '';
      const firstScript = /<script\b[^>]*\ssrc="([^"]+)"/.exec(served)?.[1];
      expect(firstScript).toMatch(/^\/federation-runtime\.[0-9a-f]{8}\.js$/);
      expect({ remote, errors }).toEqual({ remote, errors: [] });
      await page.close();
    }
  });
});
