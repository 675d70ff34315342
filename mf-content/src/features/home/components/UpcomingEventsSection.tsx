import { eventOccurrenceKey, fallbackLang } from '@parish/shared-types';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Container,
  Grid,
  Typography,
} from '@mui/material';
import { EmptyState, LoadingState, UntranslatedNote, useFormat } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { useUpcomingEvents } from '../api/upcomingEvents';

/** Spec: failures are only logged, and an empty list says so. */
export function UpcomingEventsSection() {
  const t = useT();
  const format = useFormat();
  const events = useUpcomingEvents();
  useEffect(() => {
    if (events.status === 'error') {
      console.error('[content] could not load upcoming events', events.error);
    }
  }, [events.status, events.error]);
  const list = events.status === 'success' ? events.data : [];

  return (
    <Box component="section" aria-labelledby="upcoming-events-title" sx={{ py: 8 }}>
      <Container maxWidth="lg">
        <Typography id="upcoming-events-title" variant="h2" sx={{ mb: 4, textAlign: 'center' }}>
          {t('content.events.upcoming')}
        </Typography>
        {events.status === 'loading' && <LoadingState label={t('content.events.loading')} />}
        {events.status !== 'loading' && list.length === 0 && (
          <EmptyState>{t('content.home.events.empty')}</EmptyState>
        )}
        <UntranslatedNote records={list} />
        <Grid container spacing={3}>
          {list.map((event) => (
            <Grid key={eventOccurrenceKey(event)} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card
                component="article"
                sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
              >
                <CardContent sx={{ flexGrow: 1 }}>
                  <Typography variant="overline" color="secondary">
                    {format.date(event.date)} · {format.time(event.time)}
                  </Typography>
                  <Typography
                    variant="h4"
                    component="h3"
                    lang={fallbackLang(event, 'title')}
                    gutterBottom
                  >
                    {event.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {event.location}
                  </Typography>
                </CardContent>
                <CardActions>
                  <Button
                    component={RouterLink}
                    to={`/events#${eventOccurrenceKey(event)}`}
                    aria-label={t('content.home.events.viewDetailsOf', { title: event.title })}
                  >
                    {t('content.home.events.viewDetails')}
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button component={RouterLink} to="/events" variant="outlined">
            {t('content.home.events.viewAll')}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
