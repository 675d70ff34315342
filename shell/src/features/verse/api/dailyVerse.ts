import { apiPaths } from '@parish/shared-types';
import { pageQuery, useApiQuery } from '@parish/shared-web';
import { fetchDailyVerse, readDailyVerse } from '../../../lib/dailyVerse';

export type DailyVerseState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'success'; text: string; reference: string };

/**
 * Today's verse for the header, reduced to the two fields it shows (spec:
 * verse.details). The fetcher lives in src/lib because the chat shows the
 * verse too.
 */
export const dailyVerseQuery = pageQuery(apiPaths.dailyVerse, (signal) => fetchDailyVerse(signal));

export function useDailyVerse(): DailyVerseState {
  const query = useApiQuery(dailyVerseQuery);
  if (query.status === 'loading') return { status: 'loading' };
  const verse = query.status === 'success' ? readDailyVerse(query.data) : null;
  return verse ? { status: 'success', ...verse } : { status: 'error' };
}
