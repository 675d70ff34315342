/**
 * The lock order of seat-holds.ts (bookings by booking_id, then events by
 * id). PGlite runs one transaction at a time, so the first test checks the
 * statements; the others make two transactions race on real PostgreSQL
 * (TEST_DATABASE_URL or DATABASE_URL; skipped without one), where taking
 * rows in different orders is a deadlock (40P01) and a 500.
 */
import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database } from '../../db';
import { bookings, events } from '../../modules/ticketing/tables';
import {
  deleteEvent,
  EVENT_HAS_BOOKINGS_MESSAGE,
  releaseLapsedHoldsNow,
} from '../../modules/ticketing';
import { unwrap } from '../../http/results';
import { insertEvent } from '../../testing/app';
import { createTestDatabase, testPostgresUrl, type TestDatabase } from '../../testing/database';
import { bookingPayments } from '../../modules/giving';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.cleanup());

const client = () => (database.db as unknown as { $client: unknown }).$client;
let serial = 0;

/**
 * Three lapsed holds on `eventId`, their ids in order A < M < Z. They are
 * written Z first, with the earliest expiry, so a scan of the table or of
 * the (status, expires_at) index meets them in reverse id order.
 */
async function lapsedHolds(eventId: number): Promise<[string, string, string]> {
  serial += 1;
  const ids = ['A', 'M', 'Z'].map((letter) => `bid${letter}${serial}lockorder`);
  for (const [index, bookingId] of [...ids].reverse().entries()) {
    await database.db.insert(bookings).values({
      bookingId,
      eventId,
      numberOfTickets: 1,
      totalCents: 2000,
      paymentMethod: 'card',
      status: 'pending',
      expiresAt: sql`now() - make_interval(mins => ${60 - index})`,
    });
  }
  await database.db
    .update(events)
    .set({ registeredAttendees: sql`${events.registeredAttendees} + 3` })
    .where(eq(events.id, eventId));
  return ids as [string, string, string];
}

const seatsTaken = async (eventId: number) =>
  (await database.db.select().from(events).where(eq(events.id, eventId)))[0]?.registeredAttendees;

it('locks the lapsed bookings with one SELECT … ORDER BY booking_id FOR UPDATE before changing a row', async () => {
  const event = await insertEvent(database.db);
  await lapsedHolds(event.id);
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query.toLowerCase()) };
  const logged =
    database.driver === 'pglite'
      ? drizzlePglite({ client: client() as PGlite, logger })
      : drizzlePg({ client: client() as pg.Pool, logger });

  expect(await releaseLapsedHoldsNow(logged as unknown as Database, 'all', bookingPayments)).toBe(
    3,
  );
  const changes = statements.filter((statement) => /^(update|insert|delete)/.test(statement));
  const lock = statements.findIndex((statement) =>
    /^select .* from "bookings" .*order by "bookings"\."booking_id" asc for update$/.test(
      statement,
    ),
  );
  expect(lock).toBeGreaterThanOrEqual(0);
  expect(statements.indexOf(changes[0] ?? '')).toBeGreaterThan(lock);
  expect(await seatsTaken(event.id)).toBe(0);
});

const onPostgres = testPostgresUrl() ? describe : describe.skip;

onPostgres('two transactions on real PostgreSQL', () => {
  let blocker: pg.PoolClient;
  let watcher: pg.PoolClient;
  beforeEach(async () => {
    blocker = await (client() as pg.Pool).connect();
    watcher = await (client() as pg.Pool).connect();
  });
  afterEach(async () => {
    await blocker.query('rollback');
    blocker.release();
    watcher.release();
  });

  /** Resolves once some transaction of this database waits for a row lock. */
  async function someoneWaits() {
    for (let attempt = 0; attempt < 200; attempt++) {
      const { rows } = await watcher.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if ((rows[0]?.n ?? 0) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('nothing waited for a lock');
  }

  it('the hold sweep and an event’s release, both in booking_id order, never deadlock', async () => {
    const event = await insertEvent(database.db);
    const [first, , last] = await lapsedHolds(event.id);
    const lockSql = 'select 1 from bookings where booking_id = $1 for update';
    // Another release (a booking for the event) has locked the first hold …
    await blocker.query('begin');
    await blocker.query(lockSql, [first]);
    const sweep = releaseLapsedHoldsNow(database.db, 'all', bookingPayments);
    await someoneWaits();
    // … and goes on to the last one, which the sweep must not have taken meanwhile.
    await blocker.query(lockSql, [last]);
    await blocker.query('commit');
    await expect(sweep).resolves.toBe(3);
    expect(await seatsTaken(event.id)).toBe(0);
  });

  it('deleting an event while a payment settles one of its bookings never deadlocks', async () => {
    const event = await insertEvent(database.db, { priceCents: 2000 });
    await database.db.insert(bookings).values({
      bookingId: `bidpaidlate${event.id}`,
      eventId: event.id,
      numberOfTickets: 1,
      totalCents: 2000,
      paymentMethod: 'card',
      status: 'cancelled',
    });
    // The money arrives after the hold lapsed: the booking is locked, then its seat retaken.
    await blocker.query('begin');
    await blocker.query('select 1 from bookings where booking_id = $1 for update', [
      `bidpaidlate${event.id}`,
    ]);
    const deletion = deleteEvent(database.db, event.id).then(unwrap);
    await someoneWaits();
    await blocker.query(
      'update events set registered_attendees = registered_attendees + 1 where id = $1',
      [event.id],
    );
    await blocker.query("update bookings set status = 'confirmed' where booking_id = $1", [
      `bidpaidlate${event.id}`,
    ]);
    await blocker.query('commit');
    await expect(deletion).rejects.toMatchObject({
      statusCode: 409,
      message: EVENT_HAS_BOOKINGS_MESSAGE,
    });
  });
});
