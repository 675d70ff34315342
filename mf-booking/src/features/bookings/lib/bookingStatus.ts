import type { BookingStatus } from '@parish/shared-types';
import type { BookingMessageId } from './i18n';

/** Each status's label (a message id). */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, BookingMessageId> = {
  confirmed: 'booking.bookings.status.confirmed',
  pending: 'booking.bookings.status.pending',
  cancelled: 'booking.bookings.status.cancelled',
};

/** Colour only reinforces the label; the label alone carries the meaning. */
export const BOOKING_STATUS_COLORS: Record<BookingStatus, 'success' | 'warning' | 'default'> = {
  confirmed: 'success',
  pending: 'warning',
  cancelled: 'default',
};
