import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Container } from '@mui/material';
import {
  describeApiError,
  ErrorState,
  LoadingState,
  PageHeader,
  useFormat,
  usePageMeta,
} from '@parish/shared-web';
import { WAITLIST_OFFER_EXPIRED_MESSAGE, type WaitlistEntry } from '@parish/shared-types';
import { useEvents } from '../../../lib/events';
import { useT, type BookingMessageId } from '../lib/i18n';
import { useWaitlistOffer } from '../api/waitlist';
import { TicketBookingForm } from './TicketBookingForm';

/**
 * What an offer's link says: held seats to book (null), or why they cannot
 * be: a message id, or the spec's expired-offer text (shared-types).
 */
function offerProblem(entry: WaitlistEntry): { id: BookingMessageId } | { text: string } | null {
  if (entry.status === 'offered') return null;
  if (entry.status === 'claimed') return { id: 'booking.tickets.offer.claimed' };
  if (entry.status === 'left') return { id: 'booking.waitlist.standing.left' };
  if (entry.status === 'lapsed') return { text: WAITLIST_OFFER_EXPIRED_MESSAGE };
  return { id: 'booking.tickets.offer.waiting' };
}

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
  const t = useT();
  const format = useFormat();
  usePageMeta({
    title: t('booking.tickets.title'),
    description: t('booking.tickets.metaDescription'),
  });

  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <PageHeader title={t('booking.tickets.title')} subtitle={t('booking.tickets.subtitle')} />
      {claim && offer.status === 'error' && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {describeApiError(offer.error, t('booking.tickets.offer.linkFailed'))}
        </Alert>
      )}
      {offered && problem && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {'id' in problem ? t(problem.id) : problem.text}
        </Alert>
      )}
      {offered && !problem && offered.offer_expires_at && (
        <Alert severity="success" sx={{ mb: 3 }}>
          {t('booking.tickets.offer.held', {
            count: offered.number_of_tickets,
            until: format.dateTime(offered.offer_expires_at),
          })}
        </Alert>
      )}
      {(events.status === 'loading' || !claimReady) && (
        <LoadingState label={t('booking.events.loading')} />
      )}
      {events.status === 'error' && (
        <ErrorState
          message={describeApiError(events.error, t('booking.tickets.eventsLoadFailed'))}
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
