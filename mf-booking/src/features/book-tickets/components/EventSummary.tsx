import { Paper, Stack, Typography } from '@mui/material';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import type { ParishEvent } from '@parish/shared-types';
import { formatDate, formatTicketPrice, formatTime12h } from '@parish/shared-web';
import { seatsLeftLabel } from '../lib/ticketForm';

/** The chosen event at a glance: when, where, the price of a ticket and the seats left. */
export function EventSummary({ event }: { event: ParishEvent }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      aria-label={`Chosen event: ${event.title}`}
      component="section"
    >
      <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {event.title}
      </Typography>
      <Stack spacing={0.5} sx={{ color: 'text.secondary' }}>
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
        <Typography variant="body2">
          {event.price > 0 ? `${formatTicketPrice(event.price)} per ticket` : 'Free'} ·{' '}
          {seatsLeftLabel(event)}
        </Typography>
      </Stack>
    </Paper>
  );
}
