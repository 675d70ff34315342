/**
 * Fills a new database with the demo parish (see seed-data.ts) and the demo
 * administrator, an owner with `DEMO_ADMIN_PASSWORD` or a generated password.
 * It runs at most once per database: only while no event exists and the
 * database has never been seeded, so deleting the demo events later does not
 * bring them back.
 */
import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import { hashPassword, verifyPassword, findAdminByEmail } from '../modules/identity';
import { todayIn } from '../lib/dates';
import { STARTUP_LOCK_KEY, type Database, type Executor } from '../db';
import { admins } from '../modules/identity/tables';
import { appMeta } from '../db/tables';
import { events } from '../modules/ticketing/tables';
import { leaders, ministries, products, videos } from '../modules/content/tables';
import { DEMO_LEADERS, DEMO_MINISTRIES, DEMO_PRODUCTS, DEMO_VIDEOS, demoEvents } from './seed-data';

const SEEDED_KEY = 'demo_data_seeded_at';

type SeedConfig = Pick<Config, 'demoAdmin' | 'timeZone' | 'passwordHashCost'>;

/** What a start's seeding did. */
export interface DemoSeed {
  seeded: boolean;
  /**
   * The demo owner's password when this seeding generated it (no
   * `DEMO_ADMIN_PASSWORD`) and created the owner with it: to be shown once,
   * never stored but as its hash.
   */
  generatedPassword: string | null;
}

/** A strong password for the demo owner: 144 random bits, 24 characters (base64url). */
export function generateDemoAdminPassword(): string {
  return randomBytes(18).toString('base64url');
}

export async function seedDemoData(
  db: Database,
  config: SeedConfig,
  now = new Date(),
): Promise<DemoSeed> {
  const nothing: DemoSeed = { seeded: false, generatedPassword: null };
  if (!(await needsSeed(db))) return nothing;
  const password = config.demoAdmin.password ?? generateDemoAdminPassword();
  const passwordHash = await hashPassword(password, config.passwordHashCost);
  return db.transaction(async (tx) => {
    // Instances starting together against one PostgreSQL seed once: the
    // first takes the lock, the others then find the work done.
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK_KEY})`);
    if (!(await needsSeed(tx))) return nothing;

    await tx.insert(events).values(demoEvents(todayIn(config.timeZone, now)));
    await tx.insert(leaders).values(DEMO_LEADERS);
    await tx.insert(ministries).values(DEMO_MINISTRIES);
    await tx.insert(products).values(DEMO_PRODUCTS);
    await tx.insert(videos).values(DEMO_VIDEOS);
    // An administrator made before the first start (create-admin) keeps their password.
    const created = await tx
      .insert(admins)
      .values({
        email: config.demoAdmin.email,
        name: 'Parish Administrator',
        passwordHash,
        roles: ['owner'],
      })
      .onConflictDoNothing()
      .returning({ id: admins.id });
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: now.toISOString() });
    const generated = config.demoAdmin.password === null && created.length > 0;
    return { seeded: true, generatedPassword: generated ? password : null };
  });
}

async function needsSeed(db: Executor): Promise<boolean> {
  const [seeded] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  const [existing] = await db.select({ n: count() }).from(events);
  return !seeded && existing?.n === 0;
}

/**
 * What start-up may say about the demo owner's password: `configured` while
 * the owner still has the `DEMO_ADMIN_PASSWORD` set; `shown-once` for a
 * generated one (printed at the first start only); `none` when there is no
 * such owner or the password was changed.
 */
export async function demoAdminPasswordState(
  db: Database,
  config: SeedConfig,
): Promise<'configured' | 'shown-once' | 'none'> {
  const admin = await findAdminByEmail(db, config.demoAdmin.email);
  if (!admin) return 'none';
  if (config.demoAdmin.password === null) return 'shown-once';
  return (await verifyPassword(config.demoAdmin.password, admin.passwordHash))
    ? 'configured'
    : 'none';
}
