import type { DonorSummary } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { dateTimeColumn, priceColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';

/**
 * The Giving tab's donors by name: what each gave, when last, and a
 * re-send of their latest year-end statement.
 */
export const donorsResource = defineResource({
  key: 'donors',
  calls: { list: 'GET /api/donors/' },
  label: 'admin.giving.donors.label',
  list: api.donors.list,
  recordId: (donor) => donor.id,
  recordLabel: (donor, { t }) => t('admin.giving.donors.recordLabel', { name: donor.name }),
  columns: [
    { header: 'admin.giving.donors.columns.name', value: (donor) => donor.name },
    { header: 'admin.giving.donors.columns.email', value: (donor) => donor.email },
    { header: 'admin.giving.donors.columns.address', value: (donor) => donor.postal_address ?? '' },
    priceColumn(
      'admin.giving.donors.columns.totalGiven',
      (donor: DonorSummary) => donor.total_given,
    ),
    { header: 'admin.giving.donors.columns.gifts', value: (donor) => donor.gifts },
    dateTimeColumn(
      'admin.giving.donors.columns.lastGift',
      (donor: DonorSummary) => donor.last_gift_at,
    ),
    {
      header: 'admin.giving.donors.columns.statements',
      value: (donor) => donor.gift_years.join(', '),
    },
  ],
  loadingText: 'admin.giving.donors.loading',
  emptyText: 'admin.giving.donors.empty',
  loadErrorText: 'admin.giving.donors.loadError',
  csvFile: 'donors',
  rowActions: [
    {
      label: 'admin.giving.donors.resend.label',
      call: 'POST /api/statements/resend/',
      visible: (donor) => donor.gift_years.length > 0,
      // The latest year they gave in: the statement a donor asks for again.
      run: (donor) => api.statements.resend({ year: donor.gift_years[0] ?? 0, donor_id: donor.id }),
      doneText: 'admin.giving.donors.resend.done',
      failureText: 'admin.giving.donors.resend.failed',
    },
  ],
});
