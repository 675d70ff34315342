import type { NewsletterStatus, NewsletterSubscription } from '@parish/shared-types';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { newsletterSubscribers } from '../../db/schema';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

export function toSubscriptionJson(row: SubscriberRow): NewsletterSubscription {
  return {
    email: row.email,
    subscribed_at: row.createdAt.toISOString(),
    status: row.status as NewsletterStatus,
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
  };
}

/** Adds a pending address with its tokens; `undefined` when it is already there (the unique index decides). */
export async function insertSubscriberIfNew(
  db: Executor,
  subscriber: { email: string; confirmToken: string; unsubscribeToken: string },
): Promise<SubscriberRow | undefined> {
  const [inserted] = await db
    .insert(newsletterSubscribers)
    .values({ ...subscriber, status: 'pending' })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning();
  return inserted;
}

/** The address's row, locked until the transaction ends. */
export async function lockSubscriber(
  db: Executor,
  email: string,
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .limit(1)
    .for('update');
  return row;
}

/** An address asks again: pending once more, with a new confirm link (and its old unsubscribe one, if any). */
export async function renewPending(
  db: Executor,
  id: number,
  tokens: { confirmToken: string; unsubscribeToken: string },
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({
      status: 'pending',
      confirmToken: tokens.confirmToken,
      unsubscribeToken: sql`coalesce(${newsletterSubscribers.unsubscribeToken}, ${tokens.unsubscribeToken})`,
      unsubscribedAt: null,
    })
    .where(eq(newsletterSubscribers.id, id))
    .returning();
  return row;
}

export async function lockSubscriberByToken(
  db: Executor,
  column: 'confirmToken' | 'unsubscribeToken',
  token: string,
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers[column], token))
    .limit(1)
    .for('update');
  return row;
}

export async function markSubscribed(db: Executor, id: number): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'subscribed', confirmedAt: sql`now()` })
    .where(eq(newsletterSubscribers.id, id))
    .returning();
  return row;
}

/** Unsubscribed; the confirm link goes, so an old mail can't subscribe the address again. */
export async function markUnsubscribed(
  db: Executor,
  id: number,
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: sql`now()`, confirmToken: null })
    .where(eq(newsletterSubscribers.id, id))
    .returning();
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
