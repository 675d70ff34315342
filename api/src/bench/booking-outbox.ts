/**
 * `npm run bench:booking-outbox -w api`: what the outbox adds to a booking.
 * Two apps on two fresh embedded databases, one with the outbox and one
 * whose outbox writes nothing; one visitor books a free event on each in
 * turn (A, B, A, B, …), so whatever else the machine does falls on both
 * alike. Prints the median and p95 of each and their difference.
 */
import path from 'node:path';
import { buildBookingInput } from '@parish/shared-types/testing';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDatabase } from '../db';
import { single } from '../db/rows';
import { events } from '../modules/ticketing/tables';
import type { Outbox } from '../modules/messaging';
import { quantile } from './measure';

const apiRoot = path.resolve(import.meta.dirname, '../..');
// No SMTP server: the mails stay queued, so only the enqueue is measured.
const config = loadConfig(
  { SESSION_SECRET: 'b'.repeat(64), LOG_LEVEL: 'silent', PARISH_TIME_ZONE: 'UTC' },
  { apiRoot },
);

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 400);

async function bookingApp(outbox?: Outbox) {
  const database = await createDatabase({ pgliteDir: null });
  await database.migrate(config.paths.migrations);
  const app = await buildApp({ db: database.db, config, ...(outbox ? { outbox } : {}) });
  const event = single(
    await database.db
      .insert(events)
      .values({
        title: 'Benchmark Vespers',
        description: 'Free, with seats enough for the run.',
        date: '2099-01-01',
        time: '18:00:00',
        location: 'Parish Hall',
        priceCents: 0,
        maxAttendees: 1_000_000,
        image: '/api/static/seed/advent.svg',
      })
      .returning(),
  );
  const book = async () => {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/bookings/',
      payload: buildBookingInput(event.id, 2),
    });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 201) throw new Error(`booking answered ${response.statusCode}`);
    return elapsed;
  };
  return {
    book,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const withOutbox = await bookingApp();
const withoutOutbox = await bookingApp({
  officeAddress: 'office@example.org',
  siteUrl: 'http://localhost:3000',
  enqueue: async () => ({}) as never,
});
const times = { with: [] as number[], without: [] as number[] };
try {
  // Warm-up: compile paths and fill caches on both.
  for (let index = 0; index < 30; index++) {
    await withOutbox.book();
    await withoutOutbox.book();
  }
  for (let index = 0; index < BOOKINGS; index++) {
    times.with.push(await withOutbox.book());
    times.without.push(await withoutOutbox.book());
  }
} finally {
  await withOutbox.close();
  await withoutOutbox.close();
}
const row = (label: string, values: number[]) =>
  `| ${label} | ${quantile(values, 0.5).toFixed(2)} | ${quantile(values, 0.95).toFixed(2)} |`;
console.info(`${BOOKINGS} free bookings of two tickets each, one visitor, PGlite, alternating\n`);
console.info('| Booking | p50 ms | p95 ms |\n| --- | ---: | ---: |');
console.info(row('with the outbox (booking mail queued)', times.with));
console.info(row('without (nothing queued)', times.without));
console.info(
  `\nThe outbox adds ${(quantile(times.with, 0.5) - quantile(times.without, 0.5)).toFixed(2)} ms at the median.`,
);
