import { useMemo, useState } from 'react';
import { Box, Container } from '@mui/material';
import { DateCalendar, DayCalendarSkeleton, LocalizationProvider } from '@mui/x-date-pickers';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import dayjs, { type Dayjs } from 'dayjs';
import {
  describeApiError,
  ErrorState,
  LoadingState,
  PageHeader,
  usePageMeta,
  useRenderClock,
} from '@parish/shared-web';
import { useEvents } from '../../../lib/events';
import { groupEventsByDate } from '../lib/eventsByDate';
import { DayEvents } from './DayEvents';
import { DotsLegend } from './DotsLegend';
import { EventCountsContext, EventDay } from './EventDay';
import { SubscribeLinks } from './SubscribeLinks';

/**
 * /calendar (spec: Calendar page): a month calendar whose days carry a dot
 * per event, starting on today; choosing a day lists its events. The
 * events are loaded once, whichever months the visitor looks at.
 */
export default function CalendarPage() {
  usePageMeta({
    title: 'Calendar',
    description:
      'The parish calendar: every event by day, with times and details, and a feed to subscribe to in your own calendar.',
  });
  const events = useEvents();
  const { today } = useRenderClock();
  // Today until the visitor picks a day (the server's today while the page hydrates).
  const [picked, setPicked] = useState<Dayjs | null>(null);
  const selected = picked ?? dayjs(today);
  const byDate = useMemo(
    () => groupEventsByDate(events.status === 'success' ? events.data : []),
    [events.status, events.data],
  );
  const counts = useMemo(
    () => new Map([...byDate].map(([date, dayEvents]) => [date, dayEvents.length])),
    [byDate],
  );

  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <PageHeader
        title="Event Calendar"
        subtitle="Choose a day to see what is happening at the parish. Dots mark the days with events."
      />
      {events.status === 'error' && (
        <ErrorState
          message={describeApiError(events.error, 'The events could not be loaded.')}
          onRetry={events.reload}
        />
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '340px minmax(0, 1fr)' },
          gap: { xs: 3, md: 5 },
          alignItems: 'start',
        }}
      >
        <Box>
          <LocalizationProvider dateAdapter={AdapterDayjs}>
            <EventCountsContext value={counts}>
              <DateCalendar
                value={selected}
                onChange={(day: Dayjs | null) => day && setPicked(day)}
                slots={{ day: EventDay }}
                loading={events.status === 'loading'}
                renderLoading={() => <DayCalendarSkeleton />}
                sx={{ mx: 0, width: '100%', maxWidth: 340 }}
              />
            </EventCountsContext>
          </LocalizationProvider>
          <DotsLegend />
          <SubscribeLinks />
        </Box>
        {events.status === 'loading' ? (
          <LoadingState label="Loading events..." />
        ) : (
          <DayEvents
            longDate={selected.format('dddd, MMMM D, YYYY')}
            events={byDate.get(selected.format('YYYY-MM-DD')) ?? []}
          />
        )}
      </Box>
    </Container>
  );
}
