import { Link as RouterLink } from 'react-router';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardMedia,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import {
  fallbackLang,
  seatsLeft,
  type ShownEvent,
  eventOccurrenceKey,
  eventTicketsPath,
} from '@parish/shared-types';
import { AddToCalendarButton, EventWhenWhere, isInFuture, useFormat } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { pictureLoading } from '../../../lib/pictureLoading';

export function EventCard({
  event,
  now,
  prominent = false,
}: {
  event: ShownEvent;
  now: Date;
  /** The first card, on screen as the page opens. */
  prominent?: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const future = isInFuture(event.date, event.time, now);
  const remaining = seatsLeft(event);
  // An occurrence of a repeating event has its own anchor and heading id (eventOccurrenceKey).
  const anchor = eventOccurrenceKey(event);
  const headingId = `event-${anchor}-title`;

  return (
    <Card
      id={anchor}
      component="article"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, scrollMarginTop: 88 }}
    >
      <CardMedia
        component="img"
        image={event.image}
        alt=""
        {...pictureLoading(prominent)}
        sx={{
          width: { xs: '100%', sm: 260 },
          aspectRatio: '4 / 3',
          objectFit: 'cover',
          flexShrink: 0,
        }}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography
            id={headingId}
            variant="h3"
            component="h2"
            lang={fallbackLang(event, 'title')}
            gutterBottom
          >
            {event.title}
          </Typography>
          <Box sx={{ mb: 1.5, color: 'text.secondary' }}>
            <EventWhenWhere
              event={event}
              direction={{ xs: 'column', md: 'row' }}
              spacing={{ xs: 0.5, md: 3 }}
            />
          </Box>
          <Typography variant="body1" lang={fallbackLang(event, 'description')} sx={{ mb: 1.5 }}>
            {event.description}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Chip label={format.ticketPrice(event.price)} size="small" />
            {future && (
              <Chip
                label={
                  remaining > 0
                    ? t('content.events.card.seatsLeft', { count: remaining })
                    : t('content.events.card.soldOut')
                }
                size="small"
                color={remaining > 0 ? 'default' : 'warning'}
              />
            )}
          </Stack>
        </CardContent>
        <CardActions disableSpacing sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          {future &&
            (remaining > 0 ? (
              <Button
                component={RouterLink}
                to={eventTicketsPath(event)}
                variant="contained"
                aria-label={t('content.events.card.registerFor', { title: event.title })}
              >
                {t('content.events.card.register')}
              </Button>
            ) : (
              // Sold out: the tickets page offers its waitlist (mf-booking's WaitlistJoinForm).
              <Button
                component={RouterLink}
                to={eventTicketsPath(event)}
                variant="outlined"
                aria-label={t('content.events.card.waitlistFor', { title: event.title })}
              >
                {t('content.events.card.waitlist')}
              </Button>
            ))}
          <AddToCalendarButton eventId={event.id} eventTitle={event.title} />
        </CardActions>
      </Box>
    </Card>
  );
}
