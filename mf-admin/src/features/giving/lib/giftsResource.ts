import { fundLabel, GIVING_FUNDS, giftSearchSchema, type GiftRecord } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { dateTimeColumn, priceColumn } from '../../../resources/lib/columns';
import { englishOnlyResource } from '../../../resources/lib/defineResource';

/** The Giving tab's completed gifts, by date range and fund, with their CSV. */
export const giftsResource = englishOnlyResource({
  key: 'gifts',
  calls: { list: 'GET /api/payments/gifts/' },
  label: 'Gifts',
  list: (signal, filter) => api.payments.gifts(signal, filter as Record<string, string>),
  filter: {
    schema: giftSearchSchema,
    label: 'Filter gifts',
    fields: {
      from: { label: 'From', kind: 'date' },
      to: { label: 'To', kind: 'date' },
      fund: {
        label: 'Fund',
        kind: 'select',
        options: [
          { value: '', label: 'All funds' },
          ...GIVING_FUNDS.map((fund) => ({ value: fund.id, label: fund.label })),
        ],
      },
    },
    initialValues: { from: '', to: '', fund: '' },
    submitLabel: 'Show gifts',
  },
  recordId: (gift) => gift.id,
  recordLabel: (gift) => `gift ${gift.id}`,
  columns: [
    { header: 'Donor', value: (gift) => gift.donor_name ?? 'Anonymous' },
    dateTimeColumn('Date', (gift: GiftRecord) => gift.date),
    { header: 'Email', value: (gift) => gift.donor_email ?? '' },
    {
      header: 'Funds',
      value: (gift) => gift.funds.map((share) => fundLabel(share.fund)).join(', '),
    },
    priceColumn('Amount', (gift: GiftRecord) => gift.amount),
    priceColumn('Fee covered', (gift: GiftRecord) => gift.processing_fee),
    { header: 'Frequency', value: (gift) => gift.frequency ?? 'One-time' },
    { header: 'Reference', value: (gift) => gift.reference ?? '' },
  ],
  loadingText: 'Loading gifts...',
  emptyText: 'No gifts match.',
  loadErrorText: 'Failed to fetch gifts',
  csvFile: 'gifts',
});
