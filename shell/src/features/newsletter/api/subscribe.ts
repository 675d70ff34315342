import {
  createParishApi,
  type NewsletterInput,
  type NewsletterSubscription,
} from '@parish/shared-types';
import { apiClient } from '@parish/shared-web';

const api = createParishApi(apiClient);

/** `POST /api/newsletter/`: subscribing an address twice is not an error. */
export function subscribeToNewsletter(input: NewsletterInput): Promise<NewsletterSubscription> {
  return api.newsletter.subscribe(input);
}
