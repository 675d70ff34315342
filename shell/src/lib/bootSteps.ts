/** A promise that settles in a new task, after the browser has had a turn (input, paint). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs each step after the last has settled, each in a task of its own.
 * Evaluating the site's scripts in one go was one long task on a phone
 * (half a second at four times slower than this machine, issue 28), which
 * held every tap; in steps, the browser answers between them. Settles with
 * the last step's result; a step that fails stops the ones after it.
 */
export async function runInSteps<T>(
  steps: readonly (() => Promise<unknown>)[],
  last: () => Promise<T>,
): Promise<T> {
  for (const step of steps) {
    await step();
    await nextTask();
  }
  return last();
}
