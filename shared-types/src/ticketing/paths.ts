/** The API's paths of events and their calendar, bookings, the waitlist and check-in (see apiPaths in api.ts). */
import { pathPattern } from '../paths';
import { EVENT_PATH, EVENTS_PATH } from './eventPaths';

export const ticketingPaths = {
  events: EVENTS_PATH,
  event: EVENT_PATH,
  bookings: '/api/bookings/',
  booking: pathPattern('/api/bookings/:bookingId/', (bookingId: string) => ({
    bookingId,
  })),
  /** A visitor cancels their own booking (with its private manage token). */
  bookingCancellation: pathPattern('/api/bookings/:bookingId/cancel/', (bookingId: string) => ({
    bookingId,
  })),
  /** Administrators cancel a booking, with a reason and the refund's state. */
  bookingOfficeCancellation: pathPattern(
    '/api/bookings/:bookingId/office-cancel/',
    (bookingId: string) => ({ bookingId }),
  ),
  /** Join an event's waitlist (public); administrators: its entries. */
  eventWaitlist: pathPattern('/api/events/:id/waitlist/', (id: number) => ({ id })),
  /** Administrators: every waitlist entry of every event. */
  waitlist: '/api/waitlist/',
  /** A waitlist entry by its private token (the links in its mails). */
  waitlistEntry: pathPattern('/api/waitlist/:entryToken/', (entryToken: string) => ({
    entryToken,
  })),
  /** Leave the waitlist with the entry's private token. */
  waitlistLeave: pathPattern('/api/waitlist/:entryToken/leave/', (entryToken: string) => ({
    entryToken,
  })),
  /** Administrators: the door checks in a ticket (by code or chosen in the roster). */
  checkIn: '/api/check-in/',
  /** Administrators: undo a ticket's check-in. */
  checkInUndo: pathPattern('/api/check-in/:ticketId/undo/', (ticketId: number) => ({ ticketId })),
  /** Administrators: an event's attendees, with ticket number, booker, check-in time and totals. */
  eventRoster: pathPattern('/api/events/:id/roster/', (id: number) => ({ id })),
  /** One event as an iCalendar file ("Add to calendar"). */
  eventCalendar: pathPattern('/api/events/:id/calendar.ics', (id: number) => ({
    id,
  })),
  /** Every event as an iCalendar feed that calendar apps subscribe to. */
  eventsCalendar: '/api/events.ics',
} as const;
