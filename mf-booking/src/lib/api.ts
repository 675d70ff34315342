import { givingCalls, ticketingCalls } from '@parish/shared-types';
import { apiClient } from '@parish/shared-web';

/**
 * The remote's typed API, over the site's one HTTP client: only the domains
 * it calls (events, bookings and the waitlist (ticketing), and the payment of a ticket (giving)), so its pages carry no other domain's calls.
 */
export const api = {
  ...givingCalls(apiClient),
  ...ticketingCalls(apiClient),
};
