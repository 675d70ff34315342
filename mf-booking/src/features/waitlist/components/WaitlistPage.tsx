import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Button, Container, Stack, Typography } from '@mui/material';
import { WAITLIST_LINK_UNKNOWN_MESSAGE, type WaitlistEntry } from '@parish/shared-types';
import {
  describeApiError,
  ErrorState,
  LoadingState,
  PageHeader,
  useApiMutation,
  useFormat,
  usePageMeta,
  type Translate,
} from '@parish/shared-web';
import { useT, type BookingMessageId } from '../lib/i18n';
import { leaveWaitlist, useWaitlistEntry } from '../api/waitlistEntry';

/** Where the entry stands, in a sentence (`formatDateTime`: `useFormat().dateTime`). */
export function standing(
  entry: WaitlistEntry,
  t: Translate<BookingMessageId>,
  formatDateTime: (iso: string) => string,
): string {
  const count = entry.number_of_tickets;
  switch (entry.status) {
    case 'waiting':
      return t('booking.waitlist.standing.waiting', { position: entry.position ?? 1, count });
    case 'offered':
      return entry.offer_expires_at
        ? t('booking.waitlist.standing.offered', {
            count,
            until: formatDateTime(entry.offer_expires_at),
          })
        : t('booking.waitlist.standing.offeredSoon', { count });
    case 'claimed':
      return t('booking.waitlist.standing.claimed');
    case 'lapsed':
      return t('booking.waitlist.standing.lapsed');
    case 'left':
      return t('booking.waitlist.standing.left');
  }
}

/**
 * /waitlist?token=… (the link in every waitlist mail): where the person
 * stands, and a button to leave. Nothing changes until it is pressed.
 */
export default function WaitlistPage() {
  const t = useT();
  const format = useFormat();
  usePageMeta({
    title: t('booking.waitlist.title'),
    description: t('booking.waitlist.metaDescription'),
  });
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const entry = useWaitlistEntry(token);
  const [left, setLeft] = useState<WaitlistEntry | null>(null);
  const leave = useApiMutation(leaveWaitlist, {
    failureMessage: t('booking.waitlist.leaveFailed'),
    onSuccess: setLeft,
  });
  const shown = left ?? (entry.status === 'success' ? entry.data : null);

  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <PageHeader title={t('booking.waitlist.title')} />
      {entry.status === 'loading' && <LoadingState label={t('booking.waitlist.loading')} />}
      {entry.status === 'error' && (
        <ErrorState message={describeApiError(entry.error, WAITLIST_LINK_UNKNOWN_MESSAGE)} />
      )}
      {shown && (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h2">{shown.event_name}</Typography>
          <Typography>
            {format.date(shown.event_date)}, {format.time(shown.event_time)}
          </Typography>
          <Alert
            severity={shown.status === 'left' || shown.status === 'lapsed' ? 'info' : 'success'}
            role="status"
          >
            {standing(shown, t, format.dateTime)}
          </Alert>
          {leave.error && <ErrorState message={leave.error.message} />}
          {(shown.status === 'waiting' || shown.status === 'offered') && (
            <Button
              variant="contained"
              onClick={() => void leave.mutate(token)}
              disabled={leave.busy}
            >
              {leave.busy ? t('booking.waitlist.leaving') : t('booking.waitlist.leave')}
            </Button>
          )}
          <Button component={RouterLink} to="/events" variant="text">
            {t('booking.waitlist.seeEvents')}
          </Button>
        </Stack>
      )}
    </Container>
  );
}
