import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Container } from '@mui/material';
import {
  describeApiError,
  ErrorState,
  formatDateTime,
  LoadingState,
  PageHeader,
  usePageMeta,
} from '@parish/shared-web';
import { WAITLIST_OFFER_EXPIRED_MESSAGE, type WaitlistEntry } from '@parish/shared-types';
import { useEvents } from '../../../lib/events';
import { useWaitlistOffer } from '../api/waitlist';
import { TicketBookingForm } from './TicketBookingForm';

export const WAITLIST_LINK_FAILED_MESSAGE =
  'We could not read your waitlist link. Please open it again from your e-mail.';

/** What an offer's link says: held seats to book, or why they cannot be. */
function offerProblem(entry: WaitlistEntry): string | null {
  if (entry.status === 'offered') return null;
  if (entry.status === 'claimed')
    return 'This offer has already been used to book tickets. Check your booking confirmation e-mail.';
  if (entry.status === 'left') return 'You have left the waitlist for this event.';
  if (entry.status === 'lapsed') return WAITLIST_OFFER_EXPIRED_MESSAGE;
  return 'No seats are held for you yet: we will e-mail you as soon as some are.';
}

export const EVENTS_LOAD_FAILED_MESSAGE = 'Failed to fetch events';

/**
 * How often the browser has brought this page back from its back/forward
 * cache (the visitor pressed Back on the card checkout). Such a page comes
 * back frozen as it was left, still "taking you to the checkout"; keying
 * the form by this starts it afresh from what was saved for the return.
 */
function useReturnsFromCache(): number {
  const [returns, setReturns] = useState(0);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setReturns((count) => count + 1);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  return returns;
}

/** /event/tickets?eventId={id}(&date={YYYY-MM-DD} for a repeating event's date): book tickets for an event (spec: Event ticket booking page). */
export default function TicketsPage() {
  const [searchParams] = useSearchParams();
  const requestedEventId = (searchParams.get('eventId') ?? '').trim();
  const requestedDate = (searchParams.get('date') ?? '').trim();
  const claim = (searchParams.get('claim') ?? '').trim();
  const events = useEvents();
  const offer = useWaitlistOffer(claim);
  const offered = offer.status === 'success' ? offer.data : null;
  const problem = offered ? offerProblem(offered) : null;
  const claimReady = !claim || offer.status !== 'loading';
  const returns = useReturnsFromCache();
  usePageMeta({
    title: 'Book Event Tickets',
    description:
      'Book tickets for a parish event: choose the event, the number of tickets and who they are for, then pay by card or PayPal.',
  });

  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <PageHeader
        title="Book Event Tickets"
        subtitle="Choose an event, tell us who is coming, and pay by card or PayPal. Free events are booked at once."
      />
      {claim && offer.status === 'error' && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {describeApiError(offer.error, WAITLIST_LINK_FAILED_MESSAGE)}
        </Alert>
      )}
      {offered && problem && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {problem}
        </Alert>
      )}
      {offered && !problem && offered.offer_expires_at && (
        <Alert severity="success" sx={{ mb: 3 }}>
          From the waitlist: {offered.number_of_tickets}{' '}
          {offered.number_of_tickets === 1 ? 'seat is' : 'seats are'} held for you until{' '}
          {formatDateTime(offered.offer_expires_at)}. Fill in the details below to book them.
        </Alert>
      )}
      {(events.status === 'loading' || !claimReady) && <LoadingState label="Loading events..." />}
      {events.status === 'error' && (
        <ErrorState
          message={describeApiError(events.error, EVENTS_LOAD_FAILED_MESSAGE)}
          onRetry={events.reload}
        />
      )}
      {events.status === 'success' && claimReady && (
        <TicketBookingForm
          key={returns}
          events={events.data}
          requestedEventId={requestedEventId}
          requestedDate={requestedDate}
          offer={offered && !problem ? { token: claim, seats: offered.number_of_tickets } : null}
        />
      )}
    </Container>
  );
}
