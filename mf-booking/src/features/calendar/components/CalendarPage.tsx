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
  useLanguage,
  usePageMeta,
  useRenderClock,
} from '@parish/shared-web';
import { longDate } from '../../../lib/dates';
import { useEvents } from '../../../lib/events';
import { useT } from '../lib/i18n';
import { groupEventsByDate } from '../lib/eventsByDate';
import { usePickerLocale } from '@parish/shared-web/date-fields';
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
  const t = useT();
  const language = useLanguage();
  const pickerLocale = usePickerLocale(language);
  usePageMeta({
    title: t('booking.calendar.metaTitle'),
    description: t('booking.calendar.metaDescription'),
  });
  const events = useEvents();
  const { today } = useRenderClock();
  // Today until the visitor picks a day (the server's today while the page hydrates).
  const [picked, setPicked] = useState<Dayjs | null>(null);
  const selected = picked ?? dayjs(today);
  const selectedDate = selected.format('YYYY-MM-DD');
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
      <PageHeader title={t('booking.calendar.title')} subtitle={t('booking.calendar.subtitle')} />
      {events.status === 'error' && (
        <ErrorState
          message={describeApiError(events.error, t('booking.calendar.loadFailed'))}
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
          <LocalizationProvider dateAdapter={AdapterDayjs} {...pickerLocale}>
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
          <LoadingState label={t('booking.events.loading')} />
        ) : (
          <DayEvents
            longDate={longDate(selectedDate, language)}
            events={byDate.get(selectedDate) ?? []}
          />
        )}
      </Box>
    </Container>
  );
}
