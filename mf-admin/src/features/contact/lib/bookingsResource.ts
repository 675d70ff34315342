import {
  officeCancellationSchema,
  type Booking,
  type BookingStatus,
  type OfficeCancellationInput,
} from '@parish/shared-types';
import { api } from '../../../lib/api';
import { dateTimeColumn, priceColumn } from '../../../resources/lib/columns';
import { englishOnlyResource } from '../../../resources/lib/defineResource';

const STATUS_NAMES: Record<BookingStatus, string> = {
  pending: 'Pending payment',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
};

/** The Contact tab's bookings (newest first, every status), with their event and attendees. */
export const bookingsResource = englishOnlyResource({
  key: 'bookings',
  calls: { list: 'GET /api/bookings/' },
  label: 'Bookings',
  list: api.bookings.list,
  recordId: (booking) => booking.booking_id,
  recordLabel: (booking) => `booking ${booking.booking_id}`,
  columns: [
    { header: 'Booking ID', value: (booking) => booking.booking_id },
    { header: 'Event', value: (booking) => booking.event_name },
    { header: 'Status', value: (booking) => STATUS_NAMES[booking.status] },
    {
      header: 'Cancelled by office',
      value: (booking) =>
        booking.cancellation_reason
          ? `${booking.cancellation_reason}${booking.refund_status ? ` (refund ${booking.refund_status})` : ''}`
          : null,
    },
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
  rowActions: [
    {
      label: 'Cancel booking',
      call: 'POST /api/bookings/:bookingId/office-cancel/',
      visible: (booking) => booking.status !== 'cancelled',
      run: (booking, input) =>
        api.bookings.cancelByOffice(booking.booking_id, input as OfficeCancellationInput),
      form: {
        title: 'Cancel booking',
        schema: officeCancellationSchema,
        fields: {
          reason: { label: 'Reason (the booker is told)', kind: 'multiline', rows: 3 },
          refund: {
            label: 'Refund of what was paid',
            hint: 'Recorded only when the booking was paid.',
            kind: 'select',
            placeholder: 'Choose...',
            options: [
              { value: 'requested', label: 'Refund requested' },
              { value: 'done', label: 'Refund done' },
            ],
          },
        },
        submitLabel: 'Cancel booking',
        busyLabel: 'Cancelling...',
      },
      doneText: 'Booking cancelled; the booker has been e-mailed',
      failureText: 'Failed to cancel the booking',
    },
  ],
});

function attendees(booking: Booking): string {
  return booking.tickets
    .map((ticket) => `${ticket.name} (${ticket.email}, ${ticket.phone_number})`)
    .join('; ');
}
