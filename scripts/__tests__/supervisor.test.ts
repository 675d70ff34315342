import { spawn } from 'node:child_process';
import { supervise } from '../lib/supervisor';

/** A Node child that exits with `code` after `ms`, or lives until killed. */
function child(code: number | null, ms = 0) {
  const script =
    code === null
      ? 'setInterval(() => {}, 1000)'
      : `setTimeout(() => process.exit(${code}), ${ms})`;
  return spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
}

describe('a supervised process', () => {
  it('is started again after dying, with a pause that doubles while it keeps failing', async () => {
    const pauses: number[] = [];
    let starts = 0;
    const supervised = supervise(
      () => {
        starts += 1;
        // Dies twice, then stays up.
        return starts <= 2 ? child(1) : child(null);
      },
      {
        backoff: { initialMs: 50, maxMs: 1_000, stableMs: 60_000 },
        onExit: ({ code, restartInMs }) => {
          expect(code).toBe(1);
          pauses.push(restartInMs);
        },
      },
    );
    const deadline = Date.now() + 10_000;
    while (supervised.restarts() < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(supervised.restarts()).toBe(2);
    expect(pauses).toEqual([50, 100]);
    const running = supervised.current();
    expect(running.exitCode).toBeNull();

    await supervised.stop();
    expect(running.signalCode).toBe('SIGTERM');
    // Stopped on purpose: not started again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(supervised.restarts()).toBe(2);
  });
});
