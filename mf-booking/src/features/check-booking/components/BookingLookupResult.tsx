import { ErrorState, LoadingState } from '@parish/shared-web';
import { useBooking } from '../api/booking';
import { describeLookupFailure } from '../lib/lookupFailure';
import { BookingDetails } from './BookingDetails';

/** What one search for `bookingId` found: loading, a failure, or the booking. */
export function BookingLookupResult({ bookingId }: { bookingId: string }) {
  const booking = useBooking(bookingId);

  if (booking.status === 'loading') return <LoadingState />;
  if (booking.status === 'error') {
    const failure = describeLookupFailure(booking.error);
    return (
      <ErrorState
        message={failure.message}
        onRetry={failure.retryable ? booking.reload : undefined}
      />
    );
  }
  return <BookingDetails booking={booking.data} />;
}
