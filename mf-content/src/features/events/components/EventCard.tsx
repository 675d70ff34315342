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
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { seatsLeft, type ParishEvent } from '@parish/shared-types';
import { formatDate, formatTicketPrice, formatTime12h, isInFuture } from '@parish/shared-web';

export function EventCard({ event, now }: { event: ParishEvent; now: Date }) {
  const future = isInFuture(event.date, event.time, now);
  const remaining = seatsLeft(event);
  const headingId = `event-${event.id}-title`;

  return (
    <Card
      id={String(event.id)}
      component="article"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, scrollMarginTop: 88 }}
    >
      <CardMedia
        component="img"
        image={event.image}
        alt=""
        loading="lazy"
        sx={{
          width: { xs: '100%', sm: 260 },
          aspectRatio: '4 / 3',
          objectFit: 'cover',
          flexShrink: 0,
        }}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography id={headingId} variant="h3" component="h2" gutterBottom>
            {event.title}
          </Typography>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={{ xs: 0.5, md: 3 }}
            sx={{ mb: 1.5, color: 'text.secondary' }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CalendarMonthOutlined fontSize="small" aria-hidden />
              <Typography variant="body2">
                {formatDate(event.date)} · {formatTime12h(event.time)}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PlaceOutlined fontSize="small" aria-hidden />
              <Typography variant="body2">{event.location}</Typography>
            </Stack>
          </Stack>
          <Typography variant="body1" sx={{ mb: 1.5 }}>
            {event.description}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Chip label={formatTicketPrice(event.price)} size="small" />
            {future && (
              <Chip
                label={remaining > 0 ? `${remaining} seats left` : 'Sold out'}
                size="small"
                color={remaining > 0 ? 'default' : 'warning'}
              />
            )}
          </Stack>
        </CardContent>
        {future && (
          <CardActions sx={{ px: 2, pb: 2 }}>
            {remaining > 0 ? (
              <Button
                component={RouterLink}
                to={`/event/tickets?eventId=${event.id}`}
                variant="contained"
                aria-label={`Register Now for ${event.title}`}
              >
                Register Now
              </Button>
            ) : (
              <Button variant="outlined" disabled>
                Sold out
              </Button>
            )}
          </CardActions>
        )}
      </Box>
    </Card>
  );
}
