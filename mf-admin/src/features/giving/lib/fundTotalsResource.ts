import type { FundTotal } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { priceColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';

/** The Giving tab's funds: what each of the six has received from completed gifts. */
export const fundTotalsResource = defineResource({
  key: 'fundTotals',
  calls: { list: 'GET /api/payments/funds/' },
  label: 'admin.giving.fundTotals.label',
  list: api.payments.fundTotals,
  recordId: (total) => total.fund,
  // The fund's name (shared-types') in the page's language.
  recordLabel: (total, { say }) => say(total.label),
  columns: [
    { header: 'admin.giving.fundTotals.columns.fund', value: (total, { say }) => say(total.label) },
    // Dollars given to the fund; fees the givers covered are not part of it.
    priceColumn('admin.giving.fundTotals.columns.total', (total: FundTotal) => total.total),
    { header: 'admin.giving.fundTotals.columns.gifts', value: (total) => total.gifts },
  ],
  loadingText: 'admin.giving.fundTotals.loading',
  emptyText: 'admin.giving.fundTotals.empty',
  loadErrorText: 'admin.giving.fundTotals.loadError',
  csvFile: 'fund-totals',
});
