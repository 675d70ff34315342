/**
 * The newsletter's double opt-in: an address given in the footer is
 * `pending` and is mailed a confirm link; it counts as subscribed once the
 * link is used. Every newsletter mail carries an unsubscribe link that works
 * without logging in, also as RFC 8058's one-click POST.
 */
import {
  apiPaths,
  DEFAULT_LANGUAGE,
  isLanguage,
  MAIL_LINK_INVALID_MESSAGE,
  pathInLanguage,
  type Language,
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
  setSubscriberLanguage,
  toSubscriptionJson,
  type SubscriberRow,
} from './repository';

export { listSubscribers } from './repository';

/** The language a subscriber's mails are written in (a value the table's check allows; English otherwise). */
function languageOf(subscriber: SubscriberRow): Language {
  return isLanguage(subscriber.language) ? subscriber.language : DEFAULT_LANGUAGE;
}

/** A mail's unsubscribe links, with a token of their own (the table keeps its hash). */
async function unsubscribeLinks(tx: Executor, outbox: Outbox, subscriber: SubscriberRow) {
  const token = newLinkToken();
  await issueUnsubscribeLink(tx, subscriber.id, token);
  const query = new URLSearchParams({ token }).toString();
  return {
    unsubscribeUrl: `${outbox.siteUrl}${pathInLanguage(`/newsletter/unsubscribe?${query}`, languageOf(subscriber))}`,
    oneClickUnsubscribeUrl: `${outbox.siteUrl}${apiPaths.newsletterUnsubscribe}?${query}`,
  };
}

async function mailConfirmLink(
  tx: Executor,
  outbox: Outbox,
  subscriber: SubscriberRow,
  confirmToken: string,
) {
  const language = languageOf(subscriber);
  const query = new URLSearchParams({ token: confirmToken }).toString();
  await outbox.enqueue(tx, {
    kind: 'newsletter_confirm',
    to: subscriber.email,
    language,
    data: {
      confirmUrl: `${outbox.siteUrl}${pathInLanguage(`/newsletter/confirm?${query}`, language)}`,
      ...(await unsubscribeLinks(tx, outbox, subscriber)),
    },
  });
}

/**
 * An address (already trimmed and lower-cased by the schema) asks to
 * subscribe. A new one, or one that had left, becomes pending and is mailed
 * a confirm link; a pending one is mailed a fresh link; a subscribed one
 * gets nothing. Nothing is answered about which it was: the caller says the
 * same to every address. A pending or departed address takes the language
 * of the page it asked on (`language`), in which its confirm link is
 * mailed; a subscribed one keeps its own.
 */
export function subscribe(
  db: Database,
  outbox: Outbox,
  email: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<void> {
  return db.transaction(async (tx) => {
    const confirmToken = newLinkToken();
    const inserted = await insertSubscriberIfNew(tx, { email, confirmToken, language });
    if (inserted) {
      await mailConfirmLink(tx, outbox, inserted, confirmToken);
      return;
    }
    const locked = await lockSubscriber(tx, email);
    if (!locked) throw new Error(`Subscriber ${email} neither inserted nor found.`);
    // A subscribed address keeps its language: nobody but its owner, through a mailed link,
    // changes what its mails are written in. A pending or departed one is mailed a new
    // confirm link in the page's language, and confirming takes it.
    if (locked.status === 'subscribed') return;
    const existing =
      locked.language === language
        ? locked
        : ((await setSubscriberLanguage(tx, locked.id, language)) ?? locked);
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
      language: languageOf(confirmed),
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
