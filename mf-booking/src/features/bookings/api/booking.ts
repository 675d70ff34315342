import type { Booking, BookingCancellationInput } from '@parish/shared-types';
import { useApiQuery } from '@parish/shared-web';
import { api } from '../../../lib/api';
import { getBooking } from '../../../lib/bookings';

/** The booking with this id; keyed by it, so an answer for an earlier id is dropped. */
export function useBooking(bookingId: string) {
  return useApiQuery((signal) => getBooking(bookingId, signal), bookingId);
}

/** `POST /api/bookings/{bookingId}/cancel/`: the cancelled booking. */
export function cancelBooking(
  bookingId: string,
  input: BookingCancellationInput,
): Promise<Booking> {
  return api.bookings.cancel(bookingId, input);
}
