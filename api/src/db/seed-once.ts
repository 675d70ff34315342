import { eq, sql } from 'drizzle-orm';
import { STARTUP_LOCK_KEY, type Database, type Transaction } from './index';
import { appMeta } from './tables';

/**
 * Runs `seed` once per database, marked done under `key` in `app_meta` in
 * the same transaction. Instances starting together against one PostgreSQL
 * seed once: the first takes the start-up lock, the others then find the
 * mark. A database seeded before this part existed gets it at its next
 * start. Returns whether it seeded.
 */
export async function seedOnce(
  db: Database,
  key: string,
  seed: (tx: Transaction) => Promise<void>,
  now = new Date(),
): Promise<boolean> {
  const isMarked = async (executor: Database | Transaction) => {
    const [mark] = await executor.select().from(appMeta).where(eq(appMeta.key, key));
    return mark !== undefined;
  };
  // Most starts find the mark: no transaction, no lock.
  if (await isMarked(db)) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK_KEY})`);
    if (await isMarked(tx)) return false;
    await seed(tx);
    await tx.insert(appMeta).values({ key, value: now.toISOString() });
    return true;
  });
}
