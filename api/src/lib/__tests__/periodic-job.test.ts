import type { FastifyBaseLogger } from 'fastify';
import { PeriodicJob } from '../periodic-job';

function recordingLog() {
  const errors: Array<{ context: unknown; message: string }> = [];
  const log = {
    error: (context: unknown, message: string) => errors.push({ context, message }),
  } as unknown as FastifyBaseLogger;
  return { log, errors };
}

/** A promise and the function that settles it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

async function until(condition: () => boolean, ms = 2_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('a periodic job', () => {
  it('works through a backlog in passes run back to back, then waits for the next interval', async () => {
    const backlog = [3, 2, 0];
    const passes: number[] = [];
    const { log } = recordingLog();
    const job = new PeriodicJob({
      name: 'test job',
      everyMs: 60_000,
      pass: async () => {
        const did = backlog.shift() ?? 0;
        passes.push(did);
        return did;
      },
      log,
    });
    job.start();
    await until(() => passes.length === 3);
    await job.stop();
    expect(passes).toEqual([3, 2, 0]);
  });

  it('never runs two passes at once, however often it is woken', async () => {
    let running = 0;
    let mostAtOnce = 0;
    let passes = 0;
    const release = gate();
    const { log } = recordingLog();
    const job = new PeriodicJob({
      name: 'test job',
      everyMs: 1,
      pass: async () => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        passes += 1;
        if (passes === 1) await release.opened;
        running -= 1;
      },
      log,
    });
    job.start();
    await until(() => passes === 1);
    job.wake();
    job.wake();
    release.open();
    await until(() => passes >= 3);
    await job.stop();
    expect(mostAtOnce).toBe(1);
  });

  it('logs a failed pass under its name and keeps running', async () => {
    let passes = 0;
    const { log, errors } = recordingLog();
    const job = new PeriodicJob({
      name: 'flaky job',
      everyMs: 1,
      pass: async () => {
        passes += 1;
        if (passes === 1) throw new Error('database went away');
      },
      log,
    });
    job.start();
    await until(() => passes >= 2);
    await job.stop();
    expect(errors[0]?.message).toBe('flaky job failed');
    expect((errors[0]?.context as { err: Error }).err.message).toBe('database went away');
  });

  it('stops after the pass under way has finished, telling the pass it is stopping', async () => {
    const release = gate();
    const seenStopping: boolean[] = [];
    let started = false;
    let finished = false;
    const { log } = recordingLog();
    const job = new PeriodicJob({
      name: 'test job',
      everyMs: 60_000,
      pass: async (isStopping) => {
        started = true;
        await release.opened;
        seenStopping.push(isStopping());
        finished = true;
        // Says it did work: were it not stopping, another pass would follow at once.
        return 1;
      },
      log,
    });
    job.start();
    await until(() => started);
    const stopped = job.stop();
    expect(finished).toBe(false);
    release.open();
    await stopped;
    expect(finished).toBe(true);
    expect(seenStopping).toEqual([true]);
  });

  it('waits for its first pass when told to', async () => {
    let passes = 0;
    const { log } = recordingLog();
    const job = new PeriodicJob({
      name: 'test job',
      everyMs: 60_000,
      firstAfterMs: 60_000,
      pass: async () => {
        passes += 1;
      },
      log,
    });
    job.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(passes).toBe(0);
    job.wake();
    await until(() => passes === 1);
    await job.stop();
  });
});
