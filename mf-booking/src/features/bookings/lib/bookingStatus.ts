import type { BookingStatus } from '@parish/shared-types';

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  confirmed: 'Confirmed',
  pending: 'Awaiting payment',
  cancelled: 'Cancelled',
};

/** Colour only reinforces the label; the label alone carries the meaning. */
export const BOOKING_STATUS_COLORS: Record<BookingStatus, 'success' | 'warning' | 'default'> = {
  confirmed: 'success',
  pending: 'warning',
  cancelled: 'default',
};
