/**
 * The waitlist job: every API process runs one, like the mail worker. Each
 * pass lets lapsed offers go to the next person and offers seats freed by
 * lapsed booking holds (service.ts `sweepWaitlist`). Every decision is
 * taken under the event's row lock, so processes sweeping at once never
 * offer the same seats twice. The clock is injected: tests move time on.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db';
import { PeriodicJob } from '../../../lib/periodic-job';
import { todayIn } from '../../../lib/dates';
import type { Outbox } from '../../messaging';
import type { OfferTerms } from './offers';
import type { BookingPayments } from '../booking-payments';
import { sweepWaitlist } from './service';

export interface WaitlistWorkerOptions {
  db: Database;
  outbox: Outbox;
  /** The payments of bookings whose holds lapse (giving's). */
  bookingPayments: BookingPayments;
  clock: () => Date;
  timeZone: string;
  claimHours: number;
  intervalMs: number;
  log: FastifyBaseLogger;
}

/** What deciding on offers needs now, by this clock. */
export function offerTermsAt(
  now: Date,
  settings: { timeZone: string; claimHours: number },
): OfferTerms {
  return { now, today: todayIn(settings.timeZone, now), claimHours: settings.claimHours };
}

export class WaitlistWorker {
  private readonly job: PeriodicJob;

  constructor(private readonly options: WaitlistWorkerOptions) {
    this.job = new PeriodicJob({
      name: 'waitlist sweep',
      everyMs: options.intervalMs,
      firstAfterMs: options.intervalMs,
      pass: () => this.tick(),
      log: options.log,
    });
  }

  /** One pass, now by the worker's clock. */
  tick() {
    const { db, outbox, bookingPayments, clock } = this.options;
    return sweepWaitlist(db, outbox, bookingPayments, offerTermsAt(clock(), this.options));
  }

  start(): void {
    this.job.start();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }
}
