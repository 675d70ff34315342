import { useId, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { Booking } from '@parish/shared-types';
import { formatPrice, useApiMutation } from '@parish/shared-web';
import { cancelBooking } from '../api/booking';

const CANCEL_FAILED_MESSAGE = 'The booking could not be cancelled. Please try again.';

function cancelledNotice(booking: Booking): string {
  return booking.refund_requested_at
    ? `Your booking is cancelled. The parish office will refund your payment of ${formatPrice(booking.total_price)}.`
    : 'Your booking is cancelled and its seats are free for others.';
}

/**
 * Cancel your own booking, from the private link of the booking mail: the
 * booking's manage token (which came with it) is what proves it is yours.
 * Seats go back to the event; a paid booking's payment is marked for
 * refund, which the dialog says before anything happens.
 */
export function CancelBooking({
  booking,
  manageToken,
  onCancelled,
}: {
  booking: Booking;
  manageToken: string;
  onCancelled: (cancelled: Booking) => void;
}) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const cancellation = useApiMutation(
    () => cancelBooking(booking.booking_id, { token: manageToken }),
    {
      failureMessage: CANCEL_FAILED_MESSAGE,
      successNotice: cancelledNotice,
      onSuccess: (cancelled) => {
        setOpen(false);
        onCancelled(cancelled);
      },
    },
  );
  const paid = booking.status === 'confirmed' && booking.total_price > 0;

  function close() {
    if (cancellation.busy) return;
    setOpen(false);
    cancellation.reset();
  }

  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Cancel booking
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>Cancel this booking?</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 1 }}>
            {booking.number_of_tickets === 1
              ? 'Your ticket'
              : `All ${booking.number_of_tickets} tickets`}{' '}
            for {booking.event_name} will be cancelled and the seats given to others.
          </Typography>
          <Typography sx={{ mb: 2 }} color="text.secondary">
            {paid
              ? `Your payment of ${formatPrice(booking.total_price)} will be marked for refund, and the parish office will return it to you.`
              : booking.status === 'pending'
                ? 'The payment under way will be stopped; nothing has been charged.'
                : 'Nothing was paid for this booking.'}
          </Typography>
          {cancellation.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {cancellation.error.message}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button onClick={close} disabled={cancellation.busy}>
              Keep booking
            </Button>
            <Button
              variant="contained"
              color="error"
              disabled={cancellation.busy}
              onClick={() => void cancellation.mutate(undefined)}
            >
              {cancellation.busy ? 'Cancelling...' : 'Cancel booking'}
            </Button>
          </Box>
        </DialogContent>
      </Dialog>
    </>
  );
}
