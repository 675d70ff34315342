import { expect, type Page } from '@playwright/test';

/**
 * Whether React has started taking the server's page over: hydrateRoot marks
 * the container when it is called, before its slices of hydration finish.
 */
export function takenOver(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}

/**
 * Waits until the page's scripts have started taking it over (see `takenOver`). A test about what a
 * visitor does once the page works waits for this: on a loaded machine the
 * scripts may come later than the page's own grace for early taps, and a tap
 * then does what it would without scripts (what that grace does is proven
 * on its own, in typed-before-takeover).
 */
export async function expectTakenOver(page: Page): Promise<void> {
  await expect.poll(() => takenOver(page), { timeout: 30_000 }).toBe(true);
}
