import type { Booking } from '@parish/shared-types';
import { api } from '../../../lib/api';

export function getBooking(bookingId: string, signal?: AbortSignal): Promise<Booking> {
  return api.bookings.get(bookingId, signal);
}
