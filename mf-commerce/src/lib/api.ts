import { contentCalls, givingCalls } from '@parish/shared-types';
import { apiClient } from '@parish/shared-web';

/**
 * The remote's typed API, over the site's one HTTP client: only the domains
 * it calls (the shop's items (content) and giving), so its pages carry no other domain's calls.
 */
export const api = {
  ...contentCalls(apiClient),
  ...givingCalls(apiClient),
};
