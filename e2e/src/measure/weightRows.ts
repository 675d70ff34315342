/**
 * Each page of the federated site beside the same page built as one bundle
 * with no federation (scripts/weight/rspack.single.ts: the same app code):
 * the JavaScript a visitor downloads to see it (gzip, before idle
 * prefetching), its files and its sequential request rounds, and the ratio
 * of the two sizes. Used by `npm run report:weight` and the budgets of the
 * end-to-end suite (weight.e2e.test.ts).
 */
import type { Page } from 'playwright-core';
import { startAppServer, type RunningAppServer } from '@parish/site-server';
import { buildSingleBundleUnlessReused, SINGLE_BUNDLE_DIR } from '../support/singleBundle';
import { freePort } from '../support/ports';
import { DEMO_ADMIN, type TestSite } from '../support/site';
import { KIB, measure, type MeasureOptions } from './pageLoad';

/** The public pages the budgets cover (issue 15). */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/events',
  '/shop',
  '/giving',
  '/event/tickets',
  '/calendar',
];

/** The back-office, measured from the login page through the dashboard. */
export const ADMIN_ROUTE = '/admin';

export interface WeightRow {
  path: string;
  /** `kib` is gzip (the budgets' figure); `brotliKib` what a browser taking brotli gets. */
  federated: { kib: number; brotliKib: number; files: number; rounds: number | null };
  single: { kib: number; files: number; rounds: number | null };
  ratio: number;
}

/** An administrator logs in on `/login` and lands on the dashboard, as on the live site. */
async function logInToDashboard(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_ADMIN.email);
  await page.getByLabel(/^Password/).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
}

function optionsFor(path: string): MeasureOptions {
  return path === ADMIN_ROUTE ? { visit: logInToDashboard } : {};
}

/**
 * Builds the single bundle (unless E2E_REUSE_BUILD=1 and one exists) and
 * serves it beside the site, on the same API; warms both servers' gzip caches.
 */
export async function startSingleBundle(site: TestSite): Promise<RunningAppServer> {
  await buildSingleBundleUnlessReused();
  const single = await startAppServer({
    root: SINGLE_BUNDLE_DIR,
    port: await freePort(),
    apiOrigin: site.stack.urls.api,
  });
  await measure(site, '/');
  await measure(site, '/', { origin: single.url, singleBundle: true });
  return single;
}

/** One page measured on the site and on the single bundle. */
export async function weightRow(site: TestSite, singleUrl: string, path: string) {
  const federated = await measure(site, path, optionsFor(path));
  const single = await measure(site, path, {
    ...optionsFor(path),
    origin: singleUrl,
    singleBundle: true,
  });
  const row: WeightRow = {
    path,
    federated: {
      kib: federated.ownBytes / KIB,
      brotliKib: federated.ownBrotliBytes / KIB,
      files: federated.ownFiles,
      rounds: federated.chain?.length ?? null,
    },
    single: {
      kib: single.ownBytes / KIB,
      files: single.ownFiles,
      rounds: single.chain?.length ?? null,
    },
    ratio: federated.ownBytes / single.ownBytes,
  };
  return { row, federated, single };
}

export function weightTable(rows: WeightRow[]): string {
  const lines = [
    '| Page | Federated KiB (gzip) | Brotli KiB | Brotli saves | Files | Rounds | Single bundle KiB | Files | Rounds | Ratio |',
    '| ---- | -------------------: | ---------: | -----------: | ----: | -----: | ----------------: | ----: | -----: | ----: |',
  ];
  const rounds = (value: number | null) => (value === null ? '–' : String(value));
  for (const row of rows) {
    const { federated: f, single: s } = row;
    const page = row.path === ADMIN_ROUTE ? '`/admin` (after login)' : `\`${row.path}\``;
    lines.push(
      `| ${page} | ${f.kib.toFixed(1)} | ${f.brotliKib.toFixed(1)} | ${(100 * (1 - f.brotliKib / f.kib)).toFixed(0)} % | ${f.files} | ${rounds(f.rounds)} |` +
        ` ${s.kib.toFixed(1)} | ${s.files} | ${rounds(s.rounds)} | ${row.ratio.toFixed(2)}× |`,
    );
  }
  return lines.join('\n');
}
