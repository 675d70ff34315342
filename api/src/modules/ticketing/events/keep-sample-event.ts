import type { Database } from '../../../db';
import { todayIn } from '../../../lib/dates';
import { PeriodicJob } from '../../../lib/periodic-job';
import { ensureSampleEvent } from './service';
import type { ApiApp } from '../../../http/context';

/** How often the sample event is looked for: soon after midnight, or after it was deleted. */
export const SAMPLE_EVENT_CHECK_MS = 60_000;

export interface KeepSampleEventOptions {
  /** The parish's: decides when "today" rolls over to the next day. */
  timeZone: string;
  everyMs?: number;
  now?: () => Date;
}

/**
 * Keeps the spec's sample event ('Christmas Celebrations', sample-event.ts)
 * on the next 25 December: it is added when the app is ready, before the
 * first request, and looked for again every minute (like the seat holds'
 * sweep in payments/routes.ts), so it is back within a minute of the day
 * after Christmas or of being deleted.
 */
export function keepSampleEvent(
  app: ApiApp,
  db: Database,
  { timeZone, everyMs = SAMPLE_EVENT_CHECK_MS, now = () => new Date() }: KeepSampleEventOptions,
): void {
  const check = async () => {
    const added = await ensureSampleEvent(db, todayIn(timeZone, now()));
    if (added) app.log.info({ eventId: added.id, date: added.date }, 'added the sample event');
  };
  const job = new PeriodicJob({
    name: 'adding the sample event',
    everyMs,
    firstAfterMs: everyMs,
    pass: check,
    log: app.log,
  });
  app.addHook('onReady', async () => {
    await check();
    job.start();
  });
  app.addHook('onClose', async () => job.stop());
}
