/**
 * Lighthouse as a first-time visitor arrives (issue 28): the home page and
 * a form page, each three times in a new Chromium with a new profile
 * (lighthouseRuns.ts, in a child process: Lighthouse is an ES module Jest
 * cannot load), default mobile settings, each figure's median held to a
 * floor. The floors sit below what a loaded 2-core machine measures, so CI
 * noise does not fail the build while a real regression (a long task more,
 * zod or a library back on the first load) does; docs/performance.md gives
 * the figures they come from.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '@parish/site-server';
import {
  formatMs,
  longTaskList,
  summarize,
  type RunFigures,
  type Summary,
} from '../measure/lighthouseFigures';
import { siteForThisFile } from '../support/site';

const run = promisify(execFile);
const E2E_DIR = path.join(ROOT, 'e2e');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

const RUNS = 3;
/**
 * Medians of three, default mobile settings: docs/performance.md ("Held in
 * CI"). With the hydration and boot fixes of issue 28, on this 2-core
 * machine with nothing else running, this test measured `/` 80, TBT 847 ms,
 * LCP 1.86 s, 326.4 KiB, and `/giving` 77, TBT 1.02 s, LCP 1.90 s, 354.7
 * KiB; beside another end-to-end file (as CI runs it) the timings about
 * double. The timing floors leave room for that; the JavaScript ones (sizes
 * do not depend on the machine) 10 KiB. The mechanisms themselves (no
 * update above parts still hydrating, scripts evaluated in steps) are held
 * by unit tests, which timing noise cannot blur.
 */
const FLOORS = {
  '/': { score: 60, tbtMs: 3_500, lcpMs: 4_000, cls: 0.05, jsKib: 336 },
  '/giving': { score: 60, tbtMs: 3_500, lcpMs: 4_000, cls: 0.05, jsKib: 364 },
} as const;

const site = siteForThisFile();

async function coldRuns(pagePath: string): Promise<Summary> {
  const urls = site().stack.urls;
  const { stdout } = await run(
    TSX,
    ['src/measure/lighthouseCold.ts', String(RUNS), site().url(pagePath), JSON.stringify(urls)],
    { cwd: E2E_DIR, maxBuffer: 16 * 1024 * 1024, timeout: 150_000 },
  );
  const lastLine = stdout.trim().split('\n').at(-1) ?? '[]';
  return summarize(JSON.parse(lastLine) as RunFigures[]);
}

describe('a first visit on a phone (cold Lighthouse, median of three)', () => {
  beforeAll(async () => {
    // The server's first render of a page loads its remote's server build:
    // the visitor's browser is cold, not the site.
    for (const pagePath of Object.keys(FLOORS)) await (await fetch(site().url(pagePath))).text();
  });

  it.each(Object.entries(FLOORS))(
    'scores %s above its floor',
    async (pagePath, floor) => {
      const summary = await coldRuns(pagePath);
      console.info(
        `${pagePath}: performance ${summary.performance} (${summary.performanceRange.join('–')}), ` +
          `TBT ${formatMs(summary.tbtMs)}, LCP ${formatMs(summary.lcpMs)}, CLS ${summary.cls.toFixed(3)}, ` +
          `JS ${summary.jsKib.toFixed(1)} KiB; long tasks: ${longTaskList(summary.medianRun)}`,
      );
      expect(summary.performance).toBeGreaterThanOrEqual(floor.score);
      expect(summary.tbtMs).toBeLessThanOrEqual(floor.tbtMs);
      expect(summary.lcpMs).toBeLessThanOrEqual(floor.lcpMs);
      expect(summary.cls).toBeLessThanOrEqual(floor.cls);
      expect(summary.jsKib).toBeLessThanOrEqual(floor.jsKib);
    },
    180_000,
  );
});
