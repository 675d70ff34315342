import { useId, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { Booking } from '@parish/shared-types';
import { useApiMutation, useFormat } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { cancelBooking } from '../api/booking';

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
  const t = useT();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const cancellation = useApiMutation(
    () => cancelBooking(booking.booking_id, { token: manageToken }),
    {
      failureMessage: t('booking.bookings.cancel.failed'),
      successNotice: (cancelled: Booking) =>
        cancelled.refund_requested_at
          ? t('booking.bookings.cancel.doneRefund', {
              amount: format.price(cancelled.total_price),
            })
          : t('booking.bookings.cancel.done'),
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
        {t('booking.bookings.cancel.button')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{t('booking.bookings.cancel.title')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 1 }}>
            {t('booking.bookings.cancel.what', {
              count: booking.number_of_tickets,
              event: booking.event_name,
            })}
          </Typography>
          <Typography sx={{ mb: 2 }} color="text.secondary">
            {paid
              ? t('booking.bookings.cancel.paid', { amount: format.price(booking.total_price) })
              : booking.status === 'pending'
                ? t('booking.bookings.cancel.pending')
                : t('booking.bookings.cancel.unpaid')}
          </Typography>
          {cancellation.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {cancellation.error.message}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button onClick={close} disabled={cancellation.busy}>
              {t('booking.bookings.cancel.keep')}
            </Button>
            <Button
              variant="contained"
              color="error"
              disabled={cancellation.busy}
              onClick={() => void cancellation.mutate(undefined)}
            >
              {cancellation.busy
                ? t('booking.bookings.cancel.busy')
                : t('booking.bookings.cancel.button')}
            </Button>
          </Box>
        </DialogContent>
      </Dialog>
    </>
  );
}
