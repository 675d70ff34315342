import {
  officeCancellationSchema,
  type Booking,
  type BookingStatus,
  type OfficeCancellationInput,
} from '@parish/shared-types';
import { api } from '../../../lib/api';
import { dateTimeColumn, priceColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';
import type { ResourceContext } from '../../../resources/lib/resourceText';
import type { AdminMessageId } from '../../../lib/i18n';

const STATUS_NAMES: Record<BookingStatus, AdminMessageId> = {
  pending: 'admin.contact.bookings.status.pending',
  confirmed: 'admin.contact.bookings.status.confirmed',
  cancelled: 'admin.contact.bookings.status.cancelled',
};

/** The Contact tab's bookings (newest first, every status), with their event and attendees. */
export const bookingsResource = defineResource({
  key: 'bookings',
  calls: { list: 'GET /api/bookings/' },
  label: 'admin.contact.bookings.label',
  list: api.bookings.list,
  recordId: (booking) => booking.booking_id,
  recordLabel: (booking, { t }) =>
    t('admin.contact.bookings.recordLabel', { id: booking.booking_id }),
  columns: [
    { header: 'admin.contact.bookings.columns.id', value: (booking) => booking.booking_id },
    { header: 'admin.contact.bookings.columns.event', value: (booking) => booking.event_name },
    {
      header: 'admin.contact.bookings.columns.status',
      value: (booking, { t }) => t(STATUS_NAMES[booking.status]),
    },
    { header: 'admin.contact.bookings.columns.cancelledByOffice', value: cancellation },
    {
      header: 'admin.contact.bookings.columns.tickets',
      value: (booking) => booking.number_of_tickets,
    },
    { header: 'admin.contact.bookings.columns.attendees', value: attendees },
    priceColumn('admin.contact.bookings.columns.total', (booking: Booking) => booking.total_price),
    {
      header: 'admin.contact.bookings.columns.payment',
      value: (booking, { t }) =>
        t('admin.contact.bookings.paymentMethod', { method: booking.payment_method }),
    },
    dateTimeColumn(
      'admin.contact.bookings.columns.bookedAt',
      (booking: Booking) => booking.booked_at,
    ),
  ],
  loadingText: 'admin.contact.bookings.loading',
  emptyText: 'admin.contact.bookings.empty',
  loadErrorText: 'admin.contact.bookings.loadError',
  csvFile: 'bookings',
  rowActions: [
    {
      label: 'admin.contact.bookings.cancel.label',
      call: 'POST /api/bookings/:bookingId/office-cancel/',
      visible: (booking) => booking.status !== 'cancelled',
      run: (booking, input) =>
        api.bookings.cancelByOffice(booking.booking_id, input as OfficeCancellationInput),
      form: {
        title: 'admin.contact.bookings.cancel.title',
        schema: officeCancellationSchema,
        fields: {
          reason: {
            label: 'admin.contact.bookings.cancel.reason',
            kind: 'multiline',
            rows: 3,
          },
          refund: {
            label: 'admin.contact.bookings.cancel.refund',
            hint: 'admin.contact.bookings.cancel.refundHint',
            kind: 'select',
            placeholder: 'admin.contact.bookings.cancel.choose',
            options: [
              { value: 'requested', label: 'admin.contact.bookings.cancel.refundRequested' },
              { value: 'done', label: 'admin.contact.bookings.cancel.refundDone' },
            ],
          },
        },
        submitLabel: 'admin.contact.bookings.cancel.submit',
        busyLabel: 'admin.contact.bookings.cancel.busy',
      },
      doneText: 'admin.contact.bookings.cancel.done',
      failureText: 'admin.contact.bookings.cancel.failed',
    },
  ],
});

/** The office's reason, and where its refund stands: `Event moved (refund requested)`. */
function cancellation(booking: Booking, { t }: ResourceContext): string | null {
  if (!booking.cancellation_reason) return null;
  return t('admin.contact.bookings.cancellation', {
    reason: booking.cancellation_reason,
    refund: booking.refund_status ?? 'none',
  });
}

function attendees(booking: Booking): string {
  return booking.tickets
    .map((ticket) => `${ticket.name} (${ticket.email}, ${ticket.phone_number})`)
    .join('; ');
}
