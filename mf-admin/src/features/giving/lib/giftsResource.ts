import { fundName, GIVING_FUNDS, giftSearchSchema, type GiftRecord } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { dateTimeColumn, priceColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';

/** The Giving tab's completed gifts, by date range and fund, with their CSV. */
export const giftsResource = defineResource({
  key: 'gifts',
  calls: { list: 'GET /api/payments/gifts/' },
  label: 'admin.giving.gifts.label',
  list: (signal, filter) => api.payments.gifts(signal, filter as Record<string, string>),
  filter: {
    schema: giftSearchSchema,
    label: 'admin.giving.gifts.filter',
    fields: {
      from: { label: 'admin.giving.gifts.from', kind: 'date' },
      to: { label: 'admin.giving.gifts.to', kind: 'date' },
      fund: {
        label: 'admin.giving.gifts.fund',
        kind: 'select',
        options: [
          { value: '', label: 'admin.giving.gifts.allFunds' },
          // The spec's six funds (shared-types' names, in the page's language through `resourceText`);
          // a fund finance added since is found by its key in the address (`?fund=`).
          ...GIVING_FUNDS.map((fund) => ({ value: fund.id, label: fund.label })),
        ],
      },
    },
    initialValues: { from: '', to: '', fund: '' },
    submitLabel: 'admin.giving.gifts.show',
  },
  recordId: (gift) => gift.id,
  recordLabel: (gift, { t }) => t('admin.giving.gifts.recordLabel', { id: String(gift.id) }),
  columns: [
    {
      header: 'admin.giving.gifts.columns.donor',
      value: (gift, { t }) => gift.donor_name ?? t('admin.giving.gifts.anonymous'),
    },
    dateTimeColumn('admin.giving.gifts.columns.date', (gift: GiftRecord) => gift.date),
    { header: 'admin.giving.gifts.columns.email', value: (gift) => gift.donor_email ?? '' },
    {
      header: 'admin.giving.gifts.columns.funds',
      value: (gift, { format }) =>
        gift.funds.map((share) => fundName(share, format.language)).join(', '),
    },
    priceColumn('admin.giving.gifts.columns.amount', (gift: GiftRecord) => gift.amount),
    priceColumn('admin.giving.gifts.columns.feeCovered', (gift: GiftRecord) => gift.processing_fee),
    {
      header: 'admin.giving.gifts.columns.frequency',
      value: (gift, { t, say }) =>
        gift.frequency === null ? t('admin.giving.gifts.oneTime') : say(gift.frequency),
    },
    { header: 'admin.giving.gifts.columns.reference', value: (gift) => gift.reference ?? '' },
  ],
  loadingText: 'admin.giving.gifts.loading',
  emptyText: 'admin.giving.gifts.empty',
  loadErrorText: 'admin.giving.gifts.loadError',
  csvFile: 'gifts',
});
