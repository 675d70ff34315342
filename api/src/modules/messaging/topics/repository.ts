import type { NewsletterTopic, NewsletterTopicInput } from '@parish/shared-types';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db';
import { newsletterTopics, newsletterTopicSubscriptions } from '../tables';

type TopicRow = typeof newsletterTopics.$inferSelect;

/** The office's order: by position, then as they were added. */
const TOPIC_ORDER = [asc(newsletterTopics.position), asc(newsletterTopics.id)];

export function toTopicJson(row: TopicRow): NewsletterTopic {
  return {
    id: row.id,
    name: row.name,
    name_es: row.nameEs,
    description: row.description,
    description_es: row.descriptionEs,
    position: row.position,
    retired: row.retired,
  };
}

function toColumns(input: NewsletterTopicInput) {
  return {
    name: input.name,
    nameEs: input.name_es,
    description: input.description,
    descriptionEs: input.description_es,
    position: input.position,
    retired: input.retired,
  };
}

/** Every topic (`offeredOnly`: those not retired), in the office's order. */
export async function listTopics(db: Executor, offeredOnly: boolean): Promise<NewsletterTopic[]> {
  const rows = await db
    .select()
    .from(newsletterTopics)
    .where(offeredOnly ? eq(newsletterTopics.retired, false) : undefined)
    .orderBy(...TOPIC_ORDER);
  return rows.map(toTopicJson);
}

export async function findTopic(db: Executor, id: number): Promise<NewsletterTopic | undefined> {
  const [row] = await db.select().from(newsletterTopics).where(eq(newsletterTopics.id, id));
  return row && toTopicJson(row);
}

export async function insertTopic(
  db: Executor,
  input: NewsletterTopicInput,
): Promise<NewsletterTopic> {
  const [row] = await db.insert(newsletterTopics).values(toColumns(input)).returning();
  if (!row) throw new Error('The topic was not inserted.');
  return toTopicJson(row);
}

export async function replaceTopic(
  db: Executor,
  id: number,
  input: NewsletterTopicInput,
): Promise<NewsletterTopic | undefined> {
  const [row] = await db
    .update(newsletterTopics)
    .set({ ...toColumns(input), updatedAt: sql`now()` })
    .where(eq(newsletterTopics.id, id))
    .returning();
  return row && toTopicJson(row);
}

/** The offered topic of this name (any case), the first in the office's order. */
export async function findOfferedTopicByName(
  db: Executor,
  name: string,
): Promise<NewsletterTopic | undefined> {
  const [row] = await db
    .select()
    .from(newsletterTopics)
    .where(
      and(
        sql`lower(${newsletterTopics.name}) = lower(${name})`,
        eq(newsletterTopics.retired, false),
      ),
    )
    .orderBy(...TOPIC_ORDER)
    .limit(1);
  return row && toTopicJson(row);
}

/** Which of `ids` are offered (not retired): the others are refused by the forms. */
export async function offeredTopicIds(db: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: newsletterTopics.id })
    .from(newsletterTopics)
    .where(and(inArray(newsletterTopics.id, [...ids]), eq(newsletterTopics.retired, false)));
  return rows.map((row) => row.id);
}

/** The first topic offered (Parish news as seeded): an address that chose none gets it. */
export async function defaultTopicId(db: Executor): Promise<number | undefined> {
  const [row] = await db
    .select({ id: newsletterTopics.id })
    .from(newsletterTopics)
    .where(eq(newsletterTopics.retired, false))
    .orderBy(...TOPIC_ORDER)
    .limit(1);
  return row?.id;
}

/** The offered topics an address receives (retired ones are kept but not listed). */
export async function offeredTopicsOf(db: Executor, subscriberId: number): Promise<number[]> {
  const rows = await db
    .select({ id: newsletterTopicSubscriptions.topicId })
    .from(newsletterTopicSubscriptions)
    .innerJoin(newsletterTopics, eq(newsletterTopics.id, newsletterTopicSubscriptions.topicId))
    .where(
      and(
        eq(newsletterTopicSubscriptions.subscriberId, subscriberId),
        eq(newsletterTopics.retired, false),
      ),
    )
    .orderBy(...TOPIC_ORDER);
  return rows.map((row) => row.id);
}

/**
 * The address receives exactly `topicIds` of the offered topics from now
 * on; its retired topics are kept as they were (their history).
 */
export async function setOfferedTopics(
  db: Executor,
  subscriberId: number,
  topicIds: readonly number[],
): Promise<void> {
  const offered = db
    .select({ id: newsletterTopics.id })
    .from(newsletterTopics)
    .where(eq(newsletterTopics.retired, false));
  await db
    .delete(newsletterTopicSubscriptions)
    .where(
      and(
        eq(newsletterTopicSubscriptions.subscriberId, subscriberId),
        inArray(newsletterTopicSubscriptions.topicId, offered),
      ),
    );
  if (topicIds.length === 0) return;
  await db
    .insert(newsletterTopicSubscriptions)
    .values(topicIds.map((topicId) => ({ subscriberId, topicId })))
    .onConflictDoNothing();
}

/** The address no longer receives `topicId`; whether it did. */
export async function dropTopic(
  db: Executor,
  subscriberId: number,
  topicId: number,
): Promise<boolean> {
  const removed = await db
    .delete(newsletterTopicSubscriptions)
    .where(
      and(
        eq(newsletterTopicSubscriptions.subscriberId, subscriberId),
        eq(newsletterTopicSubscriptions.topicId, topicId),
      ),
    )
    .returning({ topicId: newsletterTopicSubscriptions.topicId });
  return removed.length > 0;
}
