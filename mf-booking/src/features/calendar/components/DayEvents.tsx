import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { eventOccurrenceKey, fallbackLang, type ShownEvent } from '@parish/shared-types';
import { AddToCalendarButton, UntranslatedNote, useFormat } from '@parish/shared-web';
import { useT } from '../lib/i18n';

/**
 * The chosen date's events (spec: 'Events for {long date}', 12-hour times,
 * 'View Event Details' to /events#{id}), or the spec's empty text.
 */
export function DayEvents({ longDate, events }: { longDate: string; events: ShownEvent[] }) {
  const t = useT();
  const format = useFormat();
  return (
    <Box component="section" aria-labelledby="day-events-title">
      {/* Read out when another day is chosen. */}
      <Typography id="day-events-title" variant="h2" sx={{ mb: 2 }} aria-live="polite">
        {t('booking.calendar.dayTitle', { date: longDate })}
      </Typography>
      {events.length === 0 ? (
        <Box>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('booking.calendar.noEvents')}
          </Typography>
          <Button component={RouterLink} to="/events" variant="outlined">
            {t('booking.calendar.allUpcoming')}
          </Button>
        </Box>
      ) : (
        <>
          <UntranslatedNote records={events} />
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {events.map((event) => (
              <Card component="li" variant="outlined" key={eventOccurrenceKey(event)}>
                <CardContent sx={{ pb: 1 }}>
                  <Typography
                    variant="h3"
                    lang={fallbackLang(event, 'title')}
                    sx={{ fontSize: '1.15rem', mb: 0.5 }}
                  >
                    {event.title}
                  </Typography>
                  <Typography color="text.secondary">
                    {format.time(event.time)} · {event.location} · {format.ticketPrice(event.price)}
                  </Typography>
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
                  <Button
                    component={RouterLink}
                    to={`/events#${eventOccurrenceKey(event)}`}
                    variant="contained"
                    size="small"
                    aria-label={t('booking.calendar.detailsLabel', { title: event.title })}
                  >
                    {t('booking.calendar.details')}
                  </Button>
                  <AddToCalendarButton eventId={event.id} eventTitle={event.title} size="small" />
                </CardActions>
              </Card>
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
}
