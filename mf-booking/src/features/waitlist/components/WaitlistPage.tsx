import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Button, Container, Stack, Typography } from '@mui/material';
import { WAITLIST_LINK_UNKNOWN_MESSAGE, type WaitlistEntry } from '@parish/shared-types';
import {
  describeApiError,
  ErrorState,
  formatDate,
  formatDateTime,
  formatTime12h,
  LoadingState,
  PageHeader,
  useApiMutation,
  usePageMeta,
} from '@parish/shared-web';
import { leaveWaitlist, useWaitlistEntry } from '../api/waitlistEntry';

export const LEAVE_FAILED_MESSAGE = 'We could not take you off the waitlist. Please try again.';

/** Where the entry stands, in a sentence. */
export function standing(entry: WaitlistEntry): string {
  const tickets = `${entry.number_of_tickets} ${entry.number_of_tickets === 1 ? 'ticket' : 'tickets'}`;
  switch (entry.status) {
    case 'waiting':
      return `You are number ${entry.position ?? 1} in line for ${tickets}. We will e-mail you as soon as seats are held for you.`;
    case 'offered':
      return `${tickets} ${entry.number_of_tickets === 1 ? 'is' : 'are'} held for you until ${entry.offer_expires_at ? formatDateTime(entry.offer_expires_at) : 'soon'}: the link in your e-mail books them.`;
    case 'claimed':
      return 'You booked the seats offered to you. Your confirmation e-mail has your tickets.';
    case 'lapsed':
      return 'The seats offered to you were not booked in time and have passed to the next person.';
    case 'left':
      return 'You have left the waitlist for this event.';
  }
}

/**
 * /waitlist?token=… (the link in every waitlist mail): where the person
 * stands, and a button to leave. Nothing changes until it is pressed.
 */
export default function WaitlistPage() {
  usePageMeta({
    title: 'Your Place on the Waitlist',
    description: 'See where you stand on an event’s waitlist, or leave it.',
  });
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const entry = useWaitlistEntry(token);
  const [left, setLeft] = useState<WaitlistEntry | null>(null);
  const leave = useApiMutation(leaveWaitlist, {
    failureMessage: LEAVE_FAILED_MESSAGE,
    onSuccess: setLeft,
  });
  const shown = left ?? (entry.status === 'success' ? entry.data : null);

  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <PageHeader title="Your Place on the Waitlist" />
      {entry.status === 'loading' && <LoadingState label="Loading your place..." />}
      {entry.status === 'error' && (
        <ErrorState message={describeApiError(entry.error, WAITLIST_LINK_UNKNOWN_MESSAGE)} />
      )}
      {shown && (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h2">{shown.event_name}</Typography>
          <Typography>
            {formatDate(shown.event_date)}, {formatTime12h(shown.event_time)}
          </Typography>
          <Alert
            severity={shown.status === 'left' || shown.status === 'lapsed' ? 'info' : 'success'}
            role="status"
          >
            {standing(shown)}
          </Alert>
          {leave.error && <ErrorState message={leave.error.message} />}
          {(shown.status === 'waiting' || shown.status === 'offered') && (
            <Button
              variant="contained"
              onClick={() => void leave.mutate(token)}
              disabled={leave.busy}
            >
              {leave.busy ? 'Leaving...' : 'Leave the waitlist'}
            </Button>
          )}
          <Button component={RouterLink} to="/events" variant="text">
            See the events
          </Button>
        </Stack>
      )}
    </Container>
  );
}
