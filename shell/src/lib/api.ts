import { contentCalls, identityCalls, messagingCalls } from '@parish/shared-types';
import { apiClient } from '@parish/shared-web';

/**
 * The shell's typed API, over the site's one HTTP client: only the domains
 * its own features call (sign-in, the verse, the chat and the newsletter), so
 * every page does not carry the calls of giving, worship or ticketing.
 */
export const api = {
  ...identityCalls(apiClient),
  ...contentCalls(apiClient),
  ...messagingCalls(apiClient),
};
