/**
 * The ticketing module's public face: events and their series, bookings,
 * seats and holds, the waitlist and check-in at the door. It sits above
 * platform, messaging and content. Giving pays for bookings only through
 * the functions named here.
 */
export type { BookingPayments } from './booking-payments';
export { bookingRoutes } from './bookings/routes';
export { mailPaidBookingConfirmed } from './bookings/mails';
export {
  findBookingWithEvent,
  lockHeldBooking,
  type BookingWithEvent,
} from './bookings/repository';
export { checkInRoutes } from './check-in/routes';
export { doorDay } from './check-in/service';
export { eventRoutes } from './events/routes';
export { nextChristmas, SAMPLE_EVENT } from './events/sample-event';
export { seedDemoMassSeries } from './events/seed';
export { deleteEvent, EVENT_HAS_BOOKINGS_MESSAGE } from './events/service';
export {
  cancelUnpaidBooking,
  confirmPaidBooking,
  lockBooking,
  releaseLapsedHoldsNow,
} from './seats/holds';
export { waitlistRoutes } from './waitlist/routes';
export { WaitlistWorker } from './waitlist/worker';
export { ticketingTrashKinds } from './trash';
export { ticketingResponses } from './responses';
export { ticketingMails } from './mail-templates';
