import type { NewsletterSubscription } from '@parish/shared-types';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import { newsletterSubscribers } from '../../db/schema';

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

export function toSubscriptionJson(row: SubscriberRow): NewsletterSubscription {
  return { email: row.email, subscribed_at: row.createdAt.toISOString() };
}

/** Adds an address; `undefined` when it is already there (the unique index decides). */
export async function insertSubscriberIfNew(
  db: Executor,
  email: string,
): Promise<SubscriberRow | undefined> {
  const [inserted] = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning();
  return inserted;
}

export async function findSubscriber(
  db: Executor,
  email: string,
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .limit(1);
  return row;
}

/** Every subscriber, newest first. */
export async function listSubscribers(db: Executor): Promise<NewsletterSubscription[]> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
  return rows.map(toSubscriptionJson);
}
