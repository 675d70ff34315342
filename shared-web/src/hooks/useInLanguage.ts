import { useMemo } from 'react';
import type { Language } from '@parish/shared-types';
import { useLanguage } from '../i18n/translations';
import type { QueryState } from './useApiQuery';

/**
 * A read's data as a page in its language shows it (`show`: the office's
 * translations where it wrote them, e.g. shared-types' `eventsIn`); the
 * loading and error states as they are. `show` is a module's function, so
 * the data is worked out again only when it or the language changes.
 */
export function useInLanguage<T, S>(
  query: QueryState<T> & { reload: () => void },
  show: (data: T, language: Language) => S,
): QueryState<S> & { reload: () => void } {
  const language = useLanguage();
  const { data } = query;
  const shown = useMemo(
    () => (data === undefined ? undefined : show(data, language)),
    [data, language, show],
  );
  if (query.status === 'success' && shown !== undefined) return { ...query, data: shown };
  if (query.status === 'error') return query;
  return { status: 'loading', data: undefined, error: undefined, reload: query.reload };
}
