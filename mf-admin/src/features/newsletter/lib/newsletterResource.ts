import { formatDateTime } from '@parish/shared-web';
import { api } from '../../../lib/api';
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
    {
      header: 'Subscribed',
      value: (subscriber) => subscriber.subscribed_at,
      render: (subscriber) => formatDateTime(subscriber.subscribed_at),
    },
  ],
  loadingText: 'Loading subscribers...',
  emptyText: 'No subscribers yet.',
  loadErrorText: 'Failed to fetch newsletter subscribers',
  csvFile: 'newsletter-subscribers',
});
