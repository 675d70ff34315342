/**
 * The ticketing module's answers, by the names the OpenAPI document gives them
 * (`eventJson` → `Event`): app.ts hands them to the document.
 */
import { eventJson } from './events/json';
import { bookingJson } from './bookings/json';
import { checkInResultJson, eventRosterJson } from './check-in/json';
import { waitlistEntryJson, adminWaitlistEntryJson } from './waitlist/json';

export const ticketingResponses = {
  eventJson,
  bookingJson,
  checkInResultJson,
  waitlistEntryJson,
  adminWaitlistEntryJson,
  eventRosterJson,
};
