/**
 * `npm run report:weight`: each public page of the federated site beside
 * the same page built as one bundle with no federation (the same app code;
 * scripts/weight/rspack.single.ts), with the JavaScript a visitor downloads
 * to see it (gzip, before idle prefetching), its files and its sequential
 * request rounds, and the ratio of the two sizes.
 *
 * Builds every app and the single bundle for production (E2E_REUSE_BUILD=1
 * reuses existing builds), serves the site as `npm start` does and the
 * single bundle from one more server on the same API, and measures each
 * page as `npm run report:loading` does. `--json <file>` also writes the
 * figures. Pages: the arguments, or every public page of the budget.
 */
import { writeFileSync } from 'node:fs';
import { startAppServer } from '../../../scripts/lib/appServer';
import { buildSingleBundleUnlessReused, SINGLE_BUNDLE_DIR } from '../support/singleBundle';
import { buildUnlessReused } from '../support/globalSetup';
import { freePort, startTestSite } from '../support/site';
import { KIB, measure } from './pageLoad';

export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/events',
  '/shop',
  '/giving',
  '/event/tickets',
  '/calendar',
];

export interface WeightRow {
  path: string;
  federated: { kib: number; files: number; rounds: number | null };
  single: { kib: number; files: number; rounds: number | null };
  ratio: number;
}

function table(rows: WeightRow[]): string {
  const lines = [
    '| Page | Federated KiB | Files | Rounds | Single bundle KiB | Files | Rounds | Ratio |',
    '| ---- | ------------: | ----: | -----: | ----------------: | ----: | -----: | ----: |',
  ];
  for (const row of rows) {
    const { federated: f, single: s } = row;
    lines.push(
      `| \`${row.path}\` | ${f.kib.toFixed(1)} | ${f.files} | ${f.rounds ?? '?'} |` +
        ` ${s.kib.toFixed(1)} | ${s.files} | ${s.rounds ?? '?'} | ${row.ratio.toFixed(2)}× |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const jsonAt = args.indexOf('--json');
  const jsonFile = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
  const given = args.filter((arg, i) => arg.startsWith('/') && i !== jsonAt + 1);
  await buildUnlessReused();
  await buildSingleBundleUnlessReused();

  const site = await startTestSite();
  const single = await startAppServer({
    root: SINGLE_BUNDLE_DIR,
    port: await freePort(),
    apiOrigin: site.stack.urls.api,
  });
  const rows: WeightRow[] = [];
  try {
    // Warm both servers' gzip caches first.
    await measure(site, '/');
    await measure(site, '/', { origin: single.url, singleBundle: true });
    for (const path of given.length > 0 ? given : PUBLIC_PAGES) {
      const f = await measure(site, path);
      const s = await measure(site, path, { origin: single.url, singleBundle: true });
      rows.push({
        path,
        federated: { kib: f.ownBytes / KIB, files: f.ownFiles, rounds: f.chain?.length ?? null },
        single: { kib: s.ownBytes / KIB, files: s.ownFiles, rounds: s.chain?.length ?? null },
        ratio: f.ownBytes / s.ownBytes,
      });
    }
  } finally {
    await single.close();
    await site.close();
  }
  console.info(`\nJS to show each page (gzip, before idle prefetching):\n\n${table(rows)}\n`);
  if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(rows, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
