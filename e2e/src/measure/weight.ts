/**
 * `npm run report:weight`: each public page of the federated site, and the
 * back-office after login, beside the same page built as one bundle with no
 * federation (weightRows.ts), as a table. Builds every app and the single
 * bundle for production (E2E_REUSE_BUILD=1 reuses existing builds), serves
 * the site as `npm start` does and the single bundle from one more server
 * on the same API, and measures each page as `npm run report:loading`
 * does. `--json <file>` also writes the figures. Pages: the arguments, or
 * every page of the budgets.
 */
import { writeFileSync } from 'node:fs';
import { buildUnlessReused } from '../support/globalSetup';
import { startTestSite } from '../support/site';
import {
  ADMIN_ROUTE,
  PUBLIC_ROUTES,
  startSingleBundle,
  weightRow,
  weightTable,
  type WeightRow,
} from './weightRows';

async function main() {
  const args = process.argv.slice(2);
  const jsonAt = args.indexOf('--json');
  const jsonFile = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
  const given = args.filter((arg, i) => arg.startsWith('/') && (jsonAt < 0 || i !== jsonAt + 1));
  await buildUnlessReused();

  const site = await startTestSite();
  const rows: WeightRow[] = [];
  try {
    const single = await startSingleBundle(site);
    try {
      for (const path of given.length > 0 ? given : [...PUBLIC_ROUTES, ADMIN_ROUTE]) {
        rows.push((await weightRow(site, single.url, path)).row);
      }
    } finally {
      await single.close();
    }
  } finally {
    await site.close();
  }
  console.info(
    `\nJS to show each page (gzip, with brotli beside it; before idle prefetching):\n\n${weightTable(rows)}\n`,
  );
  if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(rows, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
