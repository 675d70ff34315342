import { AxeBuilder } from '@axe-core/playwright';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

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
  // (No function is named inside: tsx, which runs the outside linters, would wrap it in a helper the page lacks.)
  await page.evaluate(async (timeout) => {
    const deadline = Date.now() + timeout;
    // One ending may start the next (a ripple's exit after its entry): a few rounds.
    for (;;) {
      const running = document.getAnimations().filter((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return animation.playState === 'running' && typeof end === 'number' && Number.isFinite(end);
      });
      if (running.length === 0 || Date.now() >= deadline) return;
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
 * Runs axe-core in the page (@axe-core/playwright), once what is moving has
 * settled (`settleAnimations`): on the elements matching `include`
 * (default: the whole page), with only the rules tagged `tags` (default: all).
 */
export async function runAxe(
  page: Page,
  options: { include?: string[]; tags?: string[] } = {},
): Promise<AxeResults> {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page });
  for (const selector of options.include ?? []) builder.include(selector);
  if (options.tags) builder.withTags(options.tags);
  return builder.analyze();
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
