import type { Language, NewsletterStatus, NewsletterSubscription } from '@parish/shared-types';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db';
import { newsletterSubscribers, newsletterUnsubscribeLinks } from '../tables';
import { secretHash } from '../../../lib/secret-hash';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

export function toSubscriptionJson(row: SubscriberRow): NewsletterSubscription {
  return {
    email: row.email,
    subscribed_at: row.createdAt.toISOString(),
    status: row.status as NewsletterStatus,
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
  };
}

/** Adds a pending address with its confirm link; `undefined` when it is already there (the unique index decides). */
export async function insertSubscriberIfNew(
  db: Executor,
  subscriber: { email: string; confirmToken: string; language: Language },
): Promise<SubscriberRow | undefined> {
  const [inserted] = await db
    .insert(newsletterSubscribers)
    .values({
      email: subscriber.email,
      confirmTokenHash: secretHash(subscriber.confirmToken),
      status: 'pending',
      language: subscriber.language,
    })
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

/** An address asks again: pending once more, with a new confirm link (its unsubscribe links keep working). */
export async function renewPending(
  db: Executor,
  id: number,
  confirmToken: string,
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'pending', confirmTokenHash: secretHash(confirmToken), unsubscribedAt: null })
    .where(eq(newsletterSubscribers.id, id))
    .returning();
  return row;
}

/** The language the parish's mails to a subscriber are written in, as the page they last subscribed on said. */
export async function setSubscriberLanguage(
  db: Executor,
  id: number,
  language: Language,
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ language })
    .where(eq(newsletterSubscribers.id, id))
    .returning();
  return row;
}

/** The address whose latest confirm link carries `token`, locked. */
export async function lockSubscriberByConfirmToken(
  db: Executor,
  token: string,
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, secretHash(token)))
    .limit(1)
    .for('update');
  return row;
}

/** A new unsubscribe link of the address (for one mail): the table keeps only the token's hash. */
export async function issueUnsubscribeLink(
  db: Executor,
  subscriberId: number,
  token: string,
): Promise<void> {
  await db.insert(newsletterUnsubscribeLinks).values({ id: secretHash(token), subscriberId });
}

/** The address one of whose unsubscribe links carries `token`, locked. */
export async function lockSubscriberByUnsubscribeToken(
  db: Executor,
  token: string,
): Promise<SubscriberRow | undefined> {
  const [link] = await db
    .select({ subscriberId: newsletterUnsubscribeLinks.subscriberId })
    .from(newsletterUnsubscribeLinks)
    .where(eq(newsletterUnsubscribeLinks.id, secretHash(token)))
    .limit(1);
  if (!link) return undefined;
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, link.subscriberId))
    .for('update');
  return row;
}

/** A subscriber's hard bounces forgotten: bouncing no more, back in the audiences. */
const BOUNCES_CLEARED = { hardBounces: 0, bouncedAt: null, suppressedAt: null };

export async function markSubscribed(db: Executor, id: number): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .update(newsletterSubscribers)
    // Subscribing again clears the bounces: the person says the address works.
    .set({ status: 'subscribed', confirmedAt: sql`now()`, ...BOUNCES_CLEARED })
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
    .set({ status: 'unsubscribed', unsubscribedAt: sql`now()`, confirmTokenHash: null })
    .where(eq(newsletterSubscribers.id, id))
    .returning();
  return row;
}

/** Paused (every mail held) or not; an address already paused keeps when it paused. */
export async function setPaused(
  db: Executor,
  id: number,
  paused: boolean,
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ pausedAt: paused ? sql`coalesce(${newsletterSubscribers.pausedAt}, now())` : null })
    .where(eq(newsletterSubscribers.id, id))
    .returning();
  return row;
}

/** An address that had confirmed and left comes back through its own mailed link. */
export async function resubscribe(db: Executor, id: number): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'subscribed', unsubscribedAt: null, ...BOUNCES_CLEARED })
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
