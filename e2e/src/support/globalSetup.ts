import { buildApps, missingBuilds } from '@parish/site-server';
import { makeSeededData, removeSeededData } from './seededData';

/**
 * Builds every app in production mode, unless E2E_REUSE_BUILD=1 asks to test
 * the existing builds (they must all be present). Returns the build times,
 * or null when nothing was built. The measuring scripts call it too.
 */
export async function buildUnlessReused() {
  if (process.env.E2E_REUSE_BUILD === '1' && missingBuilds().length === 0) return null;
  return buildApps();
}

/**
 * Builds once before the suites run, then makes the API's seeded data the
 * sites start from (the workers find it through the environment); the
 * function it returns removes that data after the run.
 */
export default async function globalSetup() {
  const results = await buildUnlessReused();
  if (results) {
    console.info(
      `\nProduction build times: ${results.map((r) => `${r.app} ${r.seconds.toFixed(1)} s`).join(', ')}`,
    );
  }
  await makeSeededData();
  return removeSeededData;
}
