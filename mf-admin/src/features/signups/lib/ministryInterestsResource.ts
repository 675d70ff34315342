import type { MinistryInterest, ReceivedSearch } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { dateTimeColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';
import { receivedFromFilter } from '../../../resources/lib/filters';

/** The Sign-ups tab's ministry interests (newest first): who would like to join which ministry. */
export const ministryInterestsResource = defineResource({
  key: 'ministryInterests',
  calls: { list: 'GET /api/ministry-interests/' },
  label: 'admin.ministryInterests.label',
  list: (signal, filter) => api.ministryInterests.list(signal, filter as ReceivedSearch),
  filter: receivedFromFilter('admin.ministryInterests.filter'),
  recordId: (interest) => interest.id,
  recordLabel: (interest, { t }) =>
    t('admin.ministryInterests.recordLabel', { name: interest.name }),
  columns: [
    { header: 'admin.ministryInterests.columns.name', value: (interest) => interest.name },
    { header: 'admin.ministryInterests.columns.email', value: (interest) => interest.email },
    { header: 'admin.ministryInterests.columns.phone', value: (interest) => interest.phone },
    // The title as it was sent: still there when the ministry has since been deleted.
    {
      header: 'admin.ministryInterests.columns.ministry',
      value: (interest) => interest.ministry_title,
    },
    { header: 'admin.ministryInterests.columns.message', value: (interest) => interest.message },
    dateTimeColumn(
      'admin.ministryInterests.columns.received',
      (interest: MinistryInterest) => interest.created_at,
    ),
  ],
  loadingText: 'admin.ministryInterests.loading',
  emptyText: 'admin.ministryInterests.empty',
  loadErrorText: 'admin.ministryInterests.loadError',
  csvFile: 'ministry-interests',
});
