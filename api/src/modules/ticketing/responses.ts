/**
 * The ticketing module's answers, by the names the OpenAPI document gives them
 * (`eventJson` → `Event`): every schema each feature's json.ts exports.
 * app.ts hands them to the document.
 */
import * as eventsAnswers from './events/json';
import * as bookingsAnswers from './bookings/json';
import * as checkInAnswers from './check-in/json';
import * as waitlistAnswers from './waitlist/json';

export const ticketingResponses = {
  ...eventsAnswers,
  ...bookingsAnswers,
  ...checkInAnswers,
  ...waitlistAnswers,
};
