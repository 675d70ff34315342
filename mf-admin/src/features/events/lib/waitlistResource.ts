import type { AdminWaitlistEntry, WaitlistStatus } from '@parish/shared-types';
import { formatDate } from '@parish/shared-web';
import { api } from '../../../lib/api';
import { dateTimeColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';

const STATUS_NAMES: Record<WaitlistStatus, string> = {
  waiting: 'Waiting',
  offered: 'Seats offered',
  claimed: 'Booked from offer',
  lapsed: 'Offer lapsed',
  left: 'Left',
};

/**
 * The Events tab's waitlists: each event's line in join order, with the
 * position of those waiting and the seats offered and until when.
 */
export const waitlistResource = defineResource({
  key: 'waitlist',
  calls: { list: 'GET /api/waitlist/' },
  label: 'Waitlists',
  list: api.waitlist.list,
  recordId: (entry) => entry.id,
  recordLabel: (entry) => `${entry.name} on the waitlist of ${entry.event_name}`,
  columns: [
    { header: 'Name', value: (entry) => entry.name },
    { header: 'Event', value: (entry) => `${entry.event_name}, ${formatDate(entry.event_date)}` },
    { header: 'Position', value: (entry) => entry.position },
    { header: 'Tickets', value: (entry) => entry.number_of_tickets },
    { header: 'Status', value: (entry) => STATUS_NAMES[entry.status] },
    dateTimeColumn('Offer held until', (entry: AdminWaitlistEntry) => entry.offer_expires_at),
    { header: 'Email', value: (entry) => entry.email },
    dateTimeColumn('Joined', (entry: AdminWaitlistEntry) => entry.joined_at),
    { header: 'Booking', value: (entry) => entry.booking_id },
  ],
  loadingText: 'Loading waitlists...',
  emptyText: 'Nobody is on a waitlist.',
  loadErrorText: 'Failed to fetch waitlists',
  csvFile: 'waitlists',
});
