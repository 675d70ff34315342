import { Box, Chip, Grid, Paper, Typography } from '@mui/material';
import type { Booking } from '@parish/shared-types';
import { formatDate, formatDateTime, formatPrice, formatTime12h } from '@parish/shared-web';
import { BOOKING_STATUS_COLORS, BOOKING_STATUS_LABELS } from '../lib/bookingStatus';
import { DetailList } from './DetailList';
import { TicketCard } from './TicketCard';

/** A found booking: its summary, then one card per attendee. */
export function BookingDetails({ booking }: { booking: Booking }) {
  return (
    <Box component="section" aria-labelledby="booking-details-title" sx={{ mt: 4 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography id="booking-details-title" variant="h2" sx={{ mb: 2 }}>
          Booking Details
        </Typography>
        <DetailList
          details={[
            { label: 'Booking ID', value: booking.booking_id },
            { label: 'Event', value: booking.event_name },
            {
              label: 'Date & Time',
              value: `${formatDate(booking.event_date)} · ${formatTime12h(booking.event_time)}`,
            },
            { label: 'Number of Tickets', value: booking.number_of_tickets },
            { label: 'Total Price', value: formatPrice(booking.total_price) },
            { label: 'Booked At', value: formatDateTime(booking.booked_at) },
            {
              label: 'Status',
              value: (
                <Chip
                  component="span"
                  size="small"
                  label={BOOKING_STATUS_LABELS[booking.status]}
                  color={BOOKING_STATUS_COLORS[booking.status]}
                />
              ),
            },
          ]}
        />
      </Paper>
      <Grid container spacing={2}>
        {booking.tickets.map((ticket, index) => (
          <Grid key={ticket.id} size={{ xs: 12, sm: 6 }}>
            <TicketCard ticket={ticket} number={index + 1} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
