import type { MinistryInterest, ReceivedSearch } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { dateTimeColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';
import { receivedFromFilter } from '../../../resources/lib/filters';

/** The Sign-ups tab's ministry interests (newest first): who would like to join which ministry. */
export const ministryInterestsResource = defineResource({
  key: 'ministryInterests',
  calls: { list: 'GET /api/ministry-interests/' },
  label: 'Ministry interests',
  list: (signal, filter) => api.ministryInterests.list(signal, filter as ReceivedSearch),
  filter: receivedFromFilter('Filter ministry interests'),
  recordId: (interest) => interest.id,
  recordLabel: (interest) => `interest from ${interest.name}`,
  columns: [
    { header: 'Name', value: (interest) => interest.name },
    { header: 'Email', value: (interest) => interest.email },
    { header: 'Phone', value: (interest) => interest.phone },
    // The title as it was sent: still there when the ministry has since been deleted.
    { header: 'Ministry', value: (interest) => interest.ministry_title },
    { header: 'Message', value: (interest) => interest.message },
    dateTimeColumn('Received', (interest: MinistryInterest) => interest.created_at),
  ],
  loadingText: 'Loading ministry interests...',
  emptyText: 'No ministry interests yet.',
  loadErrorText: 'Failed to fetch ministry interests',
  csvFile: 'ministry-interests',
});
