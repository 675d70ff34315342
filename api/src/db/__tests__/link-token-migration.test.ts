/**
 * Migration 0019 turns the plain link tokens already stored (booking manage
 * links, waitlist links, newsletter confirm and unsubscribe links) into
 * their SHA-256: every link already mailed keeps working afterwards.
 * Run on an in-memory PGlite migrated to 0018 first, with rows as they
 * were then.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths, type Booking } from '@parish/shared-types';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { newLinkToken } from '../../modules/messaging';
import { addDays, todayIn } from '../../lib/dates';
import { secretHash } from '../../lib/secret-hash';
import { testConfig } from '../../testing/app';
import { MIGRATIONS_DIR } from '../../testing/database';
import { createDatabase, type DatabaseHandle } from '..';

const LAST_BEFORE = 18;

/** A copy of the migrations folder that stops at `last`. */
function migrationsUpTo(last: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { idx: number; tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) {
    fs.copyFileSync(
      path.join(MIGRATIONS_DIR, `${entry.tag}.sql`),
      path.join(dir, `${entry.tag}.sql`),
    );
  }
  return dir;
}

const tokens = {
  manage: newLinkToken(),
  waitlist: newLinkToken(),
  confirm: newLinkToken(),
  unsubscribe: newLinkToken(),
};

let handle: DatabaseHandle;
let app: FastifyInstance;
let oldMigrations: string;
beforeAll(async () => {
  oldMigrations = migrationsUpTo(LAST_BEFORE);
  handle = await createDatabase({ pgliteDir: null });
  await handle.migrate(oldMigrations);
  const date = addDays(todayIn('UTC'), 7);
  await handle.db.execute(sql`
    insert into events (id, title, description, date, time, location, price_cents, max_attendees, registered_attendees, image)
    values (1, 'Advent Retreat', 'A day of prayer.', ${date}, '10:00:00', 'Parish Hall', 0, 10, 2, '/x.svg')`);
  await handle.db.execute(sql`
    insert into bookings (booking_id, event_id, number_of_tickets, total_cents, payment_method, status, manage_token)
    values ('bidOldLink01', 1, 1, 0, 'card', 'confirmed', ${tokens.manage})`);
  await handle.db.execute(sql`
    insert into tickets (booking_id, name, email, phone_number, paid)
    values ('bidOldLink01', 'Maria Lopez', 'maria@example.org', '555-0101', true)`);
  await handle.db.execute(sql`
    insert into waitlist_entries (event_id, name, email, seats, status, token)
    values (1, 'Bo Lee', 'bo@example.org', 1, 'waiting', ${tokens.waitlist})`);
  await handle.db.execute(sql`
    insert into newsletter_subscribers (email, status, confirm_token, unsubscribe_token)
    values ('reader@example.org', 'pending', ${tokens.confirm}, ${tokens.unsubscribe})`);

  await handle.migrate(MIGRATIONS_DIR);
  app = await buildApp({ db: handle.db, config: testConfig() });
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
  fs.rmSync(oldMigrations, { recursive: true, force: true });
});

it('keeps only hashes of the tokens already stored', async () => {
  const stored = JSON.stringify(
    await handle.db.execute(sql`
      select (select json_agg(b) from bookings b) as bookings,
             (select json_agg(l) from booking_manage_links l) as manage,
             (select json_agg(w) from waitlist_entries w) as waiting,
             (select json_agg(l) from waitlist_entry_links l) as waitlist,
             (select json_agg(n) from newsletter_subscribers n) as readers,
             (select json_agg(l) from newsletter_unsubscribe_links l) as unsubscribe`),
  );
  for (const token of Object.values(tokens)) {
    expect(stored).not.toContain(token);
    expect(stored).toContain(secretHash(token));
  }
});

it('keeps every link already mailed working', async () => {
  const booking = await app.inject({
    method: 'GET',
    url: `${apiPaths.booking('bidOldLink01')}?token=${tokens.manage}`,
  });
  expect(booking.json<Booking>()).toMatchObject({
    manage_token: tokens.manage,
    tickets: [{ email: 'maria@example.org' }],
  });

  const place = await app.inject({ method: 'GET', url: apiPaths.waitlistEntry(tokens.waitlist) });
  expect(place.json()).toMatchObject({ name: 'Bo Lee', status: 'waiting', position: 1 });

  const confirmed = await app.inject({
    method: 'POST',
    url: apiPaths.newsletterConfirm,
    payload: { token: tokens.confirm },
  });
  expect(confirmed.json()).toMatchObject({ status: 'subscribed' });
  const left = await app.inject({
    method: 'POST',
    url: apiPaths.newsletterUnsubscribe,
    payload: { token: tokens.unsubscribe },
  });
  expect(left.json()).toMatchObject({ status: 'unsubscribed' });
});
