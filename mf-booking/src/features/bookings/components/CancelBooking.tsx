import { useId, useState } from 'react';
import { Box, Button, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { bookingCancellationSchema, type Booking } from '@parish/shared-types';
import {
  formatPrice,
  SchemaField,
  SchemaForm,
  SubmitButton,
  useSchemaForm,
} from '@parish/shared-web';
import { cancelBooking } from '../api/booking';

const CANCEL_FAILED_MESSAGE = 'The booking could not be cancelled. Please try again.';

function cancelledNotice(booking: Booking): string {
  return booking.refund_requested_at
    ? `Your booking is cancelled. The parish office will refund your payment of ${formatPrice(booking.total_price)}.`
    : 'Your booking is cancelled and its seats are free for others.';
}

/**
 * Cancel your own booking: the visitor confirms with the e-mail address of
 * one of its attendees. Seats go back to the event; a paid booking's payment
 * is marked for refund, which the dialog says before anything happens.
 */
export function CancelBooking({
  booking,
  onCancelled,
}: {
  booking: Booking;
  onCancelled: (cancelled: Booking) => void;
}) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const form = useSchemaForm(bookingCancellationSchema, {
    initialValues: { email: '' },
    submit: (input) => cancelBooking(booking.booking_id, input),
    failureMessage: CANCEL_FAILED_MESSAGE,
    successNotice: cancelledNotice,
    onSuccess: (cancelled) => {
      setOpen(false);
      onCancelled(cancelled);
    },
  });
  const paid = booking.status === 'confirmed' && booking.total_price > 0;

  function close() {
    if (form.busy) return;
    setOpen(false);
    form.reset();
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
          <SchemaForm form={form} ariaLabel="Cancel this booking">
            <Stack spacing={2}>
              <SchemaField
                form={form}
                name="email"
                kind="email"
                label="E-mail address of an attendee"
                hint="To show the booking is yours: any attendee's address on it."
                autoComplete="email"
              />
              <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                <Button onClick={close} disabled={form.busy}>
                  Keep booking
                </Button>
                <SubmitButton form={form} busyLabel="Cancelling..." color="error">
                  Cancel booking
                </SubmitButton>
              </Box>
            </Stack>
          </SchemaForm>
        </DialogContent>
      </Dialog>
    </>
  );
}
