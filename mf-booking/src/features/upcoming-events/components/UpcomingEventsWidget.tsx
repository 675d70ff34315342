import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import {
  fallbackLang,
  seatsLeft,
  type ShownEvent,
  type UpcomingEventsWidgetProps,
  eventOccurrenceKey,
  eventTicketsPath,
} from '@parish/shared-types';
import {
  AddToCalendarButton,
  EmptyState,
  ErrorState,
  LoadingState,
  UntranslatedNote,
  useFormat,
  useRenderClock,
} from '@parish/shared-web';
import { badgeMonth, shortDayDate } from '../../../lib/dates';
import { useEvents } from '../../../lib/events';
import { useT } from '../lib/i18n';
import { nextEvents, UPCOMING_EVENTS_LIMIT } from '../lib/nextEvents';

function UpcomingEvent({ event, headingLevel }: { event: ShownEvent; headingLevel: 3 | 4 }) {
  const t = useT();
  const format = useFormat();
  const soldOut = seatsLeft(event) === 0;
  return (
    <Stack component="li" direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: 48,
          py: 0.5,
          borderRadius: 1,
          textAlign: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Typography
          component="span"
          sx={{ display: 'block', fontSize: '0.75rem', fontWeight: 600 }}
        >
          {badgeMonth(event.date, format.language)}
        </Typography>
        <Typography
          component="span"
          sx={{ display: 'block', fontSize: '1.25rem', lineHeight: 1.1 }}
        >
          {Number(event.date.slice(8, 10))}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography
          component={`h${headingLevel}`}
          lang={fallbackLang(event, 'title')}
          sx={{ fontSize: '1rem', fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {event.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {shortDayDate(event.date, format.language)} · {format.time(event.time)} ·{' '}
          {format.ticketPrice(event.price)}
        </Typography>
        <Stack direction="row" sx={{ mt: 0.75, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {soldOut ? (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('booking.events.soldOut')}
            </Typography>
          ) : (
            <Button
              component={RouterLink}
              to={eventTicketsPath(event)}
              size="small"
              variant="outlined"
              aria-label={t('booking.upcoming.registerLabel', { title: event.title })}
            >
              {t('booking.upcoming.register')}
            </Button>
          )}
          <AddToCalendarButton
            eventId={event.id}
            eventTitle={event.title}
            size="small"
            variant="text"
          />
        </Stack>
      </Box>
    </Stack>
  );
}

/**
 * The Upcoming Events widget (spec: the next 3 future events by date, each
 * with a register button, and a link to /calendar). Exposed by mf-booking
 * as `./widgets/UpcomingEvents` for other remotes' pages.
 */
export default function UpcomingEventsWidget({
  limit = UPCOMING_EVENTS_LIMIT,
  headingLevel = 2,
}: UpcomingEventsWidgetProps) {
  const t = useT();
  const titleId = useId();
  const events = useEvents();
  const { now } = useRenderClock();
  const upcoming = events.status === 'success' ? nextEvents(events.data, now, limit) : [];
  return (
    <Paper component="aside" aria-labelledby={titleId} variant="outlined" sx={{ p: 2.5 }}>
      <Typography id={titleId} component={`h${headingLevel}`} variant="h3" sx={{ mb: 2 }}>
        {t('booking.upcoming.title')}
      </Typography>
      {events.status === 'loading' && <LoadingState label={t('booking.events.loading')} />}
      {events.status === 'error' && (
        <ErrorState message={t('booking.upcoming.loadFailed')} onRetry={events.reload} />
      )}
      {events.status === 'success' && upcoming.length === 0 && (
        <EmptyState>{t('booking.upcoming.empty')}</EmptyState>
      )}
      <UntranslatedNote records={upcoming} />
      {upcoming.length > 0 && (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {upcoming.map((event) => (
            <UpcomingEvent
              key={eventOccurrenceKey(event)}
              event={event}
              headingLevel={headingLevel === 2 ? 3 : 4}
            />
          ))}
        </Stack>
      )}
      <Link component={RouterLink} to="/calendar" sx={{ display: 'inline-block', mt: 2.5 }}>
        {t('booking.upcoming.fullCalendar')}
      </Link>
    </Paper>
  );
}
