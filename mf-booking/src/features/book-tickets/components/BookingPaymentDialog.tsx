import { Typography } from '@mui/material';
import type {
  BookingDetails,
  CapturedOrder,
  CheckoutSession,
  ParishEvent,
  PayPalOrder,
} from '@parish/shared-types';
import { useFormat } from '@parish/shared-web';
import { PaymentDialog } from '@parish/shared-web/payments';
import { useT } from '../lib/i18n';
import type { HeldBooking } from '../hooks/useHeldBooking';
import { HoldCountdown } from './HoldNote';

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
  const t = useT();
  const format = useFormat();
  const seats = details.number_of_tickets;
  const tickets = t('booking.ticket.count', { count: seats });
  // Spec §8: the booking page's failure, for card and PayPal alike.
  const problem = t('booking.tickets.payment.problem');
  return (
    <PaymentDialog
      open
      onClose={onClose}
      title={t('booking.tickets.payment.title')}
      summary={
        <>
          <Typography sx={{ fontWeight: 600 }}>
            {event?.title ?? t('booking.tickets.payment.yourBooking')}
          </Typography>
          <Typography>
            {event
              ? `${tickets} × ${format.price(event.price)} = ${format.price(seats * event.price)}`
              : tickets}
          </Typography>
        </>
      }
      startCardCheckout={startCardCheckout}
      createPayPalOrder={createPayPalOrder}
      capturePayPalOrder={capturePayPalOrder}
      onPaid={onPaid}
      messages={{ cardFailed: problem, paypalFailed: problem }}
      note={
        held ? (
          <HoldCountdown
            key={held.booking.booking_id}
            deadline={held.deadline}
            seats={held.booking.number_of_tickets}
            onLapse={onLapse}
          />
        ) : lapsed ? (
          t('booking.tickets.hold.lapsed')
        ) : (
          t('booking.tickets.hold.whilePaying')
        )
      }
    />
  );
}
