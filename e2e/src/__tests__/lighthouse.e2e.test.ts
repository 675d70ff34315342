/**
 * Lighthouse as a first-time visitor arrives (issue 28): the home page (in
 * English and in Spanish) and a form page, each three times in a new Chromium with a new profile
 * (lighthouseRuns.ts, as `npm run report:lighthouse` measures), default
 * mobile settings, each figure's median held to a
 * floor. The floors sit below what a loaded 2-core machine measures, so CI
 * noise does not fail the build while a real regression (a long task more,
 * zod or a library back on the first load) does; docs/performance.md gives
 * the figures they come from.
 */
import {
  formatMs,
  longTaskList,
  summarize,
  type RunFigures,
  type Summary,
} from '../measure/lighthouseFigures';
import { coldRun } from '../measure/lighthouseRuns';
import { expect, test } from '../support/fixtures';
import type { TestSite } from '../support/site';

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
const HOME_FLOOR = { score: 60, tbtMs: 3_500, lcpMs: 4_000, cls: 0.05, jsKib: 336 } as const;
const FLOORS = {
  '/': HOME_FLOOR,
  // The Spanish home is held to the English one's targets (issue 36).
  '/es': HOME_FLOOR,
  '/giving': { score: 60, tbtMs: 3_500, lcpMs: 4_000, cls: 0.05, jsKib: 364 },
} as const;

test.use({
  siteOptions: {
    // The server's first render of a page loads its remote's server build:
    // the visitor's browser is cold, not the site.
    prepare: async (site) => {
      for (const pagePath of Object.keys(FLOORS)) await (await fetch(site.url(pagePath))).text();
    },
  },
});

/** `RUNS` cold runs of the page, one after another, summarized. */
async function coldRuns(site: TestSite, pagePath: string): Promise<Summary> {
  // Each script's app, to name the scripts of long tasks.
  const origins = new Map(
    Object.entries(site.stack.urls).map(([app, url]) => [new URL(url).origin, app]),
  );
  const figures: RunFigures[] = [];
  for (let run = 0; run < RUNS; run++) figures.push(await coldRun(site.url(pagePath), { origins }));
  return summarize(figures);
}

test.describe('a first visit on a phone (cold Lighthouse, median of three)', () => {
  for (const [pagePath, floor] of Object.entries(FLOORS)) {
    test(`scores ${pagePath} above its floor`, async ({ site }) => {
      test.setTimeout(180_000);
      const summary = await coldRuns(site, pagePath);
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
    });
  }
});
