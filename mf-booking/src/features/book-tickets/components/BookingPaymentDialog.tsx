import { Typography } from '@mui/material';
import type {
  BookingDetails,
  CapturedOrder,
  CheckoutSession,
  ParishEvent,
  PayPalOrder,
} from '@parish/shared-types';
import { formatPrice } from '@parish/shared-web';
import { PaymentDialog } from '@parish/shared-web/payments';
import type { HeldBooking } from '../hooks/useHeldBooking';
import { HOLD_LAPSED_MESSAGE, HoldCountdown } from './HoldNote';

/** Spec §8: the booking page's failure, for card and PayPal alike. */
export const BOOKING_PROBLEM_MESSAGE = 'There was a problem with your booking. Please try again.';

/**
 * The payment step of a booking: what is paid for, card or PayPal (the
 * shared dialog), and how long the seats stay held.
 */
export function BookingPaymentDialog({
  details,
  event,
  held,
  lapsed,
  onClose,
  startCardCheckout,
  createPayPalOrder,
  capturePayPalOrder,
  onPaid,
  onLapse,
}: {
  details: BookingDetails;
  event: ParishEvent | undefined;
  held: HeldBooking | null;
  /** The last hold ran out (and none has been made since). */
  lapsed: boolean;
  onClose: () => void;
  startCardCheckout: () => Promise<CheckoutSession>;
  createPayPalOrder: () => Promise<PayPalOrder>;
  capturePayPalOrder: (orderID: string) => Promise<CapturedOrder>;
  onPaid: (captured: CapturedOrder) => void;
  onLapse: () => void;
}) {
  const seats = details.number_of_tickets;
  const tickets = seats === 1 ? '1 ticket' : `${seats} tickets`;
  return (
    <PaymentDialog
      open
      onClose={onClose}
      title="Complete Your Booking"
      summary={
        <>
          <Typography sx={{ fontWeight: 600 }}>{event?.title ?? 'Your booking'}</Typography>
          <Typography>
            {event
              ? `${tickets} × ${formatPrice(event.price)} = ${formatPrice(seats * event.price)}`
              : tickets}
          </Typography>
        </>
      }
      startCardCheckout={startCardCheckout}
      createPayPalOrder={createPayPalOrder}
      capturePayPalOrder={capturePayPalOrder}
      onPaid={onPaid}
      messages={{ cardFailed: BOOKING_PROBLEM_MESSAGE, paypalFailed: BOOKING_PROBLEM_MESSAGE }}
      note={
        held ? (
          <HoldCountdown
            key={held.booking.booking_id}
            deadline={held.deadline}
            seats={held.booking.number_of_tickets}
            onLapse={onLapse}
          />
        ) : lapsed ? (
          HOLD_LAPSED_MESSAGE
        ) : (
          'Your seats are held for you while you pay.'
        )
      }
    />
  );
}
