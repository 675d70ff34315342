/**
 * Makes and mails year-end statements in the background. Every API process
 * runs one worker, as it runs a mail worker; they share statement_jobs
 * (claimed with SKIP LOCKED and a lease), so each run is worked on by one
 * process at a time. A run goes through its donors in id order, a batch at
 * a time: each statement is rendered (pdf.ts) and kept in the file storage,
 * then one transaction queues the batch's mails (each with its PDF attached,
 * delivered by the outbox) and moves the run's cursor and progress on. A
 * process that dies mid-run leaves it `running`; once its lease ends
 * another claims it and continues after the last committed batch. Memory
 * stays bounded by the batch: nothing of earlier batches is kept.
 */
import { DEFAULT_LANGUAGE, pathInLanguage } from '@parish/shared-types';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db';
import { PeriodicJob } from '../../../lib/periodic-job';
import { PDF, type FileStorage } from '../../../storage';
import type { Outbox } from '../../messaging';
import type { GiftCounting } from '../payments/counted-gifts';
import { renderStatementPdf, statementFileName, statementTotalCents } from './pdf';
import {
  claimStatementJob,
  countDonorsWhoGave,
  donorsWhoGave,
  finishStatementJob,
  recordProgress,
  type StatementJobRow,
} from './repository';
import { statementContents } from './service';

export interface StatementWorkerOptions {
  db: Database;
  outbox: Outbox;
  storage: FileStorage;
  timeZone: string;
  /** Whether sandbox gifts count (sandbox mode only): `PaymentsConfig`. */
  counting: GiftCounting;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for a run (ms). */
  pollMs?: number;
  /** Donors per transaction. */
  batchSize?: number;
  /** How long a claimed run is this process's without news from it (ms). */
  leaseMs?: number;
}

export class StatementWorker {
  private readonly job: PeriodicJob;
  private readonly batchSize: number;
  private readonly leaseMs: number;

  constructor(private readonly options: StatementWorkerOptions) {
    this.batchSize = options.batchSize ?? 50;
    this.leaseMs = options.leaseMs ?? 120_000;
    this.job = new PeriodicJob({
      name: 'statement worker',
      everyMs: options.pollMs ?? 2_000,
      pass: (isStopping) => this.workOneRun(isStopping),
      log: options.log,
    });
  }

  start(): void {
    this.job.start();
  }

  /** Looks for work now rather than at the next poll (a run was just queued here). */
  wake(): void {
    this.job.wake();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /** Works through due runs until none is left; how many it finished. */
  drain(): Promise<number> {
    return this.job.drain();
  }

  /** Claims one due run and works on it; 1 if there was one. */
  private async workOneRun(isStopping: () => boolean): Promise<number> {
    const job = await claimStatementJob(this.options.db, this.leaseMs);
    if (!job) return 0;
    await this.work(job, isStopping);
    return 1;
  }

  private async work(job: StatementJobRow, isStopping: () => boolean): Promise<void> {
    const { db, log } = this.options;
    try {
      let { cursor, processed } = job;
      if (cursor === 0 && processed === 0) {
        const total = await countDonorsWhoGave(db, job.year, this.options.counting, job.donorId);
        if (!(await recordProgress(db, job, { total }, this.leaseMs))) return;
      }
      for (;;) {
        if (isStopping()) return; // Its lease ends; this or another process continues it.
        const batch = await donorsWhoGave(db, job.year, this.options.counting, {
          afterId: cursor,
          limit: this.batchSize,
          donorId: job.donorId,
        });
        if (batch.length === 0) break;
        const mailed = await this.mailBatch(job, batch, processed);
        if (mailed === null) {
          log.warn({ statementJobId: job.id }, 'statement run taken over by another process');
          return;
        }
        cursor = batch.at(-1)?.id ?? cursor;
        processed = mailed;
      }
      await finishStatementJob(db, job, { status: 'done' });
      log.info({ statementJobId: job.id, year: job.year, processed }, 'statements mailed');
    } catch (error) {
      log.error({ err: error, statementJobId: job.id }, 'statement run failed');
      await finishStatementJob(db, job, {
        status: 'failed',
        error: `The statements could not be made: ${(error as Error).message}`.slice(0, 500),
      });
    }
  }

  /** Renders, stores and mails one batch; the run's new `processed`, or null if the claim was lost. */
  private async mailBatch(
    job: StatementJobRow,
    batch: Awaited<ReturnType<typeof donorsWhoGave>>,
    processedBefore: number,
  ): Promise<number | null> {
    const { db, outbox, storage, timeZone, counting } = this.options;
    const contents = await statementContents(db, job.year, batch, { timeZone, counting });
    const files: { donorId: number; key: string }[] = [];
    for (const donor of batch) {
      const content = contents.get(donor.id);
      if (!content) continue;
      files.push({
        donorId: donor.id,
        key: await storage.save('statements', await renderStatementPdf(content), PDF),
      });
    }
    const processed = processedBefore + files.length;
    const lastId = batch.at(-1)?.id ?? 0;
    return db.transaction(async (tx) => {
      if (!(await recordProgress(tx, job, { processed, cursor: lastId }, this.leaseMs)))
        return null;
      for (const { donorId, key } of files) {
        const content = contents.get(donorId);
        if (!content) continue;
        await outbox.enqueue(tx, {
          kind: 'year_end_statement',
          to: content.donor.email,
          toName: content.donor.name,
          language: content.language ?? DEFAULT_LANGUAGE,
          data: {
            donorName: content.donor.name,
            year: job.year,
            gifts: content.gifts.length,
            totalCents: statementTotalCents(content),
            myGivingUrl: `${outbox.siteUrl}${pathInLanguage('/my-giving', content.language ?? DEFAULT_LANGUAGE)}`,
          },
          attachments: [
            { key, filename: statementFileName(job.year), contentType: PDF.contentType },
          ],
        });
      }
      return processed;
    });
  }
}
