import { sql } from 'drizzle-orm';
import type { Database } from '../../../db';

/** Asks the database the smallest question; throws what the driver throws when it cannot. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
