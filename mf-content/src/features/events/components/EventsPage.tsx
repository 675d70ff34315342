import { eventOccurrenceKey } from '@parish/shared-types';
import { useEffect, useMemo, useRef } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  Box,
  Container,
  Pagination,
  PaginationItem,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import {
  describeApiError,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  RemoteWidget,
  UntranslatedNote,
  useRenderClock,
  usePageMeta,
} from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { usePaginationLabels } from '../../../lib/pagination';
import { useEvents } from '../api/events';
import {
  EVENT_FILTERS,
  FILTER_COPY,
  filterEvents,
  parseEventFilter,
  type EventFilter,
} from '../lib/filterEvents';
import {
  EVENTS_PER_PAGE,
  eventsOnPage,
  openingPage,
  pageCount,
  pageHolding,
  parsePageParam,
} from '../lib/eventPages';
import { EventCard } from './EventCard';

/** The address of page `page` of the filter's list (the filter's own first page has none). */
function pageSearch(filter: EventFilter, page: number | null): string {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('filter', filter);
  if (page !== null) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * /events: every parish event, filtered to all, upcoming or past (spec:
 * Events page), ten to a page with the page in the URL (`?page=`), so the
 * server renders, and a phone lays out, one page of a busy parish's year.
 */
export default function EventsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseEventFilter(searchParams.get('filter'));
  const events = useEvents();
  const t = useT();
  const paginationLabel = usePaginationLabels();
  usePageMeta({ title: t('content.events.title'), description: t('content.events.description') });
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { now, today } = useRenderClock();
  const pageStatus = useRef<HTMLParagraphElement>(null);

  const shown = useMemo(
    () => (events.status === 'success' ? filterEvents(events.data, filter, today) : []),
    [events.status, events.data, filter, today],
  );
  const pages = pageCount(shown.length);
  const askedPage = parsePageParam(searchParams.get('page'));
  const page = Math.min(askedPage ?? openingPage(shown, filter, today), pages);
  const onPage = eventsOnPage(shown, page);
  const hashedKey = hash ? decodeURIComponent(hash.slice(1)) : '';
  const hashedPage = hashedKey ? pageHolding(shown, hashedKey) : null;

  // /events#{id} links (home page, calendar) land on that event once loaded:
  // on its page first, when the list opened on another.
  useEffect(() => {
    if (hashedPage === null) return;
    if (hashedPage !== page) {
      void navigate({ search: pageSearch(filter, hashedPage), hash }, { replace: true });
      return;
    }
    document.getElementById(hashedKey)?.scrollIntoView({ block: 'start' });
  }, [hashedPage, page, filter, hash, hashedKey, navigate]);

  // A page chosen below the list: back to its top, saying which events
  // these are (not when the filter or a link changed the page).
  const pageChosen = useRef(false);
  useEffect(() => {
    if (!pageChosen.current) return;
    pageChosen.current = false;
    pageStatus.current?.focus();
    pageStatus.current?.scrollIntoView({ block: 'start' });
  }, [page]);

  function chooseFilter(next: EventFilter | null) {
    if (!next) return;
    setSearchParams(next === 'all' ? {} : { filter: next }, { replace: true });
  }

  const copy = FILTER_COPY[filter];
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <PageHeader title={t(copy.label)} subtitle={t(copy.blurb)} />
      <ToggleButtonGroup
        value={filter}
        exclusive
        onChange={(_, next: EventFilter | null) => chooseFilter(next)}
        aria-label={t('content.events.filterLabel')}
        color="primary"
        sx={{ mb: 4, flexWrap: 'wrap' }}
      >
        {EVENT_FILTERS.map((value) => (
          <ToggleButton key={value} value={value}>
            {t(FILTER_COPY[value].label)}
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
          {events.status === 'loading' && <LoadingState label={t('content.events.loading')} />}
          {events.status === 'error' && (
            <ErrorState
              message={describeApiError(events.error, t('content.events.failed'))}
              onRetry={events.reload}
            />
          )}
          {events.status === 'success' && shown.length === 0 && (
            <EmptyState>{t('content.events.empty')}</EmptyState>
          )}
          {shown.length > EVENTS_PER_PAGE && (
            <Typography
              ref={pageStatus}
              tabIndex={-1}
              color="text.secondary"
              sx={{ mb: 2, scrollMarginTop: 88 }}
            >
              {t('content.events.range', {
                first: (page - 1) * EVENTS_PER_PAGE + 1,
                last: (page - 1) * EVENTS_PER_PAGE + onPage.length,
                total: shown.length,
              })}
            </Typography>
          )}
          <UntranslatedNote records={onPage} />
          {onPage.length > 0 && (
            <Stack spacing={3}>
              {onPage.map((event, index) => (
                <EventCard
                  key={eventOccurrenceKey(event)}
                  event={event}
                  now={now}
                  prominent={index === 0}
                />
              ))}
            </Stack>
          )}
          {pages > 1 && (
            <Pagination
              count={pages}
              page={page}
              color="primary"
              siblingCount={0}
              aria-label={t('content.events.pages')}
              getItemAriaLabel={paginationLabel}
              sx={{ mt: 4, '& ul': { justifyContent: 'center' } }}
              renderItem={(item) => (
                <PaginationItem
                  component={RouterLink}
                  to={{ search: pageSearch(filter, item.page) }}
                  {...item}
                  onClick={() => {
                    pageChosen.current = item.page !== page;
                  }}
                />
              )}
            />
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
