import { useState } from 'react';
import type { Booking } from '@parish/shared-types';
import { ErrorState, LoadingState } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { useBooking } from '../api/booking';
import { describeLookupFailure } from '../lib/lookupFailure';
import { BookingDetails } from './BookingDetails';

/** What one search for `bookingId` found: loading, a failure, or the booking. */
export function BookingLookupResult({
  bookingId,
  manageToken,
  highlightedTicket,
}: {
  bookingId: string;
  /** The private manage token of the booking mail's link, if the page was opened from it. */
  manageToken?: string;
  highlightedTicket?: number;
}) {
  const t = useT();
  const booking = useBooking(bookingId, manageToken);
  // The booking as changed here since it was loaded (a cancellation).
  const [changed, setChanged] = useState<Booking | null>(null);

  if (booking.status === 'loading') return <LoadingState label={t('booking.common.loading')} />;
  if (booking.status === 'error') {
    const failure = describeLookupFailure(booking.error, t);
    return (
      <ErrorState
        message={failure.message}
        onRetry={failure.retryable ? booking.reload : undefined}
      />
    );
  }
  return (
    <BookingDetails
      booking={changed ?? booking.data}
      onChange={setChanged}
      highlightedTicket={highlightedTicket}
    />
  );
}
