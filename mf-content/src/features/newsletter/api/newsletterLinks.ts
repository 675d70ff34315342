import {
  apiPaths,
  type MailTokenInput,
  type NewsletterInput,
  type NewsletterPreferences,
  type NewsletterPreferencesInput,
  type NewsletterSignUpAnswer,
  type NewsletterSubscription,
  type NewsletterTopic,
} from '@parish/shared-types';
import { pageQuery } from '@parish/shared-web';
import { api } from '../../../lib/api';

/** `POST /api/newsletter/confirm/`: the confirm link of the mail; the address is subscribed from then on. */
export function confirmSubscription(input: MailTokenInput): Promise<NewsletterSubscription> {
  return api.newsletter.confirm(input);
}

/** `POST /api/newsletter/unsubscribe/`: the unsubscribe link of any newsletter mail. */
export function unsubscribeFromNewsletter(input: MailTokenInput): Promise<NewsletterSubscription> {
  return api.newsletter.unsubscribe(input);
}

/** `GET /api/newsletter/topics/`: the topics offered, in the office's order. */
export function getNewsletterTopics(signal?: AbortSignal): Promise<NewsletterTopic[]> {
  return api.newsletterTopics.list(signal);
}

export const newsletterTopicsQuery = pageQuery(apiPaths.newsletterTopics, getNewsletterTopics);

/** `POST /api/newsletter/`: the same answer whether or not the address was on the list. */
export function subscribeWithTopics(input: NewsletterInput): Promise<NewsletterSignUpAnswer> {
  return api.newsletter.subscribe(input);
}

/** `POST /api/newsletter/preferences/`: the link's own address, its topics and pause. */
export function openPreferences(input: MailTokenInput): Promise<NewsletterPreferences> {
  return api.newsletter.preferences(input);
}

/** `PUT /api/newsletter/preferences/`: the topics kept and whether mail is paused. */
export function savePreferences(input: NewsletterPreferencesInput): Promise<NewsletterPreferences> {
  return api.newsletter.savePreferences(input);
}
