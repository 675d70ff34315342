import { useMemo, useState } from 'react';
import type { ResourceContext } from '../lib/resourceText';
import type { ResourceColumn } from '../types';
import {
  nextSortOrder,
  pageOf,
  ROWS_PER_PAGE,
  searchRecords,
  sortRecords,
  type SortOrder,
} from '../lib/listView';

/** What the administrator does to a list: search it, sort it by a column, page through it. */
export function useListView<T>(
  records: readonly T[],
  columns: readonly ResourceColumn<T, string>[],
  context: ResourceContext,
) {
  const [query, setQuery] = useState('');
  const [order, setOrder] = useState<SortOrder | null>(null);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(ROWS_PER_PAGE);

  const matching = useMemo(
    () => sortRecords(searchRecords(records, columns, query, context), columns, order, context),
    [records, columns, query, order, context],
  );
  // A delete or a narrower search can leave the page past the end.
  const lastPage = Math.max(0, Math.ceil(matching.length / rowsPerPage) - 1);
  const shownPage = Math.min(page, lastPage);

  return {
    query,
    search: (next: string) => {
      setQuery(next);
      setPage(0);
    },
    order,
    sortBy: (column: number) => setOrder((current) => nextSortOrder(current, column)),
    /** Every record the search keeps, sorted: what the CSV export holds. */
    matching,
    rows: pageOf(matching, shownPage, rowsPerPage),
    page: shownPage,
    setPage,
    rowsPerPage,
    setRowsPerPage: (next: number) => {
      setRowsPerPage(next);
      setPage(0);
    },
  };
}
