import type { MinistryInterest, ReceivedSearch } from '@parish/shared-types';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db';
import { countRows, fromDay, single } from '../../../db/rows';
import { ministries, ministryInterests } from '../tables';

type InterestRow = typeof ministryInterests.$inferSelect;
export type NewMinistryInterest = Omit<typeof ministryInterests.$inferInsert, 'id' | 'createdAt'>;

function toMinistryInterestJson(row: InterestRow): MinistryInterest {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    ministry: row.ministryId,
    ministry_title: row.ministryTitle,
    message: row.message,
    created_at: row.createdAt.toISOString(),
  };
}

/** The title of ministry `id`, or `undefined` when there is no such ministry. */
export async function findMinistryTitle(db: Executor, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ title: ministries.title })
    .from(ministries)
    .where(and(eq(ministries.id, id), isNull(ministries.deletedAt)))
    .limit(1);
  return row?.title;
}

export async function insertMinistryInterest(
  db: Executor,
  interest: NewMinistryInterest,
): Promise<MinistryInterest> {
  return toMinistryInterestJson(
    single(await db.insert(ministryInterests).values(interest).returning()),
  );
}

/** Every interest, newest first; from a day (UTC) on when asked. */
export async function listMinistryInterests(
  db: Executor,
  search: ReceivedSearch,
): Promise<MinistryInterest[]> {
  const rows = await db
    .select()
    .from(ministryInterests)
    .where(fromDay(ministryInterests.createdAt, search.from))
    .orderBy(desc(ministryInterests.createdAt), desc(ministryInterests.id));
  return rows.map(toMinistryInterestJson);
}

/** How many interests arrived from a day (UTC) on. */
export function countMinistryInterests(db: Executor, from: string): Promise<number> {
  return countRows(db, ministryInterests, fromDay(ministryInterests.createdAt, from));
}
