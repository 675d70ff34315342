import type { Booking, BookingStatus } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { dateTimeColumn, priceColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';

const STATUS_NAMES: Record<BookingStatus, string> = {
  pending: 'Pending payment',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
};

/** The Contact tab's bookings (newest first, every status), with their event and attendees. */
export const bookingsResource = defineResource({
  key: 'bookings',
  label: 'Bookings',
  list: api.bookings.list,
  recordId: (booking) => booking.booking_id,
  recordLabel: (booking) => `booking ${booking.booking_id}`,
  columns: [
    { header: 'Booking ID', value: (booking) => booking.booking_id },
    { header: 'Event', value: (booking) => booking.event_name },
    { header: 'Status', value: (booking) => STATUS_NAMES[booking.status] },
    { header: 'Tickets', value: (booking) => booking.number_of_tickets },
    { header: 'Attendees', value: attendees },
    priceColumn('Total', (booking: Booking) => booking.total_price),
    { header: 'Payment', value: (booking) => booking.payment_method },
    dateTimeColumn('Booked at', (booking: Booking) => booking.booked_at),
  ],
  loadingText: 'Loading bookings...',
  emptyText: 'No bookings yet.',
  loadErrorText: 'Failed to fetch bookings',
  csvFile: 'bookings',
});

function attendees(booking: Booking): string {
  return booking.tickets
    .map((ticket) => `${ticket.name} (${ticket.email}, ${ticket.phone_number})`)
    .join('; ');
}
