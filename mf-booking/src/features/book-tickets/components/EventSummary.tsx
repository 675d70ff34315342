import { Box, Paper, Stack, Typography } from '@mui/material';
import { fallbackLang, type ShownEvent } from '@parish/shared-types';
import {
  AddToCalendarButton,
  EventWhenWhere,
  UntranslatedNote,
  useFormat,
} from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { seatsLeftLabel } from '../lib/ticketForm';

/**
 * The chosen event at a glance: when, where, the price of a ticket and the
 * seats left, and "Add to calendar".
 */
export function EventSummary({ event }: { event: ShownEvent }) {
  const t = useT();
  const format = useFormat();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      aria-label={t('booking.tickets.summary.label', { title: event.title })}
      component="section"
    >
      <Typography
        variant="h3"
        component="h3"
        lang={fallbackLang(event, 'title')}
        sx={{ fontSize: '1.1rem', mb: 1 }}
      >
        {event.title}
      </Typography>
      <UntranslatedNote records={[event]} />
      <Stack spacing={0.5} sx={{ color: 'text.secondary' }}>
        <EventWhenWhere event={event} />
        <Typography variant="body2">
          {event.price > 0
            ? t('booking.tickets.summary.perTicket', { price: format.ticketPrice(event.price) })
            : format.ticketPrice(0)}{' '}
          · {seatsLeftLabel(event, t)}
        </Typography>
      </Stack>
      <Box sx={{ mt: 1.5 }}>
        <AddToCalendarButton eventId={event.id} eventTitle={event.title} size="small" />
      </Box>
    </Paper>
  );
}
