import { useApiQuery } from '@parish/shared-web';
import { getBooking } from '../api/getBooking';

/** The booking with this id; keyed by it, so an answer for an earlier id is dropped. */
export function useBooking(bookingId: string) {
  return useApiQuery((signal) => getBooking(bookingId, signal), bookingId);
}
