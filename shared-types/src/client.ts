import type { HttpClient } from './httpClient';
import { contentCalls } from './content/calls';
import { batchCalls } from './giving/batchCalls';
import { givingCalls } from './giving/calls';
import { identityCalls } from './identity/calls';
import { messagingCalls } from './messaging/calls';
import { officeCalls } from './office/calls';
import { platformCalls } from './platform/calls';
import { ticketingCalls } from './ticketing/calls';
import { worshipCalls } from './worship/calls';

export type { HttpClient } from './httpClient';
// Each domain's calls alone, for a bundle that needs only some (the shell, a shared hook).
export {
  contentCalls,
  givingCalls,
  identityCalls,
  messagingCalls,
  officeCalls,
  platformCalls,
  ticketingCalls,
  worshipCalls,
};
export { photoFormData } from './content/calls';
export { contactFormData, type ContactSubmission } from './messaging/calls';

/**
 * Every call of the REST API with its payload and answer types, each
 * domain's in `<domain>/calls.ts`. It is bundled into each app (not a shared
 * singleton), so a remote always calls the API the way it was built to.
 */
export function createParishApi(http: HttpClient) {
  return {
    ...ticketingCalls(http),
    ...contentCalls(http),
    ...messagingCalls(http),
    ...identityCalls(http),
    ...givingCalls(http),
    ...batchCalls(http),
    ...platformCalls(http),
    ...officeCalls(http),
    ...worshipCalls(http),
  };
}

export type ParishApi = ReturnType<typeof createParishApi>;
