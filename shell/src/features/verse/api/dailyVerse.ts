import { createParishApi, type DailyVerse } from '@parish/shared-types';
import { apiClient } from '@parish/shared-web';

const api = createParishApi(apiClient);

/** `GET /api/verse/daily`: the API relays the third-party verse service. */
export function fetchDailyVerse(signal?: AbortSignal): Promise<DailyVerse> {
  return api.verse.daily(signal);
}
