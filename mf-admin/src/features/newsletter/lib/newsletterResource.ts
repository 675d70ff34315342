import type { NewsletterStatus, NewsletterSubscription } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { dateTimeColumn } from '../../../resources/lib/columns';
import { englishOnlyResource } from '../../../resources/lib/defineResource';

const STATUS_NAMES: Record<NewsletterStatus, string> = {
  pending: 'Awaiting confirmation',
  subscribed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
};

/**
 * The Mail tab's subscribers (newest first), to export for the mailing:
 * only the confirmed ones ('Subscribed') are sent the newsletter.
 */
export const newsletterResource = englishOnlyResource({
  key: 'newsletter',
  calls: { list: 'GET /api/newsletter/' },
  label: 'Newsletter',
  list: api.newsletter.list,
  recordId: (subscriber) => subscriber.email,
  recordLabel: (subscriber) => subscriber.email,
  columns: [
    { header: 'Email', value: (subscriber) => subscriber.email },
    { header: 'Status', value: (subscriber) => STATUS_NAMES[subscriber.status] },
    dateTimeColumn('Subscribed', (subscriber: NewsletterSubscription) => subscriber.subscribed_at),
    dateTimeColumn('Confirmed', (subscriber: NewsletterSubscription) => subscriber.confirmed_at),
  ],
  loadingText: 'Loading subscribers...',
  emptyText: 'No subscribers yet.',
  loadErrorText: 'Failed to fetch newsletter subscribers',
  csvFile: 'newsletter-subscribers',
});
