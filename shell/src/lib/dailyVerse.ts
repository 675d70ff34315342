import type { DailyVerse } from '@parish/shared-types';
import { api } from './api';

/**
 * `GET /api/verse/daily`: the API relays the third-party verse service.
 * Shared here because the header's verse bar and the chat both show it.
 */
export function fetchDailyVerse(signal?: AbortSignal): Promise<DailyVerse> {
  return api.verse.daily(signal);
}

/**
 * The two fields a verse is shown with (spec: verse.details), trimmed, or
 * null when either is missing: half a verse is as unusable as a failure.
 */
export function readDailyVerse(
  answer: DailyVerse | undefined,
): { text: string; reference: string } | null {
  const text = answer?.verse?.details?.text?.trim();
  const reference = answer?.verse?.details?.reference?.trim();
  return text && reference ? { text, reference } : null;
}
