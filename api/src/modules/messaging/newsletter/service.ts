/**
 * The newsletter's double opt-in: an address given in the footer is
 * `pending` and is mailed a confirm link; it counts as subscribed once the
 * link is used. Every newsletter mail carries an unsubscribe link that works
 * without logging in, also as RFC 8058's one-click POST.
 */
import {
  apiPaths,
  MAIL_LINK_INVALID_MESSAGE,
  type NewsletterSubscription,
} from '@parish/shared-types';
import type { Database, Executor } from '../../../db';
import { commitIfOk, invalid, ok, type Result } from '../../../lib/result';
import { newLinkToken, type Outbox } from '../mail/outbox';
import {
  insertSubscriberIfNew,
  issueUnsubscribeLink,
  lockSubscriber,
  lockSubscriberByConfirmToken,
  lockSubscriberByUnsubscribeToken,
  markSubscribed,
  markUnsubscribed,
  renewPending,
  toSubscriptionJson,
  type SubscriberRow,
} from './repository';

export { listSubscribers } from './repository';

/** A mail's unsubscribe links, with a token of their own (the table keeps its hash). */
async function unsubscribeLinks(tx: Executor, outbox: Outbox, subscriber: SubscriberRow) {
  const token = newLinkToken();
  await issueUnsubscribeLink(tx, subscriber.id, token);
  const query = new URLSearchParams({ token }).toString();
  return {
    unsubscribeUrl: `${outbox.siteUrl}/newsletter/unsubscribe?${query}`,
    oneClickUnsubscribeUrl: `${outbox.siteUrl}${apiPaths.newsletterUnsubscribe}?${query}`,
  };
}

async function mailConfirmLink(
  tx: Executor,
  outbox: Outbox,
  subscriber: SubscriberRow,
  confirmToken: string,
) {
  await outbox.enqueue(tx, {
    kind: 'newsletter_confirm',
    to: subscriber.email,
    data: {
      confirmUrl: `${outbox.siteUrl}/newsletter/confirm?${new URLSearchParams({ token: confirmToken }).toString()}`,
      ...(await unsubscribeLinks(tx, outbox, subscriber)),
    },
  });
}

/**
 * An address (already trimmed and lower-cased by the schema) asks to
 * subscribe. A new one, or one that had left, becomes pending and is mailed
 * a confirm link; a pending one is mailed a fresh link; a subscribed one
 * gets nothing. Nothing is answered about which it was: the caller says the
 * same to every address.
 */
export function subscribe(db: Database, outbox: Outbox, email: string): Promise<void> {
  return db.transaction(async (tx) => {
    const confirmToken = newLinkToken();
    const inserted = await insertSubscriberIfNew(tx, { email, confirmToken });
    if (inserted) {
      await mailConfirmLink(tx, outbox, inserted, confirmToken);
      return;
    }
    const existing = await lockSubscriber(tx, email);
    if (!existing) throw new Error(`Subscriber ${email} neither inserted nor found.`);
    if (existing.status === 'subscribed') return;
    const renewed = await renewPending(tx, existing.id, confirmToken);
    if (!renewed) throw new Error(`Subscriber ${existing.id} vanished while locked.`);
    await mailConfirmLink(tx, outbox, renewed, confirmToken);
  });
}

/** The confirm link: subscribed from now on, welcomed once. Using it again changes nothing. */
export function confirmSubscription(
  db: Database,
  outbox: Outbox,
  token: string,
): Promise<Result<NewsletterSubscription>> {
  return commitIfOk(db, async (tx) => {
    const subscriber = await lockSubscriberByConfirmToken(tx, token);
    if (!subscriber) return invalid(MAIL_LINK_INVALID_MESSAGE, 'token');
    if (subscriber.status === 'subscribed') return ok(toSubscriptionJson(subscriber));
    const confirmed = await markSubscribed(tx, subscriber.id);
    if (!confirmed) throw new Error(`Subscriber ${subscriber.id} vanished.`);
    await outbox.enqueue(tx, {
      kind: 'newsletter_welcome',
      to: confirmed.email,
      data: await unsubscribeLinks(tx, outbox, confirmed),
    });
    return ok(toSubscriptionJson(confirmed));
  });
}

/** Any newsletter mail's unsubscribe link (or its one-click POST). Using it again changes nothing. */
export function unsubscribe(db: Database, token: string): Promise<Result<NewsletterSubscription>> {
  return commitIfOk(db, async (tx) => {
    const subscriber = await lockSubscriberByUnsubscribeToken(tx, token);
    if (!subscriber) return invalid(MAIL_LINK_INVALID_MESSAGE, 'token');
    if (subscriber.status === 'unsubscribed') return ok(toSubscriptionJson(subscriber));
    const left = await markUnsubscribed(tx, subscriber.id);
    if (!left) throw new Error(`Subscriber ${subscriber.id} vanished while locked.`);
    return ok(toSubscriptionJson(left));
  });
}
