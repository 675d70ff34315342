import type { NewsletterSubscription } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { dateTimeColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';

/** The Newsletter tab: every subscriber (newest first), to export for the mailing. */
export const newsletterResource = defineResource({
  key: 'newsletter',
  label: 'Newsletter',
  list: api.newsletter.list,
  recordId: (subscriber) => subscriber.email,
  recordLabel: (subscriber) => subscriber.email,
  columns: [
    { header: 'Email', value: (subscriber) => subscriber.email },
    dateTimeColumn('Subscribed', (subscriber: NewsletterSubscription) => subscriber.subscribed_at),
  ],
  loadingText: 'Loading subscribers...',
  emptyText: 'No subscribers yet.',
  loadErrorText: 'Failed to fetch newsletter subscribers',
  csvFile: 'newsletter-subscribers',
});
