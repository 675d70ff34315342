import type { DailyVerse } from '@parish/shared-types';
import { api } from './api';

/**
 * `GET /api/verse/daily`: the API relays the third-party verse service.
 * Shared here because the header's verse bar and the chat both show it.
 */
export function fetchDailyVerse(signal?: AbortSignal): Promise<DailyVerse> {
  return api.verse.daily(signal);
}
