import { useSearchParams } from 'react-router-dom';
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

/** /event/tickets?eventId={id}: book tickets for an event (spec: Event ticket booking page). */
export default function TicketsPage() {
  const [searchParams] = useSearchParams();
  const requestedEventId = (searchParams.get('eventId') ?? '').trim();
  const events = useEvents();
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
        <TicketBookingForm events={events.data} requestedEventId={requestedEventId} />
      )}
    </Container>
  );
}
