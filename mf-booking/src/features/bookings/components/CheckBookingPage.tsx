import { useLocation, useSearchParams } from 'react-router';
import { Container } from '@mui/material';
import { normaliseBookingId } from '@parish/shared-types';
import { PageHeader, usePageMeta } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { BookingLookupResult } from './BookingLookupResult';
import { BookingSearchForm } from './BookingSearchForm';

/**
 * /check: look up a booking by its id (spec: Check Your Booking). The id
 * lives in the URL (`?bookingId=`), so a result can be shared or reloaded.
 */
export default function CheckBookingPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const bookingId = normaliseBookingId(searchParams.get('bookingId') ?? '');
  // The booking mail's private link carries the manage token: the booker's view.
  const manageToken = searchParams.get('token') ?? undefined;
  // Older tickets' QR codes named their ticket too.
  const ticket = Number(searchParams.get('ticket'));
  // Every search is a navigation with its own key; keying the result by it
  // makes pressing Search again for the same id look the booking up afresh.
  const { key: searchKey } = useLocation();
  const t = useT();
  usePageMeta({
    title: t('booking.bookings.check.title'),
    description: t('booking.bookings.check.metaDescription'),
  });

  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <PageHeader
        title={t('booking.bookings.check.title')}
        subtitle={t('booking.bookings.check.subtitle')}
      />
      <BookingSearchForm
        searchedId={bookingId}
        onSearch={(id) => setSearchParams({ bookingId: id })}
      />
      {bookingId && (
        <BookingLookupResult
          key={searchKey}
          bookingId={bookingId}
          manageToken={manageToken}
          highlightedTicket={Number.isInteger(ticket) && ticket > 0 ? ticket : undefined}
        />
      )}
    </Container>
  );
}
