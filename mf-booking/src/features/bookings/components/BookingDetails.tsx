import {
  Alert,
  Box,
  Button,
  Chip,
  GlobalStyles,
  Grid,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import type { Booking } from '@parish/shared-types';
import { AddToCalendarButton, useFormat, useRenderClock } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { BOOKING_STATUS_COLORS, BOOKING_STATUS_LABELS } from '../lib/bookingStatus';
import { CancelBooking } from './CancelBooking';
import { DetailList } from './DetailList';
import { TicketCard } from './TicketCard';

/**
 * On paper only the booking and its tickets: the site's header, menus,
 * footer and the page's buttons are left out, colours become ink on white,
 * and no ticket is cut in two by a page break.
 */
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '.parish-print-area, .parish-print-area *': { visibility: 'visible' },
        '.parish-print-area': { position: 'absolute', left: 0, top: 0, width: '100%' },
        '.parish-print-area .parish-no-print': { display: 'none !important' },
        '.parish-print-area *:not(svg):not(svg *)': {
          color: '#000 !important',
          backgroundColor: 'transparent !important',
          boxShadow: 'none !important',
        },
        '.parish-ticket': { breakInside: 'avoid', borderColor: '#777 !important' },
      },
    }}
  />
);

function BookingStatusNotice({ booking }: { booking: Booking }) {
  const t = useT();
  const format = useFormat();
  if (booking.status === 'cancelled') {
    return (
      <Alert severity="info" sx={{ mb: 3 }}>
        {t('booking.bookings.notice.cancelled')}
        {booking.refund_requested_at &&
          ` ${t('booking.bookings.notice.refund', { amount: format.price(booking.total_price) })}`}
      </Alert>
    );
  }
  if (booking.status === 'pending') {
    return (
      <Alert severity="warning" sx={{ mb: 3 }}>
        {t('booking.bookings.notice.pending')}
        {booking.hold_expires_at &&
          ` ${t('booking.bookings.notice.heldUntil', { until: format.dateTime(booking.hold_expires_at) })}`}
      </Alert>
    );
  }
  return null;
}

/**
 * A booking: its summary, what can be done with it (add to a calendar,
 * print, cancel), then one card per attendee with a QR code for the door.
 */
export function BookingDetails({
  booking,
  onChange,
  highlightedTicket,
}: {
  booking: Booking;
  /** The booking as it is after a change made here (a cancellation). */
  onChange: (booking: Booking) => void;
  /** A ticket number (from 1) an older QR code (a /check link) pointed at. */
  highlightedTicket?: number;
}) {
  const t = useT();
  const format = useFormat();
  // The booker's view (made here, or opened from the mail's private link) carries the token.
  const manageToken = booking.manage_token;
  const upcoming = booking.event_date >= useRenderClock().today;
  const valid = booking.status === 'confirmed';
  return (
    <Box
      component="section"
      aria-labelledby="booking-details-title"
      className="parish-print-area"
      sx={{ mt: 4 }}
    >
      {PRINT_STYLES}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography id="booking-details-title" variant="h2" sx={{ mb: 2 }}>
          {t('booking.bookings.details.heading')}
        </Typography>
        <DetailList
          details={[
            { label: t('booking.bookings.field.bookingId'), value: booking.booking_id },
            { label: t('booking.field.event'), value: booking.event_name },
            {
              label: t('booking.bookings.field.dateTime'),
              value: `${format.date(booking.event_date)} · ${format.time(booking.event_time)}`,
            },
            { label: t('booking.bookings.field.tickets'), value: booking.number_of_tickets },
            { label: t('booking.bookings.field.total'), value: format.price(booking.total_price) },
            {
              label: t('booking.bookings.field.bookedAt'),
              value: format.dateTime(booking.booked_at),
            },
            {
              label: t('booking.bookings.field.status'),
              value: (
                <Chip
                  component="span"
                  size="small"
                  label={t(BOOKING_STATUS_LABELS[booking.status])}
                  color={BOOKING_STATUS_COLORS[booking.status]}
                />
              ),
            },
          ]}
        />
      </Paper>
      <BookingStatusNotice booking={booking} />
      <Stack direction="row" className="parish-no-print" sx={{ mb: 3, gap: 1.5, flexWrap: 'wrap' }}>
        {booking.status !== 'cancelled' && upcoming && (
          <AddToCalendarButton eventId={booking.event} eventTitle={booking.event_name} />
        )}
        {valid && (
          <Button
            variant="outlined"
            startIcon={<PrintOutlined aria-hidden />}
            onClick={() => window.print()}
          >
            {t('booking.bookings.print')}
          </Button>
        )}
        {booking.status !== 'cancelled' && upcoming && manageToken && (
          <CancelBooking booking={booking} manageToken={manageToken} onCancelled={onChange} />
        )}
      </Stack>
      {!manageToken && (
        <Alert severity="info" className="parish-no-print" sx={{ mb: 3 }}>
          {t('booking.bookings.contactsHidden')}
        </Alert>
      )}
      <Grid container spacing={2}>
        {booking.tickets.map((ticket, index) => (
          <Grid key={ticket.id} size={{ xs: 12, md: 6 }}>
            <TicketCard
              ticket={ticket}
              number={index + 1}
              bookingId={booking.booking_id}
              // Only a confirmed ticket gets a code to show at the door.
              showCode={valid}
              highlighted={highlightedTicket === index + 1}
            />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
