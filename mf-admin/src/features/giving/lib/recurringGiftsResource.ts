import type { RecurringGift, RecurringGiftStatus } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { dateColumn, dateTimeColumn, priceColumn } from '../../../resources/lib/columns';
import { englishOnlyResource } from '../../../resources/lib/defineResource';
import { describeGift } from './funds';

const STATUSES: Record<RecurringGiftStatus, string> = {
  pending: 'Pending',
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
};

/** The Giving tab's recurring gifts (newest first): each schedule, its funds and next gift. */
export const recurringGiftsResource = englishOnlyResource({
  key: 'recurringGifts',
  calls: { list: 'GET /api/payments/recurring/' },
  label: 'Recurring gifts',
  list: api.payments.recurringGifts,
  recordId: (gift) => gift.id,
  recordLabel: (gift) => `recurring gift ${gift.id}`,
  columns: [
    { header: 'Schedule', value: (gift) => gift.id },
    { header: 'Frequency', value: (gift) => gift.frequency },
    { header: 'Funds', value: describeGift },
    priceColumn('Amount', (gift: RecurringGift) => gift.amount),
    { header: 'Status', value: (gift) => STATUSES[gift.status] },
    { header: 'Provider', value: (gift) => gift.provider },
    { header: 'Subscription', value: (gift) => gift.subscription_id },
    dateTimeColumn('Started', (gift: RecurringGift) => gift.started_at),
    dateColumn('Next gift', (gift: RecurringGift) => gift.next_gift_on),
  ],
  loadingText: 'Loading recurring gifts...',
  emptyText: 'No recurring gifts yet.',
  loadErrorText: 'Failed to fetch recurring gifts',
  csvFile: 'recurring-gifts',
});
