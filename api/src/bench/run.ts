/**
 * `npm run bench -w api`: requests per second and latency of
 * `GET /api/events/` and `POST /api/bookings/` under 50 connections, against
 * a fresh embedded database and, when DATABASE_URL is set, against a
 * throw-away database on that PostgreSQL server. BENCH_DURATION sets the
 * seconds of each measured run (default 10); each is preceded by a warm-up.
 * Prints a markdown table; exits 1 if any request failed or was not 2xx.
 */
import os from 'node:os';
import path from 'node:path';
import type { BookingInput, ParishEvent } from '@parish/shared-types';
import { workspacePaths } from '../config';
import { embeddedDatabase, throwAwayPostgres, type BenchDatabase } from './databases';
import {
  benchDuration,
  CONNECTIONS,
  markdownTable,
  measure,
  problemOf,
  type Load,
  type Measurement,
} from './measure';
import { startApi } from './server';

const apiRoot = path.resolve(import.meta.dirname, '../..');
const migrations = workspacePaths(apiRoot).migrations;

/** A valid booking of one ticket (the spec's booking form, as shared-types checks it). */
function bookingOf(eventId: number): BookingInput {
  return {
    event: eventId,
    number_of_tickets: 1,
    payment_method: 'card',
    tickets: [{ name: 'Bench Visitor', email: 'visitor@bench.example', phone_number: '555-0100' }],
  };
}

async function benchDatabase(database: BenchDatabase, seconds: number): Promise<Measurement[]> {
  const api = await startApi(apiRoot, database);
  try {
    const loads: Load[] = [
      { route: 'GET /api/events/', url: `${api.baseUrl}/api/events/`, method: 'GET' },
      {
        route: 'POST /api/bookings/',
        url: `${api.baseUrl}/api/bookings/`,
        method: 'POST',
        body: bookingOf(database.eventId),
      },
    ];
    const warmUpSeconds = Math.min(3, seconds);
    const measurements: Measurement[] = [];
    let booked = 0;
    for (const load of loads) {
      console.info(
        `${database.label}: ${load.route}: ${warmUpSeconds} s warm-up, ${seconds} s run…`,
      );
      const warmUp = await measure(load, warmUpSeconds, `${database.label} (warm-up)`);
      const measured = await measure(load, seconds, database.label);
      for (const run of [warmUp, measured]) {
        const problem = problemOf(run);
        if (problem) throw new Error(problem);
        if (load.method === 'POST') booked += run.ok;
      }
      measurements.push(measured);
    }
    await checkSeats(api.baseUrl, database, booked);
    return measurements;
  } finally {
    await api.stop();
  }
}

/**
 * Every booking answered 201 took its seat, and no more were taken than were
 * asked for (a run's last requests may be cut off after the server answered).
 */
async function checkSeats(baseUrl: string, database: BenchDatabase, booked: number) {
  const response = await fetch(`${baseUrl}/api/events/${database.eventId}/`);
  const event = (await response.json()) as ParishEvent;
  const taken = event.registered_attendees;
  if (taken < booked || taken > booked + 2 * CONNECTIONS) {
    throw new Error(
      `${database.label}: ${booked} bookings were answered 201 but the event has ${taken} seats taken.`,
    );
  }
  console.info(`${database.label}: ${booked} bookings answered 201; ${taken} seats taken.`);
}

async function main() {
  const seconds = benchDuration(process.env.BENCH_DURATION);
  const postgresUrl = process.env.DATABASE_URL?.trim();
  const databases: (() => Promise<BenchDatabase>)[] = [() => embeddedDatabase(migrations)];
  if (postgresUrl) databases.push(() => throwAwayPostgres(postgresUrl, migrations));
  else console.info('DATABASE_URL is not set: PostgreSQL is not measured.');

  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.info(
    `${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} × ${cpu} · load average ${os.loadavg()[0]?.toFixed(2)} · ${CONNECTIONS} connections`,
  );
  const measurements: Measurement[] = [];
  for (const create of databases) {
    const database = await create();
    try {
      measurements.push(...(await benchDatabase(database, seconds)));
    } finally {
      await database.drop();
    }
  }
  console.info(`\n${markdownTable(measurements)}\n`);
  console.info(`Load average after the runs: ${os.loadavg()[0]?.toFixed(2)}`);
}

main().catch((error: unknown) => {
  console.error(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
