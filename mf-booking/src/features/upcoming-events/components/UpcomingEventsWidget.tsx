import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import {
  seatsLeft,
  type ParishEvent,
  type UpcomingEventsWidgetProps,
  eventOccurrenceKey,
  eventTicketsPath,
} from '@parish/shared-types';
import {
  AddToCalendarButton,
  EmptyState,
  ErrorState,
  formatTicketPrice,
  formatTime12h,
  LoadingState,
  useRenderClock,
} from '@parish/shared-web';
import dayjs from 'dayjs';
import { useEvents } from '../../../lib/events';
import { nextEvents, UPCOMING_EVENTS_LIMIT } from '../lib/nextEvents';

function UpcomingEvent({ event, headingLevel }: { event: ParishEvent; headingLevel: 3 | 4 }) {
  const date = dayjs(event.date);
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
          {date.format('MMM').toUpperCase()}
        </Typography>
        <Typography
          component="span"
          sx={{ display: 'block', fontSize: '1.25rem', lineHeight: 1.1 }}
        >
          {date.format('D')}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography
          component={`h${headingLevel}`}
          sx={{ fontSize: '1rem', fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {event.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {date.format('ddd, MMM D')} · {formatTime12h(event.time)} ·{' '}
          {formatTicketPrice(event.price)}
        </Typography>
        <Stack direction="row" sx={{ mt: 0.75, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {soldOut ? (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Sold out
            </Typography>
          ) : (
            <Button
              component={RouterLink}
              to={eventTicketsPath(event)}
              size="small"
              variant="outlined"
              aria-label={`Register for ${event.title}`}
            >
              Register
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
  const titleId = useId();
  const events = useEvents();
  const { now } = useRenderClock();
  const upcoming = events.status === 'success' ? nextEvents(events.data, now, limit) : [];
  return (
    <Paper component="aside" aria-labelledby={titleId} variant="outlined" sx={{ p: 2.5 }}>
      <Typography id={titleId} component={`h${headingLevel}`} variant="h3" sx={{ mb: 2 }}>
        Upcoming Events
      </Typography>
      {events.status === 'loading' && <LoadingState label="Loading events..." />}
      {events.status === 'error' && (
        <ErrorState message="Upcoming events could not be loaded." onRetry={events.reload} />
      )}
      {events.status === 'success' && upcoming.length === 0 && (
        <EmptyState>No upcoming events at the moment.</EmptyState>
      )}
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
        View the full calendar
      </Link>
    </Paper>
  );
}
