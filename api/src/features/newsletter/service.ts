import type { NewsletterSubscription } from '@parish/shared-types';
import type { Database } from '../../db';
import { findSubscriber, insertSubscriberIfNew, toSubscriptionJson } from './repository';

export { listSubscribers } from './repository';

/**
 * Subscribes an address (already trimmed and lower-cased by the schema)
 * once. `created` is false when it was already subscribed: a repeat is not
 * an error, and the answer is the same either way except for the status.
 */
export async function subscribe(
  db: Database,
  email: string,
): Promise<{ subscription: NewsletterSubscription; created: boolean }> {
  const inserted = await insertSubscriberIfNew(db, email);
  if (inserted) return { subscription: toSubscriptionJson(inserted), created: true };
  const existing = await findSubscriber(db, email);
  if (!existing) throw new Error(`Subscriber ${email} neither inserted nor found.`);
  return { subscription: toSubscriptionJson(existing), created: false };
}
