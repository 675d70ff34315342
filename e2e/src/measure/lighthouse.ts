/**
 * `npm run report:lighthouse`: Lighthouse's performance of every public
 * page (the site map's, or the paths given: `-- / /giving`) as a visitor
 * arrives from a search engine (issue 28): every run in a new Chromium with
 * a new profile (lighthouseRuns.ts), default mobile settings, five runs per
 * page (LIGHTHOUSE_RUNS), each figure's median. Against the production
 * build served as `npm start` serves it (every app on its own free port, the
 * API on a throw-away database, pages rendered on the server). Builds first
 * unless E2E_REUSE_BUILD=1.
 *
 * Prints, per page, a table of the score, Total Blocking Time, largest
 * paint, layout shift and JavaScript transferred, then the long tasks
 * (> 50 ms) of the median run with the script each belongs to, and the
 * scripts that took longest to evaluate; at the end one table of all pages.
 *
 * - `LIGHTHOUSE_WARM=1` adds a second column: the same runs in one Chromium
 *   kept open (after one unmeasured load), the way the report measured
 *   before issue 28: later runs reuse what the browser compiled and cached.
 * - `LIGHTHOUSE_BUSY_PARISH=1` measures a busy parish (support/busyParish.ts:
 *   a hundred upcoming events with pictures, two weekly series, some sold
 *   out) instead of the demo's handful.
 * - Before and after, interleaved: serve the other build with
 *   `npm run report:lighthouse -- --serve` (in its own checkout; prints a
 *   `LIGHTHOUSE_BEFORE=…` line and serves until stopped), then run the
 *   report here with that variable set: each run measures the other site,
 *   then this one (the order alternating), so both see the same load.
 */
import { sitemapPaths } from '@parish/shared-types';
import { buildUnlessReused } from '../support/globalSetup';
import { addBusyParishEvents } from '../support/busyParish';
import { startTestSite } from '../support/site';
import {
  formatMs,
  longTaskList,
  summarize,
  type AppOrigins,
  type RunFigures,
  type Summary,
} from './lighthouseFigures';
import { coldRun, launchChromium, lighthouseRun } from './lighthouseRuns';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const WARM = process.env.LIGHTHOUSE_WARM === '1';
const BUSY_PARISH = process.env.LIGHTHOUSE_BUSY_PARISH === '1';

/** The site to measure, with a busy parish's events when asked for. */
async function startMeasuredSite() {
  const site = await startTestSite();
  if (BUSY_PARISH) await addBusyParishEvents(site.stack.urls.api);
  return site;
}

/** A served site: its shell's address and the app each origin is. */
interface Target {
  shell: string;
  origins: AppOrigins;
}

function targetOf(urls: Record<string, string>): Target {
  const origins = new Map<string, string>();
  for (const [app, url] of Object.entries(urls)) origins.set(new URL(url).origin, app);
  const shell = urls.shell;
  if (!shell) throw new Error('no shell among the apps served');
  return { shell: shell.replace(/\/+$/, ''), origins };
}

/** The other site to compare with: `{"shell":"http://…",…}` from `--serve`, or a shell's address. */
function beforeTarget(): Target | null {
  const given = process.env.LIGHTHOUSE_BEFORE;
  if (!given) return null;
  return targetOf(given.trim().startsWith('{') ? JSON.parse(given) : { shell: given });
}

async function warmRuns(url: string, target: Target): Promise<RunFigures[]> {
  const chromium = await launchChromium();
  try {
    await lighthouseRun(url, chromium, { origins: target.origins });
    const runs: RunFigures[] = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(await lighthouseRun(url, chromium, { origins: target.origins }));
    }
    return runs;
  } finally {
    await chromium.close();
  }
}

const score = (summary: Summary) =>
  `${summary.performance} (${summary.performanceRange[0]}–${summary.performanceRange[1]})`;

