import type { Booking } from '@parish/shared-types';
import { api } from './api';

/**
 * `GET /api/bookings/{bookingId}/`: one booking as it is now (a 404 means
 * no such booking). The success page, the booking check and the tickets
 * form (whether a hold made before still stands) all read it here. With
 * the manage token of the mail's private link, the booker's view.
 */
export function getBooking(
  bookingId: string,
  signal?: AbortSignal,
  manageToken?: string,
): Promise<Booking> {
  return api.bookings.get(bookingId, signal, manageToken);
}
