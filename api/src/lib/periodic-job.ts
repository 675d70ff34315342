/**
 * The loop every background job of an API process runs on (the mail
 * outbox, statement runs, the waitlist sweep, lapsed seat holds, the sample
 * event): a pass now and then, never two at once, errors logged rather than
 * thrown, and a stop that waits for the pass under way. What a pass does,
 * and how processes share the work (SKIP LOCKED claims, row locks), is the
 * job's own business.
 *
 * A pass that reports work done runs again at once (`drain`), so a backlog
 * is worked through without waiting a whole interval per batch.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJobOptions {
  /** For the log: "<name> failed". */
  name: string;
  /** The wait between passes (ms). */
  everyMs: number;
  /**
   * One pass. A pass that returns a number returns how much it did: more
   * than 0 runs another pass at once, unless the job is stopping. What else
   * a pass returns is ignored. `isStopping` lets a long pass end early at a
   * safe point.
   */
  pass: (isStopping: () => boolean) => Promise<unknown>;
  log: FastifyBaseLogger;
  /** The wait before the first pass (ms); 0, at start, unless told. */
  firstAfterMs?: number;
}

/** What the metrics read of a running job (http/observability.ts). */
export interface PeriodicJobState {
  name: string;
  /** When its next pass should have started at the latest (ms since the epoch). */
  dueAt: number;
}

/**
 * The jobs started in this process and not stopped: the process's own
 * background work, read by its `/metrics` (periodic_job_lag_seconds).
 */
const runningJobs = new Set<PeriodicJob>();

export function periodicJobStates(): PeriodicJobState[] {
  return [...runningJobs].map((job) => job.state());
}

export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  /** When the next pass is due: a pass under way or late makes the job lag from then. */
  private dueAt = Date.now();
  private running: Promise<void> | null = null;
  private active = false;
  private stopping = false;

  constructor(private readonly options: PeriodicJobOptions) {}

  start(): void {
    if (this.active) return;
    this.active = true;
    this.stopping = false;
    runningJobs.add(this);
    this.schedule(this.options.firstAfterMs ?? 0);
  }

  state(): PeriodicJobState {
    return { name: this.options.name, dueAt: this.dueAt };
  }

  /** Runs a pass now rather than at the next interval (work was just queued here). */
  wake(): void {
    if (!this.active || this.running) return;
    clearTimeout(this.timer);
    this.schedule(0);
  }

  /** Stops scheduling, and waits for the pass under way to end. */
  async stop(): Promise<void> {
    this.active = false;
    this.stopping = true;
    runningJobs.delete(this);
    clearTimeout(this.timer);
    await this.running;
  }

  /** Passes until one does nothing (or the job is stopping); the total done. */
  async drain(): Promise<number> {
    let done = 0;
    for (;;) {
      const result = await this.options.pass(() => this.stopping);
      const didNow = typeof result === 'number' ? result : 0;
      done += didNow;
      if (didNow === 0 || this.stopping) return done;
    }
  }

  private schedule(delayMs: number) {
    if (!this.active) return;
    this.dueAt = Date.now() + delayMs;
    this.timer = setTimeout(() => {
      this.running = this.drain()
        .then(() => undefined)
        .catch((error: unknown) =>
          this.options.log.error({ err: error }, `${this.options.name} failed`),
        )
        .finally(() => {
          this.running = null;
          this.schedule(this.options.everyMs);
        });
    }, delayMs);
    // A job never keeps the process alive on its own.
    this.timer.unref();
  }
}