function pageTable(pagePath: string, columns: [string, Summary][]): string {
  const row = (label: string, cell: (summary: Summary) => string) =>
    `| ${label} | ${columns.map(([, summary]) => cell(summary)).join(' | ')} |`;
  return [
    `#### \`${pagePath}\` (median of ${RUNS})`,
    '',
    `| | ${columns.map(([name]) => name).join(' | ')} |`,
    `| --- | ${columns.map(() => '---:').join(' | ')} |`,
    row('Performance (range)', score),
    row('Total Blocking Time', (summary) => formatMs(summary.tbtMs)),
    row('Largest paint', (summary) => formatMs(summary.lcpMs)),
    row('First paint', (summary) => formatMs(summary.fcpMs)),
    row('Layout shift', (summary) => summary.cls.toFixed(3)),
    row('JavaScript', (summary) => `${summary.jsKib.toFixed(1)} KiB`),
    row('Long tasks (median run)', (summary) => longTaskList(summary.medianRun)),
    row('Longest script evaluation', (summary) =>
      summary.medianRun.scriptTime
        .slice(0, 3)
        .map((item) => `${item.ms} ms ${item.script}`)
        .join(', '),
    ),
    row('Largest paint element', (summary) => summary.medianRun.lcpElement.replace(/\|/g, '/')),
  ].join('\n');
}

async function serveOnly() {
  await buildUnlessReused();
  const site = await startMeasuredSite();
  console.info(`LIGHTHOUSE_BEFORE='${JSON.stringify(site.stack.urls)}'`);
  console.info('Serving until stopped (Ctrl-C).');
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await site.close();
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--serve')) return serveOnly();
  const given = args.filter((arg) => arg.startsWith('/'));
  const paths = given.length ? given : sitemapPaths();
  await buildUnlessReused();

  // Only the stack is needed; every run starts a Chromium of its own.
  const site = await startMeasuredSite();
  const here = targetOf(site.stack.urls);
  const before = beforeTarget();
  const summaryRows: string[] = [];
  try {
    // The servers' first render of a page loads its remote's server build; a
    // visitor's browser is cold, not the site: each page is asked for once
    // before it is measured.
    for (const pagePath of paths) {
      for (const target of before ? [before, here] : [here]) {
        await (await fetch(`${target.shell}${pagePath}`)).text();
      }
    }
    for (const pagePath of paths) {
      const cold: RunFigures[] = [];
      const coldBefore: RunFigures[] = [];
      for (let run = 0; run < RUNS; run++) {
        const measureHere = async () =>
          cold.push(await coldRun(`${here.shell}${pagePath}`, { origins: here.origins }));
        if (!before) {
          await measureHere();
          continue;
        }
        const measureBefore = async () =>
          coldBefore.push(await coldRun(`${before.shell}${pagePath}`, { origins: before.origins }));
        if (run % 2 === 0) {
          await measureBefore();
          await measureHere();
        } else {
          await measureHere();
          await measureBefore();
        }
      }
      const columns: [string, Summary][] = [];
      if (before) columns.push(['Before, cold', summarize(coldBefore)]);
      const after = summarize(cold);
      columns.push([before ? 'After, cold' : 'Cold', after]);
      if (WARM) columns.push(['Warm', summarize(await warmRuns(`${here.shell}${pagePath}`, here))]);
      console.info(`\n${pageTable(pagePath, columns)}\n`);
      const beforeCells = before
        ? (() => {
            const summary = summarize(coldBefore);
            return `${score(summary)} | ${formatMs(summary.tbtMs)} | ${formatMs(summary.lcpMs)} | `;
          })()
        : '';
      summaryRows.push(
        `| \`${pagePath}\` | ${beforeCells}${score(after)} | ${formatMs(after.tbtMs)} | ${formatMs(after.lcpMs)} | ${after.cls.toFixed(3)} | ${after.jsKib.toFixed(1)} | ${longTaskList(after.medianRun)} |`,
      );
    }
    const beforeHead = before ? 'Before: score | TBT | LCP | ' : '';
    console.info(
      `\nCold, default mobile settings, median of ${RUNS}:\n\n` +
        `| Page | ${beforeHead}Score (range) | TBT | LCP | CLS | JS KiB | Long tasks (median run) |\n` +
        `| --- | ${before ? '---: | ---: | ---: | ' : ''}---: | ---: | ---: | ---: | ---: | --- |\n` +
        summaryRows.join('\n'),
    );
  } finally {
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
