/**
 * Fresh databases for a benchmark run, each migrated, seeded with the demo
 * parish and given one free event with seats enough for any run. Nothing
 * existing is touched: PGlite lives in a new temporary directory, and on
 * PostgreSQL a throw-away database is created for the run and dropped after.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseOptions } from '../db';
import { single } from '../db/rows';
import { seedDemoData } from '../seed/seed';
import { events } from '../modules/ticketing/tables';
import { addDays, todayIn } from '../lib/dates';

/** Far more seats than 50 connections can book in any sensible run; the column is a 32-bit int. */
export const BENCH_EVENT_SEATS = 1_000_000_000;

export interface BenchDatabase {
  label: string;
  /** What the API child is given: DATABASE_URL or PGLITE_DIR. */
  env: { DATABASE_URL: string; PGLITE_DIR: string };
  /** The event the booking benchmark books. */
  eventId: number;
  drop(): Promise<void>;
}

export const BENCH_SEED = {
  timeZone: 'UTC',
  demoAdmin: { email: 'admin@bench.example', password: randomBytes(12).toString('hex') },
  passwordHashCost: 10,
};

/** Migrates, seeds and adds the bench event, then closes (the API child opens it again). */
async function prepare(options: DatabaseOptions, migrations: string): Promise<number> {
  const handle = await createDatabase(options);
  try {
    await handle.migrate(migrations);
    await seedDemoData(handle.db, BENCH_SEED);
    // Free, so that every booking is confirmed at once whatever the payment
    // flow: the benchmark measures taking seats, not a payment provider.
    const event = single(
      await handle.db
        .insert(events)
        .values({
          title: 'Benchmark Concert',
          description: 'An event with seats enough for a benchmark run.',
          date: addDays(todayIn('UTC'), 365),
          time: '19:00:00',
          location: 'Parish Hall',
          priceCents: 0,
          maxAttendees: BENCH_EVENT_SEATS,
          registeredAttendees: 0,
          image: '/api/static/seed/advent.svg',
        })
        .returning({ id: events.id }),
    );
    return event.id;
  } finally {
    await handle.close();
  }
}

export async function embeddedDatabase(migrations: string): Promise<BenchDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-bench-pglite-'));
  try {
    const eventId = await prepare({ pgliteDir: dir }, migrations);
    return {
      label: 'PGlite (embedded)',
      env: { DATABASE_URL: '', PGLITE_DIR: dir },
      eventId,
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** A new database on the server `serverUrl` points at; `serverUrl`'s own database is only used to create and drop it. */
export async function throwAwayPostgres(
  serverUrl: string,
  migrations: string,
): Promise<BenchDatabase> {
  const name = `parish_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    const eventId = await prepare({ databaseUrl: url.toString() }, migrations);
    const version = await serverVersion(serverUrl);
    return {
      label: `PostgreSQL ${version}`,
      env: { DATABASE_URL: url.toString(), PGLITE_DIR: '' },
      eventId,
      drop,
    };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** Runs `statement` on the server's own database (`serverUrl`), in a connection of its own. */
async function onServer<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  serverUrl: string,
  statement: string,
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query<Row>(statement)).rows;
  } finally {
    await client.end();
  }
}

async function serverVersion(serverUrl: string): Promise<string> {
  const [row] = await onServer<{ server_version: string }>(serverUrl, 'SHOW server_version');
  return row?.server_version.split(' ')[0] ?? '';
}
