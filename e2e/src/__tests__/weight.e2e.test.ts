/**
 * Page-weight budgets (issue 15): each page of the site beside the same page
 * built as one bundle with no federation, measured as `npm run report:weight`
 * measures it (weightRows.ts, pageLoad.ts: gzip JavaScript before idle
 * prefetching, latency added to every request for the rounds). The single
 * bundle is built here, once, unless E2E_REUSE_BUILD=1 finds one.
 */
import type { RunningAppServer } from '@parish/site-server';
import { KIB } from '../measure/pageLoad';
import {
  ADMIN_ROUTE,
  PUBLIC_ROUTES,
  startSingleBundle,
  weightRow,
  weightTable,
  type WeightRow,
} from '../measure/weightRows';
import { siteForThisFile } from '../support/site';

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
 * `/` before idle prefetching: 317 KiB measured (369 before issue 28). The
 * issue 15 asked 250 KiB, less than the single bundle's own home page once
 * federated (its runtime, each remote's entry, the shared MUI holding every
 * app's components); docs/performance.md says what stands between the two.
 */
const HOME_KIB = 320;
/** After the document: the shell, the page's remote and the page, side by side. */
const HOME_ROUNDS_AFTER_DOCUMENT = 3;

const site = siteForThisFile();
let single: RunningAppServer | undefined;
/** Each page measured once, whichever test asks first. */
const results = new Map<string, ReturnType<typeof weightRow>>();

beforeAll(async () => {
  single = await startSingleBundle(site());
}, 240_000);

afterAll(async () => {
  await single?.close();
  const rows: WeightRow[] = [];
  for (const result of results.values()) rows.push((await result).row);
  if (rows.length > 0) console.info(`Page weight:\n\n${weightTable(rows)}\n`);
});

function measured(path: string): ReturnType<typeof weightRow> {
  if (!single) throw new Error('the single bundle is not served');
  let result = results.get(path);
  if (!result) {
    result = weightRow(site(), single.url, path);
    results.set(path, result);
  }
  return result;
}

describe('page weight budgets', () => {
  it.each(PUBLIC_ROUTES)(
    `shows %s within ${PUBLIC_RATIO}× its single-bundle build`,
    async (path) => {
      const { row, federated } = await measured(path);
      expect(federated.ownFiles).toBeGreaterThan(0);
      expect(row.single.kib).toBeGreaterThan(0);
      expect(row.ratio).toBeLessThanOrEqual(PUBLIC_RATIO);
    },
  );

  it(`shows / within ${HOME_RATIO}× its single-bundle build`, async () => {
    const { row } = await measured('/');
    expect(row.ratio).toBeLessThanOrEqual(HOME_RATIO);
  });

  it(`shows / in at most ${HOME_KIB} KiB of JavaScript and ${HOME_ROUNDS_AFTER_DOCUMENT} request rounds after the document`, async () => {
    const { federated } = await measured('/');
    expect(federated.ownBytes / KIB).toBeLessThanOrEqual(HOME_KIB);
    const chain = federated.chain?.map((request) => request.url) ?? [];
    // The document, then the shell's entry with the page's remote (its
    // manifest, entry, routes and page chunks, preloaded from the HTML),
    // then the shell's chunks.
    expect(chain.length).toBeGreaterThan(0);
    expect(chain.length - 1).toBeLessThanOrEqual(HOME_ROUNDS_AFTER_DOCUMENT);
  });

  it(`shows ${ADMIN_ROUTE} after login within ${ADMIN_RATIO}× its single-bundle build`, async () => {
    const { row } = await measured(ADMIN_ROUTE);
    expect(row.single.kib).toBeGreaterThan(0);
    expect(row.ratio).toBeLessThanOrEqual(ADMIN_RATIO);
  });
});

describe('one federation runtime', () => {
  it("has no runtime core in the remotes' entries: they take the shell's", async () => {
    for (const remote of ['content', 'commerce', 'booking', 'admin'] as const) {
      const entry = await (await fetch(site().url('/remoteEntry.js', remote))).text();
      expect({ remote, readsThePagesCore: entry.includes('_FEDERATION_RUNTIME_CORE') }).toEqual({
        remote,
        readsThePagesCore: true,
      });
      // The core's own code (it sets up the page's federation globals) is not in it.
      expect(entry).not.toContain('__GLOBAL_LOADING_REMOTE_ENTRY__');
    }
  });

  it("shows each remote's own page, with the runtime core from a script of its own", async () => {
    const pages = [
      { remote: 'content', path: '/', heading: 'Welcome to Holy Trinity' },
      { remote: 'commerce', path: '/shop', heading: 'Church Shop' },
      { remote: 'booking', path: '/calendar', heading: 'Event Calendar' },
      { remote: 'admin', path: '/admin', heading: 'Admin Login' },
    ] as const;
    for (const { remote, path, heading } of pages) {
      const page = await site().newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(site().url(path, remote));
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const scripts = await page
        .locator('script[src]')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('src')));
      expect(scripts[0]).toMatch(/^\/federation-runtime\.[0-9a-f]{8}\.js$/);
      expect({ remote, errors }).toEqual({ remote, errors: [] });
      await page.close();
    }
  });
});
