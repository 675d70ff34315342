import type { FundTotal } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { priceColumn } from '../../../resources/lib/columns';
import { englishOnlyResource } from '../../../resources/lib/defineResource';

/** The Giving tab's funds: what each of the six has received from completed gifts. */
export const fundTotalsResource = englishOnlyResource({
  key: 'fundTotals',
  calls: { list: 'GET /api/payments/funds/' },
  label: 'Fund totals',
  list: api.payments.fundTotals,
  recordId: (total) => total.fund,
  recordLabel: (total) => total.label,
  columns: [
    { header: 'Fund', value: (total) => total.label },
    // Dollars given to the fund; fees the givers covered are not part of it.
    priceColumn('Total', (total: FundTotal) => total.total),
    { header: 'Gifts', value: (total) => total.gifts },
  ],
  loadingText: 'Loading fund totals...',
  emptyText: 'No fund totals yet.',
  loadErrorText: 'Failed to fetch fund totals',
  csvFile: 'fund-totals',
});
