import type { RecurringGift, RecurringGiftStatus } from '@parish/shared-types';
import { api } from '../../../lib/api';
import type { AdminMessageId } from '../../../lib/i18n';
import { dateColumn, dateTimeColumn, priceColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';
import { describeGift } from './funds';

const STATUSES: Record<RecurringGiftStatus, AdminMessageId> = {
  pending: 'admin.giving.recurring.status.pending',
  active: 'admin.giving.recurring.status.active',
  paused: 'admin.giving.recurring.status.paused',
  cancelled: 'admin.giving.recurring.status.cancelled',
};

/** The Giving tab's recurring gifts (newest first): each schedule, its funds and next gift. */
export const recurringGiftsResource = defineResource({
  key: 'recurringGifts',
  calls: { list: 'GET /api/payments/recurring/' },
  label: 'admin.giving.recurring.label',
  list: api.payments.recurringGifts,
  recordId: (gift) => gift.id,
  recordLabel: (gift, { t }) => t('admin.giving.recurring.recordLabel', { id: String(gift.id) }),
  columns: [
    { header: 'admin.giving.recurring.columns.schedule', value: (gift) => gift.id },
    {
      header: 'admin.giving.recurring.columns.frequency',
      // 'Weekly', 'Bi-Weekly', 'Monthly': shared-types' names, in the page's language.
      value: (gift, { say }) => say(gift.frequency),
    },
    { header: 'admin.giving.recurring.columns.funds', value: describeGift },
    priceColumn('admin.giving.recurring.columns.amount', (gift: RecurringGift) => gift.amount),
    {
      header: 'admin.giving.recurring.columns.status',
      value: (gift, { t }) => t(STATUSES[gift.status]),
    },
    { header: 'admin.giving.recurring.columns.provider', value: (gift) => gift.provider },
    {
      header: 'admin.giving.recurring.columns.subscription',
      value: (gift) => gift.subscription_id,
    },
    dateTimeColumn(
      'admin.giving.recurring.columns.started',
      (gift: RecurringGift) => gift.started_at,
    ),
    dateColumn(
      'admin.giving.recurring.columns.nextGift',
      (gift: RecurringGift) => gift.next_gift_on,
    ),
  ],
  loadingText: 'admin.giving.recurring.loading',
  emptyText: 'admin.giving.recurring.empty',
  loadErrorText: 'admin.giving.recurring.loadError',
  csvFile: 'recurring-gifts',
});
