import type { DonorSummary } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { dateTimeColumn, priceColumn } from '../../../resources/lib/columns';
import { englishOnlyResource } from '../../../resources/lib/defineResource';

/**
 * The Giving tab's donors by name: what each gave, when last, and a
 * re-send of their latest year-end statement.
 */
export const donorsResource = englishOnlyResource({
  key: 'donors',
  calls: { list: 'GET /api/donors/' },
  label: 'Donors',
  list: api.donors.list,
  recordId: (donor) => donor.id,
  recordLabel: (donor) => `donor ${donor.name}`,
  columns: [
    { header: 'Name', value: (donor) => donor.name },
    { header: 'Email', value: (donor) => donor.email },
    { header: 'Address', value: (donor) => donor.postal_address ?? '' },
    priceColumn('Total given', (donor: DonorSummary) => donor.total_given),
    { header: 'Gifts', value: (donor) => donor.gifts },
    dateTimeColumn('Last gift', (donor: DonorSummary) => donor.last_gift_at),
    { header: 'Statements', value: (donor) => donor.gift_years.join(', ') },
  ],
  loadingText: 'Loading donors...',
  emptyText: 'No donors yet.',
  loadErrorText: 'Failed to fetch donors',
  csvFile: 'donors',
  rowActions: [
    {
      label: 'Re-send statement',
      call: 'POST /api/statements/resend/',
      visible: (donor) => donor.gift_years.length > 0,
      // The latest year they gave in: the statement a donor asks for again.
      run: (donor) => api.statements.resend({ year: donor.gift_years[0] ?? 0, donor_id: donor.id }),
      doneText: 'Statement queued: it is mailed in a moment',
      failureText: 'Failed to re-send the statement',
    },
  ],
});
