import type { Booking, BookingCancellationInput } from '@parish/shared-types';
import { useApiQuery } from '@parish/shared-web';
import { api } from '../../../lib/api';
import { getBooking } from '../../../lib/bookings';

/** The booking with this id; keyed by it (and the token), so an earlier answer is dropped. */
export function useBooking(bookingId: string, manageToken?: string) {
  return useApiQuery(
    (signal) => getBooking(bookingId, signal, manageToken),
    `${bookingId} ${manageToken ?? ''}`,
  );
}

/** `POST /api/bookings/{bookingId}/cancel/`: the cancelled booking. */
export function cancelBooking(
  bookingId: string,
  input: BookingCancellationInput,
): Promise<Booking> {
  return api.bookings.cancel(bookingId, input);
}
