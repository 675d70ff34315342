import { useApiQuery } from '@parish/shared-web';
import { fetchDailyVerse, readDailyVerse } from '../../../lib/dailyVerse';

export type DailyVerseState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'success'; text: string; reference: string };

/** Today's verse, reduced to the two fields the header shows (spec: verse.details). */
export function useDailyVerse(): DailyVerseState {
  const query = useApiQuery(fetchDailyVerse);
  if (query.status === 'loading') return { status: 'loading' };
  const verse = query.status === 'success' ? readDailyVerse(query.data) : null;
  return verse ? { status: 'success', ...verse } : { status: 'error' };
}
