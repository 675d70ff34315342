import type { GivingPeriodTotal } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { priceColumn } from '../../../resources/lib/columns';
import { englishOnlyResource } from '../../../resources/lib/defineResource';

/** The Giving tab's first lines: completed gifts this month and this year. */
export const givingTotalsResource = englishOnlyResource({
  key: 'givingTotals',
  calls: { list: 'GET /api/payments/giving-summary/' },
  label: 'Giving totals',
  list: api.payments.givingSummary,
  recordId: (total) => total.period,
  recordLabel: (total) => total.label,
  columns: [
    { header: 'Period', value: (total) => total.label },
    // Covered processing fees included: what the givers gave.
    priceColumn('Total given', (total: GivingPeriodTotal) => total.total),
    { header: 'Gifts', value: (total) => total.gifts },
  ],
  loadingText: 'Loading giving totals...',
  emptyText: 'No giving totals yet.',
  loadErrorText: 'Failed to fetch giving totals',
});
