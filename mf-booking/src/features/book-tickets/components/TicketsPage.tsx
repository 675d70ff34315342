import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Container } from '@mui/material';
import {
  describeApiError,
  ErrorState,
  LoadingState,
  PageHeader,
  usePageMeta,
} from '@parish/shared-web';
import { useEvents } from '../../../lib/events';
import { TicketBookingForm } from './TicketBookingForm';

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

/** /event/tickets?eventId={id}: book tickets for an event (spec: Event ticket booking page). */
export default function TicketsPage() {
  const [searchParams] = useSearchParams();
  const requestedEventId = (searchParams.get('eventId') ?? '').trim();
  const events = useEvents();
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
      {events.status === 'loading' && <LoadingState label="Loading events..." />}
      {events.status === 'error' && (
        <ErrorState
          message={describeApiError(events.error, EVENTS_LOAD_FAILED_MESSAGE)}
          onRetry={events.reload}
        />
      )}
      {events.status === 'success' && (
        <TicketBookingForm key={returns} events={events.data} requestedEventId={requestedEventId} />
      )}
    </Container>
  );
}
