import type { MailTokenInput, NewsletterSubscription } from '@parish/shared-types';
import { api } from '../../../lib/api';

/** `POST /api/newsletter/confirm/`: the confirm link of the mail; the address is subscribed from then on. */
export function confirmSubscription(input: MailTokenInput): Promise<NewsletterSubscription> {
  return api.newsletter.confirm(input);
}

/** `POST /api/newsletter/unsubscribe/`: the unsubscribe link of any newsletter mail. */
export function unsubscribeFromNewsletter(input: MailTokenInput): Promise<NewsletterSubscription> {
  return api.newsletter.unsubscribe(input);
}
