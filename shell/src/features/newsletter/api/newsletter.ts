import type { NewsletterInput, NewsletterSignUpAnswer } from '@parish/shared-types';
import { api } from '../../../lib/api';

/** `POST /api/newsletter/`: the same answer whether or not the address was on the list. */
export function subscribeToNewsletter(input: NewsletterInput): Promise<NewsletterSignUpAnswer> {
  return api.newsletter.subscribe(input);
}
