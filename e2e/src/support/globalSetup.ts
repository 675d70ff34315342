import { buildApps, missingBuilds } from '../../../scripts/lib/stack';

/**
 * Builds every app in production mode once before the suites run. Set
 * E2E_REUSE_BUILD=1 to test existing builds (they must all be present).
 */
export default async function globalSetup() {
  if (process.env.E2E_REUSE_BUILD === '1' && missingBuilds().length === 0) return;
  const results = await buildApps();
  console.info(
    `\nProduction build times: ${results.map((r) => `${r.app} ${r.seconds.toFixed(1)} s`).join(', ')}`,
  );
}
