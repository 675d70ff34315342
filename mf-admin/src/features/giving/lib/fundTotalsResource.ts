import { fundName, type FundTotal } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { priceColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';

/** The Giving tab's fund totals: what each fund, retired ones too, has received from completed gifts. */
export const fundTotalsResource = defineResource({
  key: 'fundTotals',
  calls: { list: 'GET /api/payments/funds/' },
  label: 'admin.giving.fundTotals.label',
  list: api.payments.fundTotals,
  recordId: (total) => total.fund,
  // The fund's name (the funds table's) in the page's language.
  recordLabel: (total, { format }) =>
    fundName({ name: total.label, name_es: total.name_es }, format.language),
  columns: [
    {
      header: 'admin.giving.fundTotals.columns.fund',
      value: (total, { format }) =>
        fundName({ name: total.label, name_es: total.name_es }, format.language),
    },
    // Dollars given to the fund; fees the givers covered are not part of it.
    priceColumn('admin.giving.fundTotals.columns.total', (total: FundTotal) => total.total),
    { header: 'admin.giving.fundTotals.columns.gifts', value: (total) => total.gifts },
  ],
  loadingText: 'admin.giving.fundTotals.loading',
  emptyText: 'admin.giving.fundTotals.empty',
  loadErrorText: 'admin.giving.fundTotals.loadError',
  csvFile: 'fund-totals',
});
