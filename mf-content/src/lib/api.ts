import { contentCalls, givingCalls, messagingCalls, worshipCalls } from '@parish/shared-types';
import { apiClient } from '@parish/shared-web';

/**
 * The remote's typed API, over the site's one HTTP client: only the domains
 * it calls (its pages read and write content, the newsletter and contact forms, worship (Mass times, intentions, sacraments) and the payment of an intention), so its pages carry no other domain's calls.
 */
export const api = {
  ...contentCalls(apiClient),
  ...givingCalls(apiClient),
  ...messagingCalls(apiClient),
  ...worshipCalls(apiClient),
};
