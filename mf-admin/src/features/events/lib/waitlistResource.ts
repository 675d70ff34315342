import type { AdminWaitlistEntry, WaitlistStatus } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { dateTimeColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';
import type { AdminMessageId } from '../../../lib/i18n';

const STATUS_NAMES: Record<WaitlistStatus, AdminMessageId> = {
  waiting: 'admin.waitlist.status.waiting',
  offered: 'admin.waitlist.status.offered',
  claimed: 'admin.waitlist.status.claimed',
  lapsed: 'admin.waitlist.status.lapsed',
  left: 'admin.waitlist.status.left',
};

/**
 * The Events tab's waitlists: each event's line in join order, with the
 * position of those waiting and the seats offered and until when.
 */
export const waitlistResource = defineResource({
  key: 'waitlist',
  calls: { list: 'GET /api/waitlist/' },
  label: 'admin.waitlist.label',
  list: api.waitlist.list,
  recordId: (entry) => entry.id,
  recordLabel: (entry, { t }) =>
    t('admin.waitlist.recordLabel', { name: entry.name, event: entry.event_name }),
  columns: [
    { header: 'admin.waitlist.columns.name', value: (entry) => entry.name },
    {
      header: 'admin.waitlist.columns.event',
      value: (entry, { format }) => `${entry.event_name}, ${format.date(entry.event_date)}`,
    },
    { header: 'admin.waitlist.columns.position', value: (entry) => entry.position },
    { header: 'admin.waitlist.columns.tickets', value: (entry) => entry.number_of_tickets },
    {
      header: 'admin.waitlist.columns.status',
      value: (entry, { t }) => t(STATUS_NAMES[entry.status]),
    },
    dateTimeColumn(
      'admin.waitlist.columns.offerUntil',
      (entry: AdminWaitlistEntry) => entry.offer_expires_at,
    ),
    { header: 'admin.waitlist.columns.email', value: (entry) => entry.email },
    dateTimeColumn('admin.waitlist.columns.joined', (entry: AdminWaitlistEntry) => entry.joined_at),
    { header: 'admin.waitlist.columns.booking', value: (entry) => entry.booking_id },
  ],
  loadingText: 'admin.waitlist.loading',
  emptyText: 'admin.waitlist.empty',
  loadErrorText: 'admin.waitlist.loadError',
  csvFile: 'waitlists',
});
