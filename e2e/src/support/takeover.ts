import { expect, type Page } from '@playwright/test';

/** Whether React has taken the server's page over (hydrateRoot marks the container it hydrates). */
export function takenOver(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}

/**
 * Waits until the page's scripts have taken it over. A test about what a
 * visitor does once the page works waits for this: on a loaded machine the
 * scripts may come later than the page's own grace for early taps, and a tap
 * then does what it would without scripts (what that grace does is proven
 * on its own, in typed-before-takeover).
 */
export async function expectTakenOver(page: Page): Promise<void> {
  await expect.poll(() => takenOver(page), { timeout: 30_000 }).toBe(true);
}
