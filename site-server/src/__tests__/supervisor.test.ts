import { spawn } from 'node:child_process';
import { ConfigurationRefused, refusalReasons, supervise } from '../supervisor';

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

describe('a supervised process that refuses its configuration', () => {
  it('is not started again, and the caller is told once', async () => {
    let starts = 0;
    const refusals: Array<number | null> = [];
    const exits: number[] = [];
    const supervised = supervise(
      () => {
        starts += 1;
        return child(1);
      },
      {
        backoff: { initialMs: 20, maxMs: 100, stableMs: 60_000 },
        isRefusal: ({ code }) => code === 1,
        onRefused: ({ code }) => refusals.push(code),
        onExit: ({ restartInMs }) => exits.push(restartInMs),
      },
    );
    const deadline = Date.now() + 5_000;
    while (!supervised.refused() && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(supervised.refused()).toBe(true);
    expect(refusals).toEqual([1]);
    expect(exits).toEqual([]);
    expect(starts).toBe(1);
    expect(supervised.restarts()).toBe(0);
    await supervised.stop();
  });

  it('reads every reason under the API\'s "Invalid configuration:" heading', () => {
    const output = [
      'Database: PostgreSQL',
      'Invalid configuration:',
      '  - DEMO_ADMIN_PASSWORD must be set when DATABASE_URL is set',
      '  - SESSION_SECRET must be set when DATABASE_URL is set',
      'npm error code 1',
    ];
    expect(refusalReasons(output)).toEqual([
      'DEMO_ADMIN_PASSWORD must be set when DATABASE_URL is set',
      'SESSION_SECRET must be set when DATABASE_URL is set',
    ]);
    expect(refusalReasons(['The API could not start: port in use'])).toBeNull();
    expect(new ConfigurationRefused('The API', ['A', 'B']).message).toBe(
      'The API refused its configuration:\n  - A\n  - B',
    );
  });
});
