import { apiPaths, type Booking, type BookingCancellationInput } from '@parish/shared-types';
import { apiQuery, useApiQuery } from '@parish/shared-web';
import { api } from '../../../lib/api';
import { getBooking } from '../../../lib/bookings';

/**
 * The booking with this id, known by it (and the token), so an earlier
 * answer is dropped. Each search reads it afresh (a payment or a
 * cancellation may have changed it), showing the last answer meanwhile.
 */
export function useBooking(bookingId: string, manageToken?: string) {
  const path = apiPaths.booking(bookingId);
  return useApiQuery(
    apiQuery(manageToken ? `${path}?token=${manageToken}` : path, (signal) =>
      getBooking(bookingId, signal, manageToken),
    ),
    { staleTime: 0 },
  );
}

/** `POST /api/bookings/{bookingId}/cancel/`: the cancelled booking. */
export function cancelBooking(
  bookingId: string,
  input: BookingCancellationInput,
): Promise<Booking> {
  return api.bookings.cancel(bookingId, input);
}
