import { eventOccurrenceKey } from '@parish/shared-types';
import { useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Box, Container, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import {
  describeApiError,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  RemoteWidget,
  useRenderClock,
  usePageMeta,
} from '@parish/shared-web';
import { useEvents } from '../api/events';
import {
  EVENT_FILTERS,
  FILTER_COPY,
  filterEvents,
  parseEventFilter,
  type EventFilter,
} from '../lib/filterEvents';
import { EventCard } from './EventCard';

/** /events: every parish event, filtered to all, upcoming or past (spec: Events page). */
export default function EventsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseEventFilter(searchParams.get('filter'));
  const events = useEvents();
  usePageMeta({
    title: 'Events',
    description:
      'Liturgies, retreats, concerts and parish gatherings at Holy Trinity: what is coming up, what has been, and how to register.',
  });
  const { hash } = useLocation();
  const { now, today } = useRenderClock();

  const shown = useMemo(
    () => (events.status === 'success' ? filterEvents(events.data, filter, today) : []),
    [events.status, events.data, filter, today],
  );

  // /events#{id} links (home page, calendar) land on that event once loaded.
  useEffect(() => {
    if (events.status !== 'success' || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [events.status, hash]);

  function chooseFilter(next: EventFilter | null) {
    if (!next) return;
    setSearchParams(next === 'all' ? {} : { filter: next }, { replace: true });
  }

  const copy = FILTER_COPY[filter];
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <PageHeader title={copy.heading} subtitle={copy.blurb} />
      <ToggleButtonGroup
        value={filter}
        exclusive
        onChange={(_, next: EventFilter | null) => chooseFilter(next)}
        aria-label="Show events"
        color="primary"
        sx={{ mb: 4, flexWrap: 'wrap' }}
      >
        {EVENT_FILTERS.map((value) => (
          <ToggleButton key={value} value={value}>
            {FILTER_COPY[value].label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: 4,
          alignItems: { md: 'flex-start' },
        }}
      >
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          {events.status === 'loading' && <LoadingState label="Loading events..." />}
          {events.status === 'error' && (
            <ErrorState
              message={describeApiError(events.error, 'Failed to fetch events')}
              onRetry={events.reload}
            />
          )}
          {events.status === 'success' && shown.length === 0 && (
            <EmptyState>No events found for this filter.</EmptyState>
          )}
          {shown.length > 0 && (
            <Stack spacing={3}>
              {shown.map((event, index) => (
                <EventCard
                  key={eventOccurrenceKey(event)}
                  event={event}
                  now={now}
                  prominent={index === 0}
                />
              ))}
            </Stack>
          )}
        </Box>
        {/* mf-booking's widget, loaded at run time. While that remote is down
            it renders nothing, and its empty column takes no room. */}
        <Box
          sx={{
            flex: { md: '0 0 320px' },
            position: { md: 'sticky' },
            top: { md: 96 },
            '&:empty': { display: 'none' },
          }}
        >
          <RemoteWidget id="booking/widgets/UpcomingEvents" props={{ limit: 3, headingLevel: 2 }} />
        </Box>
      </Box>
    </Container>
  );
}
