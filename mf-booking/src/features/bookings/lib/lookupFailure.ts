import { BOOKING_NOT_FOUND_MESSAGE } from '@parish/shared-types';
import { toApiFailure, type Translate } from '@parish/shared-web';
import type { BookingMessageId } from './i18n';

/**
 * What to tell a visitor whose lookup failed (spec: error catalogue, Booking).
 * 404 means no such booking; 400 means the server rejected the id's form.
 * Either way the id is wrong and asking again cannot help, whereas any other
 * failure (server, connection) may pass on a retry. Each page words "not
 * found" its own way.
 */
export function describeLookupFailure(
  error: unknown,
  t: Translate<BookingMessageId>,
  notFoundMessage: string = BOOKING_NOT_FOUND_MESSAGE,
): { message: string; retryable: boolean } {
  const { status } = toApiFailure(error);
  if (status === 404 || status === 400) {
    return { message: notFoundMessage, retryable: false };
  }
  return { message: t('booking.bookings.loadFailed'), retryable: true };
}
