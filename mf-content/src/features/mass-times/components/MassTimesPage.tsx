import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Container, Link, Typography } from '@mui/material';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import { apiPaths, DEFAULT_LANGUAGE, type LiturgicalDay } from '@parish/shared-types';
import {
  apiUrl,
  describeApiError,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  UntranslatedNote,
  useLanguage,
  usePageMeta,
} from '@parish/shared-web';
import { usePublishedIntentions } from '../api/publishedIntentions';
import { useScheduleWeek } from '../api/scheduleWeek';
import { useScheduleSearch } from '../hooks/useScheduleSearch';
import { filterServices, groupByDay, isFiltered } from '../lib/filters';
import { useT } from '../lib/i18n';
import { addDays, WEEK_DAYS } from '../lib/weeks';
import { DaySchedule } from './DaySchedule';
import { LiturgicalToday } from './LiturgicalDay';
import { ScheduleFilters } from './ScheduleFilters';
import { ScheduleJsonLd } from './ScheduleJsonLd';
import { WeekNavigation } from './WeekNavigation';

/**
 * /mass-times (issue 38): the week's Masses, Confession, Adoration and
 * prayer by day, with the office's exceptions for a date applied by the
 * API, filtered by kind and language in the address, a week at a time.
 */
export default function MassTimesPage() {
  const t = useT();
  const language = useLanguage();
  usePageMeta({
    title: t('content.massTimes.title'),
    description: t('content.massTimes.description'),
  });
  const { weekStart, filters, choose, weekSearch, unfilteredSearch } = useScheduleSearch();
  const week = useScheduleWeek(weekStart);

  const shown = useMemo(
    () => (week.status === 'success' ? filterServices(week.data.occurrences, filters) : []),
    [week.status, week.data, filters],
  );
  const days = useMemo(() => groupByDay(shown), [shown]);
  // The days shown: the answer's, or the address's while its week loads, so
  // the week links stay where they are (and keep the focus) as it comes.
  const from = week.status === 'success' ? week.data.from : weekStart;
  const to = week.status === 'success' ? week.data.to : from && addDays(from, WEEK_DAYS - 1);
  const liturgy = useMemo(
    () =>
      new Map(
        // An API deployed before this page sends no liturgical days: the page shows none.
        (week.status === 'success'
          ? ((week.data.days as LiturgicalDay[] | undefined) ?? [])
          : []
        ).map((day) => [day.date, day]),
      ),
    [week.status, week.data],
  );
  // This week starts on the parish's today (the API's): its first day is today's celebration.
  const today = weekStart === null && from ? liturgy.get(from) : undefined;
  const intentionsOf = usePublishedIntentions(weekStart);

  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <PageHeader title={t('content.massTimes.title')} subtitle={t('content.massTimes.subtitle')} />
      {today && <LiturgicalToday day={today} />}

      <Box sx={{ mb: 4 }}>
        <Button
          component="a"
          // In the page's language: a Spanish page's feed names the services in Spanish.
          href={apiUrl(
            language === DEFAULT_LANGUAGE
              ? apiPaths.scheduleFeed
              : apiPaths.scheduleFeedIn(language),
          )}
          // A feed a calendar subscribes to, not a page of the site.
          type="text/calendar"
          variant="contained"
          startIcon={<EventAvailableOutlined aria-hidden />}
          aria-describedby="mass-times-calendar-hint"
        >
          {t('content.massTimes.calendar')}
        </Button>
        <Typography
          id="mass-times-calendar-hint"
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1 }}
        >
          {t('content.massTimes.calendar.hint')}
        </Typography>
        <Link component={RouterLink} to="/live" sx={{ display: 'inline-block', mt: 1 }}>
          {t('content.massTimes.watchLive')}
        </Link>
      </Box>

      <ScheduleFilters filters={filters} onChoose={choose} />

      {from && to && (
        <WeekNavigation
          from={from}
          to={to}
          isThisWeek={weekStart === null}
          weekSearch={weekSearch}
        />
      )}
      {week.status === 'loading' && <LoadingState label={t('content.massTimes.loading')} />}
      {week.status === 'error' && (
        <ErrorState
          message={describeApiError(week.error, t('content.massTimes.failed'))}
          onRetry={week.reload}
        />
      )}
      {week.status === 'success' && (
        <>
          <UntranslatedNote records={shown} />
          {days.map((day) => (
            <DaySchedule
              key={day.date}
              day={day}
              liturgy={liturgy.get(day.date)}
              intentionsOf={intentionsOf}
            />
          ))}
          {days.length === 0 && (
            <EmptyState>
              {isFiltered(filters) ? (
                <>
                  {t('content.massTimes.emptyFiltered')}{' '}
                  <Link component={RouterLink} to={{ search: unfilteredSearch }}>
                    {t('content.massTimes.showAll')}
                  </Link>
                </>
              ) : (
                t('content.massTimes.empty')
              )}
            </EmptyState>
          )}
          {/* Every service of the week, whatever the filters: what the parish holds. */}
          <ScheduleJsonLd services={week.data.occurrences} />
        </>
      )}
      <Typography sx={{ mt: 2 }}>
        <Link component={RouterLink} to="/mass-intentions">
          {t('content.massTimes.requestIntention')}
        </Link>
      </Typography>
    </Container>
  );
}
