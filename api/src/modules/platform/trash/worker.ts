/**
 * Purges the trash from each API process, every `intervalMs`, by the app's
 * clock (tests move it on and call `tick()`). Concurrent passes of several
 * processes are harmless: a row already purged deletes nothing the second
 * time, and only the pass that deleted it records it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db';
import { PeriodicJob } from '../../../lib/periodic-job';
import type { FileStorage } from '../../../storage';
import type { TrashKinds } from './kinds';
import { purgeTrash } from './service';

export interface TrashWorkerOptions {
  db: Database;
  /** What can be in the trash, as the modules registered it. */
  kinds: TrashKinds;
  storage: FileStorage;
  clock: () => Date;
  intervalMs: number;
  log: FastifyBaseLogger;
}

/** How often each process looks for items due to be purged. */
export const TRASH_PURGE_INTERVAL_MS = 60 * 60 * 1000;

export class TrashWorker {
  private readonly job: PeriodicJob;

  constructor(private readonly options: TrashWorkerOptions) {
    this.job = new PeriodicJob({
      name: 'trash purge',
      everyMs: options.intervalMs,
      firstAfterMs: options.intervalMs,
      pass: () => this.tick(),
      log: options.log,
    });
  }

  /** One pass, now by the worker's clock: how many items were purged. */
  tick(): Promise<number> {
    const { db, kinds, storage, clock, log } = this.options;
    return purgeTrash(db, kinds, storage, clock(), log);
  }

  start(): void {
    this.job.start();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }
}
