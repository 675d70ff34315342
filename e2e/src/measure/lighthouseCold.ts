/**
 * `tsx e2e/src/measure/lighthouseCold.ts <runs> <url> [origins]`: that many
 * cold Lighthouse runs of the page (lighthouseRuns.ts: a new Chromium and
 * profile each), one after another, printed as one JSON line of
 * `RunFigures[]`. `origins` is a JSON object naming the app of each origin
 * (`{"shell":"http://127.0.0.1:4100",…}`), to name the scripts of long
 * tasks. The end-to-end suite runs this in a child process: Lighthouse is an
 * ES module Jest cannot load.
 */
import type { RunFigures } from './lighthouseFigures';
import { coldRun } from './lighthouseRuns';

async function main() {
  const [runsArg, url, originsArg] = process.argv.slice(2);
  const runs = Number(runsArg);
  if (!url || !Number.isInteger(runs) || runs < 1) {
    throw new Error('usage: lighthouseCold.ts <runs> <url> [origins JSON]');
  }
  const origins = new Map<string, string>();
  for (const [app, address] of Object.entries(
    JSON.parse(originsArg ?? '{}') as Record<string, string>,
  )) {
    origins.set(new URL(address).origin, app);
  }
  const figures: RunFigures[] = [];
  for (let run = 0; run < runs; run++) figures.push(await coldRun(url, { origins }));
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
