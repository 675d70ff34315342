/**
 * Polls `condition` until it holds or `timeoutMs` passes (the UI and the
 * network settle in their own time); says whether it held.
 */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 5_000,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/** Like `waitUntil`, but fails the test when the condition never holds. */
export async function expectEventually(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 5_000,
): Promise<void> {
  if (!(await waitUntil(condition, timeoutMs))) throw new Error('condition not met in time');
}
