import { useApiQuery } from '@parish/shared-web';
import { fetchDailyVerse } from '../../../lib/dailyVerse';

export type DailyVerseState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'success'; text: string; reference: string };

/** Today's verse, reduced to the two fields the header shows (spec: verse.details). */
export function useDailyVerse(): DailyVerseState {
  const query = useApiQuery(fetchDailyVerse);
  if (query.status === 'loading') return { status: 'loading' };
  const details = query.data?.verse?.details;
  // An answer without the text or the reference is as unusable as a failure.
  if (query.status === 'error' || !details?.text || !details.reference) return { status: 'error' };
  return { status: 'success', text: details.text.trim(), reference: details.reference.trim() };
}
