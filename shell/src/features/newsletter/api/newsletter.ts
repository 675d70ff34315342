import type { NewsletterInput, NewsletterSubscription } from '@parish/shared-types';
import { api } from '../../../lib/api';

/** `POST /api/newsletter/`: subscribing an address twice is not an error. */
export function subscribeToNewsletter(input: NewsletterInput): Promise<NewsletterSubscription> {
  return api.newsletter.subscribe(input);
}
