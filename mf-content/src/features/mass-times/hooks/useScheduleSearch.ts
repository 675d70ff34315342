import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { IsoDate } from '@parish/shared-types';
import {
  FILTER_PARAMS,
  parseScheduleFilters,
  type KindFilter,
  type LanguageFilter,
  type ScheduleFilters,
} from '../lib/filters';
import { parseWeekStart, WEEK_PARAM } from '../lib/weeks';

/**
 * What the page shows, kept in its address so a link (or Back) keeps it:
 * the week (`from`) and the filters (`kind`, `language`).
 */
export function useScheduleSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const weekStart = parseWeekStart(searchParams.get(WEEK_PARAM));
  const filters = parseScheduleFilters(searchParams);

  const choose = useCallback(
    (name: keyof ScheduleFilters, value: KindFilter | LanguageFilter) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === 'all') next.delete(FILTER_PARAMS[name]);
          else next.set(FILTER_PARAMS[name], value);
          return next;
        },
        // A filter changed is the same page: Back leaves it rather than undoing each choice.
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  /** The address of the page with `changes` made (a name set to null is taken out), other choices kept. */
  const searchWith = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(searchParams);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      const search = next.toString();
      return search ? `?${search}` : '';
    },
    [searchParams],
  );

  /** Another week with the same filters (null: this week). */
  const weekSearch = useCallback(
    (from: IsoDate | null) => searchWith({ [WEEK_PARAM]: from }),
    [searchWith],
  );

  /** The same week with every service. */
  const unfilteredSearch = searchWith({
    [FILTER_PARAMS.kind]: null,
    [FILTER_PARAMS.language]: null,
  });

  return { weekStart, filters, choose, weekSearch, unfilteredSearch };
}
