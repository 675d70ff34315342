import type {
  Booking,
  BookingInput,
  CapturedOrder,
  CheckoutSession,
  ParishEvent,
  PayPalOrder,
} from '@parish/shared-types';
import { api } from '../../../lib/api';

/** `POST /api/bookings/`: takes the seats (held while a paid booking's payment is under way). */
export function createBooking(input: BookingInput): Promise<Booking> {
  return api.bookings.create(input);
}

/**
 * Gives a held booking's seats back (the visitor left the payment step),
 * with the manage token its answer gave this visitor.
 */
export function releaseBooking(bookingId: string, manageToken: string): Promise<Booking> {
  return api.bookings.cancel(bookingId, { token: manageToken });
}

/** `GET /api/events/{id}/`: the event's (or one occurrence's) seats as they are now. */
export function getEvent(eventId: number, occurrence?: string): Promise<ParishEvent> {
  return occurrence ? api.events.getOccurrence(eventId, occurrence) : api.events.get(eventId);
}

/** Card: a checkout for the booking's total, computed by the server. */
export function startBookingCheckout(bookingId: string): Promise<CheckoutSession> {
  return api.payments.createCheckoutSession({ booking_id: bookingId });
}

/** PayPal: an order for the booking's total, computed by the server. */
export function createBookingOrder(bookingId: string): Promise<PayPalOrder> {
  return api.payments.createOrder({ booking_id: bookingId });
}

export function captureBookingOrder(orderID: string): Promise<CapturedOrder> {
  return api.payments.captureOrder({ orderID });
}
