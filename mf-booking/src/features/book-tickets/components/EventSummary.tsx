import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ParishEvent } from '@parish/shared-types';
import { AddToCalendarButton, EventWhenWhere, formatTicketPrice } from '@parish/shared-web';
import { seatsLeftLabel } from '../lib/ticketForm';

/**
 * The chosen event at a glance: when, where, the price of a ticket and the
 * seats left, and "Add to calendar".
 */
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
        <EventWhenWhere event={event} />
        <Typography variant="body2">
          {event.price > 0 ? `${formatTicketPrice(event.price)} per ticket` : 'Free'} ·{' '}
          {seatsLeftLabel(event)}
        </Typography>
      </Stack>
      <Box sx={{ mt: 1.5 }}>
        <AddToCalendarButton eventId={event.id} eventTitle={event.title} size="small" />
      </Box>
    </Paper>
  );
}
