import { LANGUAGE_LOCALES, type GivingPeriodTotal } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { priceColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';
import type { ResourceContext } from '../../../resources/lib/resourceText';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * The period in the page's language, read from the server's English label
 * ('This month (November 2026)', 'This year (2026)'); a label of another
 * shape shows as it is.
 */
function periodName(total: GivingPeriodTotal, { t, format }: ResourceContext): string {
  const found = /\((?:(\w+) )?(\d{4})\)$/.exec(total.label);
  const year = Number(found?.[2]);
  const month = MONTHS.indexOf(found?.[1] ?? '');
  if (!found || (total.period === 'this_month' && month < 0)) return total.label;
  const monthName = new Date(Date.UTC(year, Math.max(month, 0), 1)).toLocaleDateString(
    LANGUAGE_LOCALES[format.language],
    { month: 'long', timeZone: 'UTC' },
  );
  return t('admin.giving.totals.period', {
    period: total.period,
    month: monthName,
    year: String(year),
  });
}

/** The Giving tab's first lines: completed gifts this month and this year. */
export const givingTotalsResource = defineResource({
  key: 'givingTotals',
  calls: { list: 'GET /api/payments/giving-summary/' },
  label: 'admin.giving.totals.label',
  list: api.payments.givingSummary,
  recordId: (total) => total.period,
  recordLabel: periodName,
  columns: [
    { header: 'admin.giving.totals.columns.period', value: periodName },
    // Covered processing fees included: what the givers gave.
    priceColumn('admin.giving.totals.columns.total', (total: GivingPeriodTotal) => total.total),
    { header: 'admin.giving.totals.columns.gifts', value: (total) => total.gifts },
  ],
  loadingText: 'admin.giving.totals.loading',
  emptyText: 'admin.giving.totals.empty',
  loadErrorText: 'admin.giving.totals.loadError',
});
