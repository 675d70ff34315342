import type { NewsletterSubscription } from '@parish/shared-types';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import { newsletterSubscribers } from '../../db/schema';

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

function toSubscriptionJson(row: SubscriberRow): NewsletterSubscription {
  return { email: row.email, subscribed_at: row.createdAt.toISOString() };
}

/**
 * Subscribes an address (already trimmed and lower-cased by the schema)
 * once. `created` is false when it was already subscribed: a repeat is not
 * an error, and the answer is the same either way except for the status.
 */
export async function subscribe(
  db: Executor,
  email: string,
): Promise<{ subscription: NewsletterSubscription; created: boolean }> {
  const [inserted] = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning();
  if (inserted) return { subscription: toSubscriptionJson(inserted), created: true };
  const [existing] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .limit(1);
  if (!existing) throw new Error(`Subscriber ${email} neither inserted nor found.`);
  return { subscription: toSubscriptionJson(existing), created: false };
}

/** Every subscriber, newest first. */
export async function listSubscribers(db: Executor): Promise<NewsletterSubscription[]> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
  return rows.map(toSubscriptionJson);
}
