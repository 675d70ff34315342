/**
 * Fills a new database with the demo parish (see seed-data.ts) and the demo
 * administrator. It runs at most once per database: only while no event
 * exists and the database has never been seeded, so deleting the demo
 * events later does not bring them back.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import { hashPassword, verifyPassword } from '../features/admins/passwords';
import { findAdminByEmail } from '../features/admins/repository';
import { todayIn } from '../lib/dates';
import { STARTUP_LOCK_KEY, type Database, type Executor } from '.';
import { admins, appMeta, events, leaders, ministries, products, videos } from './schema';
import { DEMO_LEADERS, DEMO_MINISTRIES, DEMO_PRODUCTS, DEMO_VIDEOS, demoEvents } from './seed-data';

const SEEDED_KEY = 'demo_data_seeded_at';

type SeedConfig = Pick<Config, 'demoAdmin' | 'timeZone' | 'passwordHashCost'>;

/** Returns whether it seeded. */
export async function seedDemoData(
  db: Database,
  config: SeedConfig,
  now = new Date(),
): Promise<boolean> {
  if (!(await needsSeed(db))) return false;
  const passwordHash = await hashPassword(config.demoAdmin.password, config.passwordHashCost);
  return db.transaction(async (tx) => {
    // Instances starting together against one PostgreSQL seed once: the
    // first takes the lock, the others then find the work done.
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK_KEY})`);
    if (!(await needsSeed(tx))) return false;

    await tx.insert(events).values(demoEvents(todayIn(config.timeZone, now)));
    await tx.insert(leaders).values(DEMO_LEADERS);
    await tx.insert(ministries).values(DEMO_MINISTRIES);
    await tx.insert(products).values(DEMO_PRODUCTS);
    await tx.insert(videos).values(DEMO_VIDEOS);
    await tx
      .insert(admins)
      .values({
        email: config.demoAdmin.email,
        name: 'Parish Administrator',
        passwordHash,
        roles: ['owner'],
      })
      .onConflictDoNothing();
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: now.toISOString() });
    return true;
  });
}

async function needsSeed(db: Executor): Promise<boolean> {
  const [seeded] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  const [existing] = await db.select({ n: count() }).from(events);
  return !seeded && existing?.n === 0;
}

/** Whether the demo administrator exists and still has the demo password (shown at start). */
export async function demoAdminHasDemoPassword(db: Database, config: SeedConfig): Promise<boolean> {
  const admin = await findAdminByEmail(db, config.demoAdmin.email);
  return admin ? verifyPassword(config.demoAdmin.password, admin.passwordHash) : false;
}
