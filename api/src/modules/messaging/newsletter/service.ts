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
  TOPIC_NOT_FOUND_MESSAGE,
  TOPIC_NOT_OFFERED_MESSAGE,
  type Language,
  type NewsletterPreferences,
  type NewsletterPreferencesInput,
  type NewsletterSubscription,
} from '@parish/shared-types';
import type { Database, Executor } from '../../../db';
import { commitIfOk, invalid, notFound, ok, unprocessable, type Result } from '../../../lib/result';
import { newLinkToken, type Outbox } from '../mail/outbox';
import {
  defaultTopicId,
  dropTopic,
  findTopic,
  listTopics,
  offeredTopicIds,
  offeredTopicsOf,
  setOfferedTopics,
} from '../topics/repository';
import {
  insertSubscriberIfNew,
  issueUnsubscribeLink,
  lockSubscriber,
  lockSubscriberByConfirmToken,
  lockSubscriberByUnsubscribeToken,
  markSubscribed,
  markUnsubscribed,
  renewPending,
  resubscribe,
  setPaused,
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
  const language = languageOf(subscriber);
  return {
    unsubscribeUrl: `${outbox.siteUrl}${pathInLanguage(`/newsletter/unsubscribe?${query}`, language)}`,
    oneClickUnsubscribeUrl: `${outbox.siteUrl}${apiPaths.newsletterUnsubscribe}?${query}`,
    // The same token opens the preference page: one secret per mail, kept hashed.
    preferencesUrl: `${outbox.siteUrl}${pathInLanguage(`/newsletter/preferences?${query}`, language)}`,
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
 * The topics a new or returning address asked for: each must be offered
 * (not retired, not unknown); none asked for is the first topic offered
 * (Parish news as seeded).
 */
async function chosenTopics(
  tx: Executor,
  asked: readonly number[] | undefined,
): Promise<Result<number[]>> {
  if (asked === undefined) {
    const fallback = await defaultTopicId(tx);
    return ok(fallback === undefined ? [] : [fallback]);
  }
  const offered = await offeredTopicIds(tx, asked);
  if (offered.length !== asked.length) return unprocessable(TOPIC_NOT_OFFERED_MESSAGE, 'topics');
  return ok([...asked]);
}

/**
 * An address (already trimmed and lower-cased by the schema) asks to
 * subscribe to `topics` (the first topic offered when none is given; an
 * unknown or retired one is refused, naming `topics`). A new one, or one
 * that had left, becomes pending with those topics and is mailed a confirm
 * link; a pending one takes the topics and is mailed a fresh link; a
 * subscribed one gets nothing and keeps its topics (its owner changes them
 * on the preference page its mails link to). Nothing is answered about
 * which it was: the caller says the same to every address. A pending or
 * departed address takes the language of the page it asked on
 * (`language`), in which its confirm link is mailed; a subscribed one keeps
 * its own.
 */
export function subscribe(
  db: Database,
  outbox: Outbox,
  email: string,
  language: Language = DEFAULT_LANGUAGE,
  topics?: readonly number[],
): Promise<Result<void>> {
  return commitIfOk(db, async (tx) => {
    const chosen = await chosenTopics(tx, topics);
    if (!chosen.ok) return chosen;
    const confirmToken = newLinkToken();
    const inserted = await insertSubscriberIfNew(tx, { email, confirmToken, language });
    if (inserted) {
      await setOfferedTopics(tx, inserted.id, chosen.value);
      await mailConfirmLink(tx, outbox, inserted, confirmToken);
      return ok(undefined);
    }
    const locked = await lockSubscriber(tx, email);
    if (!locked) throw new Error(`Subscriber ${email} neither inserted nor found.`);
    // A subscribed address keeps its language and topics: nobody but its owner, through a
    // mailed link, changes what its mails are written in or about. A pending or departed
    // one is mailed a new confirm link in the page's language, and confirming takes it.
    if (locked.status === 'subscribed') return ok(undefined);
    const existing =
      locked.language === language
        ? locked
        : ((await setSubscriberLanguage(tx, locked.id, language)) ?? locked);
    const renewed = await renewPending(tx, existing.id, confirmToken);
    if (!renewed) throw new Error(`Subscriber ${existing.id} vanished while locked.`);
    await setOfferedTopics(tx, renewed.id, chosen.value);
    await mailConfirmLink(tx, outbox, renewed, confirmToken);
    return ok(undefined);
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

/** What the preference page shows: the link's own address, its topics, and the topics offered. */
async function preferencesOf(
  tx: Executor,
  subscriber: SubscriberRow,
): Promise<NewsletterPreferences> {
  return {
    email: subscriber.email,
    status: subscriber.status as NewsletterSubscription['status'],
    paused: subscriber.pausedAt !== null,
    topics: await offeredTopicsOf(tx, subscriber.id),
    offered: await listTopics(tx, true),
  };
}

/** The preference page, opened by a newsletter mail's link. */
export function preferences(db: Database, token: string): Promise<Result<NewsletterPreferences>> {
  return commitIfOk(db, async (tx) => {
    const subscriber = await lockSubscriberByUnsubscribeToken(tx, token);
    if (!subscriber) return invalid(MAIL_LINK_INVALID_MESSAGE, 'token');
    return ok(await preferencesOf(tx, subscriber));
  });
}

/**
 * The preference page's save: exactly these offered topics, and paused or
 * not. An address that had left and had confirmed once (the link came to
 * its mailbox) is subscribed again; a pending one stays pending until its
 * confirm link is used.
 */
export function savePreferences(
  db: Database,
  input: NewsletterPreferencesInput,
): Promise<Result<NewsletterPreferences>> {
  return commitIfOk(db, async (tx) => {
    const subscriber = await lockSubscriberByUnsubscribeToken(tx, input.token);
    if (!subscriber) return invalid(MAIL_LINK_INVALID_MESSAGE, 'token');
    const offered = await offeredTopicIds(tx, input.topics);
    if (offered.length !== input.topics.length) {
      return unprocessable(TOPIC_NOT_OFFERED_MESSAGE, 'topics');
    }
    await setOfferedTopics(tx, subscriber.id, input.topics);
    let saved = (await setPaused(tx, subscriber.id, input.paused)) ?? subscriber;
    if (saved.status === 'unsubscribed' && saved.confirmedAt !== null) {
      saved = (await resubscribe(tx, saved.id)) ?? saved;
    }
    return ok(await preferencesOf(tx, saved));
  });
}

/**
 * A mail's per-topic unsubscribe (a campaign's link, or its one-click POST):
 * the address no longer receives `topicId`; leaving its last offered topic
 * leaves the newsletter, so nothing more is sent. Using it again changes
 * nothing.
 */
export function unsubscribeTopic(
  db: Database,
  token: string,
  topicId: number,
): Promise<Result<NewsletterPreferences>> {
  return commitIfOk(db, async (tx) => {
    const subscriber = await lockSubscriberByUnsubscribeToken(tx, token);
    if (!subscriber) return invalid(MAIL_LINK_INVALID_MESSAGE, 'token');
    if (!(await findTopic(tx, topicId))) return notFound(TOPIC_NOT_FOUND_MESSAGE);
    await dropTopic(tx, subscriber.id, topicId);
    const left = await offeredTopicsOf(tx, subscriber.id);
    const after =
      left.length === 0 && subscriber.status !== 'unsubscribed'
        ? ((await markUnsubscribed(tx, subscriber.id)) ?? subscriber)
        : subscriber;
    return ok(await preferencesOf(tx, after));
  });
}
