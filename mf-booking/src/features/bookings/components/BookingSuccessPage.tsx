import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Button, Container, Stack } from '@mui/material';
import { normaliseBookingId, type Booking } from '@parish/shared-types';
import { ErrorState, LoadingState, PageHeader, usePageMeta } from '@parish/shared-web';
import { useT, type BookingMessageId } from '../lib/i18n';
import { clearBookingDraft, recallManageToken } from '../../../lib/bookingDraft';
import { getBooking } from '../../../lib/bookings';
import { useBooking } from '../api/booking';
import { describeLookupFailure } from '../lib/lookupFailure';
import { BookingDetails } from './BookingDetails';

/** How often, and how many times, a booking still awaiting its payment is asked about again. */
const PENDING_POLL_MS = 3_000;
const PENDING_POLLS = 20;

const HEADINGS: Record<Booking['status'], BookingMessageId> = {
  confirmed: 'booking.bookings.success.heading.confirmed',
  pending: 'booking.bookings.success.heading.pending',
  cancelled: 'booking.bookings.success.heading.cancelled',
};

/**
 * A card payer may come back before the provider has told the API (Stripe's
 * notice can trail the redirect): while the booking is pending, ask again
 * quietly, and show it afresh once it has moved on.
 */
function useSettlingBooking(bookingId: string, booking: Booking | undefined, reload: () => void) {
  const pending = booking?.status === 'pending';
  useEffect(() => {
    if (!pending) return;
    let polls = 0;
    const timer = window.setInterval(() => {
      polls += 1;
      if (polls > PENDING_POLLS) window.clearInterval(timer);
      else {
        getBooking(bookingId).then(
          (fresh) => {
            if (fresh.status !== 'pending') reload();
          },
          () => {},
        );
      }
    }, PENDING_POLL_MS);
    return () => window.clearInterval(timer);
  }, [bookingId, pending, reload]);
}

function FoundBooking({ bookingId, manageToken }: { bookingId: string; manageToken?: string }) {
  const t = useT();
  const booking = useBooking(bookingId, manageToken);
  const [changed, setChanged] = useState<Booking | null>(null);
  useSettlingBooking(bookingId, booking.data, booking.reload);

  if (booking.status === 'loading') {
    return (
      <>
        <PageHeader title={t('booking.bookings.success.yourBooking')} />
        <LoadingState label={t('booking.common.loading')} />
      </>
    );
  }
  if (booking.status === 'error') {
    const failure = describeLookupFailure(booking.error, t, t('booking.bookings.success.none'));
    return (
      <>
        <PageHeader title={t('booking.bookings.success.yourBooking')} />
        <ErrorState
          message={failure.message}
          onRetry={failure.retryable ? booking.reload : undefined}
        />
      </>
    );
  }
  const shown = changed ?? booking.data;
  return (
    <>
      <PageHeader
        title={t(HEADINGS[shown.status])}
        subtitle={shown.status === 'confirmed' ? t('booking.bookings.success.thanks') : undefined}
      />
      <BookingDetails booking={shown} onChange={setChanged} />
    </>
  );
}

const noSubscription = () => () => {};

/** /booking-success?bookingId=…: where a booking lands once made and paid (spec: Booking confirmed). */
export default function BookingSuccessPage() {
  const [searchParams] = useSearchParams();
  const bookingId = normaliseBookingId(searchParams.get('bookingId') ?? '');
  const linkToken = searchParams.get('token');
  // Back from the card checkout: the token this tab kept (undefined on the server, not yet read).
  const keptToken = useSyncExternalStore<string | null | undefined>(
    noSubscription,
    () => recallManageToken(bookingId),
    () => undefined,
  );
  const manageToken = linkToken ?? keptToken ?? undefined;
  const t = useT();
  usePageMeta({
    title: t('booking.bookings.success.metaTitle'),
    description: t('booking.bookings.success.metaDescription'),
  });
  // The booking is made: the booking page's saved form is no longer wanted.
  useEffect(() => clearBookingDraft(), []);

  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      {bookingId && !linkToken && keptToken === undefined ? (
        <>
          <PageHeader title={t('booking.bookings.success.yourBooking')} />
          <LoadingState label={t('booking.common.loading')} />
        </>
      ) : bookingId ? (
        <FoundBooking key={bookingId} bookingId={bookingId} manageToken={manageToken} />
      ) : (
        <>
          <PageHeader title={t('booking.bookings.success.yourBooking')} />
          <ErrorState message={t('booking.bookings.success.none')} />
        </>
      )}
      <Stack direction="row" className="parish-no-print" sx={{ mt: 4, gap: 1.5, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/events" variant="text">
          {t('booking.bookings.success.backToEvents')}
        </Button>
        <Button component={RouterLink} to="/check" variant="text">
          {t('booking.bookings.success.check')}
        </Button>
      </Stack>
    </Container>
  );
}
