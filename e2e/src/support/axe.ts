import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's WCAG 2.1 level A and AA rules. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits (up to `timeoutMs`) for the page's running CSS transitions and
 * animations that end by themselves: a dialog fading in, a button changing
 * variant, a click's ripple. Half-way through, text and background are
 * blended with what lies behind them, and axe would measure colours no
 * visitor reads for more than a fraction of a second. Endless ones (a
 * spinner, an indeterminate progress bar) are not waited for.
 */
export async function settleAnimations(page: Page, timeoutMs = 3_000): Promise<void> {
  await page.evaluate(async (timeout) => {
    const deadline = Date.now() + timeout;
    const ending = () =>
      document.getAnimations().filter((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return animation.playState === 'running' && typeof end === 'number' && Number.isFinite(end);
      });
    // One ending may start the next (a ripple's exit after its entry): a few rounds.
    for (let running = ending(); running.length > 0 && Date.now() < deadline; running = ending()) {
      await Promise.race([
        Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()))),
      ]);
      // Let React commit what the ending triggered (an exit transition removes its node).
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    }
  }, timeoutMs);
}

/**
 * Runs axe-core in the page, once what is moving has settled
 * (`settleAnimations`): on the elements matching `include` (default: the
 * whole page), with only the rules tagged `tags` (default: all).
 */
export async function runAxe(
  page: Page,
  options: { include?: string[]; tags?: string[] } = {},
): Promise<AxeResults> {
  await settleAnimations(page);
  // Evaluated through DevTools, not added as a <script>: the shell's
  // Content-Security-Policy (rightly) refuses inline scripts. Loaded once per
  // document: a page scanned several times (tab after tab) keeps it.
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.evaluate(readFileSync(AXE_SCRIPT, 'utf8'));
  return page.evaluate(
    ({ include, tags }) => {
      const { axe } = window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> };
      };
      const context = include ? { include: include.map((selector) => [selector]) } : document;
      return axe.run(context, tags ? { runOnly: { type: 'tag', values: tags } } : {});
    },
    { include: options.include ?? null, tags: options.tags ?? null },
  );
}

export function isSerious(violation: Result): boolean {
  return violation.impact === 'serious' || violation.impact === 'critical';
}

/** One line per violation: impact, rule, and the first few elements it failed on. */
export function describeViolation(violation: Result): string {
  const targets = violation.nodes
    .slice(0, 3)
    .map((node) => node.target.join(' '))
    .join(' | ');
  return `${violation.impact}: ${violation.id} (${violation.help}) at ${targets}`;
}
