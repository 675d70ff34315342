/**
 * `npm run report:loading`: how much JavaScript the home and login pages
 * (or the pages given as arguments: `-- /shop /giving`) download, and how many request rounds stand between the document and the
 * first content a remote paints. Builds every app for production (set
 * E2E_REUSE_BUILD=1 to reuse existing builds), serves them on free ports as
 * `npm start` does, and loads each page in a fresh Chromium profile.
 *
 * Method (also in docs/performance.md):
 * - JS size: every script the page downloads, each file once, gzipped
 *   here at level 9 as the app servers do, summed. What the shell
 *   downloads by `<link rel="prefetch">` for the next pages (other remotes,
 *   when idle) is listed apart; a widget of another remote that the page
 *   mounts is the page's.
 * - Rounds: the time the remote's first heading appears is recorded in the
 *   page. From the last script of the shell or of the page's remote that
 *   finished before it, the chain is
 *   walked back: each request's predecessor is the request that finished
 *   last before it started. The chain's length, document included, is the
 *   number of sequential request rounds.
 */
import { buildUnlessReused } from '../support/globalSetup';
import { startTestSite } from '../support/site';
import { measure, print } from './pageLoad';

async function main() {
  await buildUnlessReused();
  const site = await startTestSite();
  try {
    // A first visit warms the servers' gzip caches, so timings reflect the network, not compression.
    await measure(site, '/');
    const given = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
    for (const path of given.length > 0 ? given : ['/', '/login'])
      print(site, await measure(site, path));
  } finally {
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
