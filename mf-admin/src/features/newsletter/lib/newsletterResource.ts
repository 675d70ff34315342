import type { NewsletterStatus, NewsletterSubscription } from '@parish/shared-types';
import { api } from '../../../lib/api';
import type { AdminMessageId } from '../../../lib/i18n';
import { dateTimeColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';

const STATUS_NAMES: Record<NewsletterStatus, AdminMessageId> = {
  pending: 'admin.newsletter.status.pending',
  subscribed: 'admin.newsletter.status.subscribed',
  unsubscribed: 'admin.newsletter.status.unsubscribed',
};

/**
 * The Mail tab's subscribers (newest first), to export for the mailing:
 * only the confirmed ones ('Subscribed') are sent the newsletter.
 */
export const newsletterResource = defineResource({
  key: 'newsletter',
  calls: { list: 'GET /api/newsletter/' },
  label: 'admin.newsletter.label',
  list: api.newsletter.list,
  recordId: (subscriber) => subscriber.email,
  recordLabel: (subscriber) => subscriber.email,
  columns: [
    { header: 'admin.newsletter.columns.email', value: (subscriber) => subscriber.email },
    {
      header: 'admin.newsletter.columns.status',
      value: (subscriber, { t }) => t(STATUS_NAMES[subscriber.status]),
    },
    dateTimeColumn(
      'admin.newsletter.columns.subscribed',
      (subscriber: NewsletterSubscription) => subscriber.subscribed_at,
    ),
    dateTimeColumn(
      'admin.newsletter.columns.confirmed',
      (subscriber: NewsletterSubscription) => subscriber.confirmed_at,
    ),
  ],
  loadingText: 'admin.newsletter.loading',
  emptyText: 'admin.newsletter.empty',
  loadErrorText: 'admin.newsletter.loadError',
  csvFile: 'newsletter-subscribers',
});
