import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageQuery } from '@parish/shared-types';
import { usePageData } from '../data/pageData';
import { apiQueryKey, invalidateApiReads } from '../data/queryClient';

export type QueryState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

/**
 * A read the page makes only in the browser (a token from the address, an
 * administrator's list): the server never makes it, so the page rendered
 * there shows it loading.
 */
export interface BrowserQuery<T> extends PageQuery<T> {
  browserOnly: true;
}

/** A browser-only read, known by the API path it reads (with its query string, if any). */
export function apiQuery<T>(key: string, fetch: PageQuery<T>['fetch']): BrowserQuery<T> {
  return { key, fetch, browserOnly: true };
}

export interface ApiQueryOptions<T> {
  /** Reads again every so many ms while the screen shows it (or per answer; false to stop). */
  refetchInterval?: number | false | ((data: T | undefined) => number | false);
  /** Reads again when the visitor comes back to the browser tab. */
  refetchOnWindowFocus?: boolean;
  /** How long an answer counts as fresh (ms); the site's default otherwise. */
  staleTime?: number;
}

/**
 * Runs a typed API read through the page's query cache (TanStack Query),
 * and exposes loading, success and error states plus a `reload`. The read
 * is known by its key, the API path it reads (`pageQuery(path, fetch)` for
 * a read the server makes for the page too, `apiQuery` for one it never does):
 * two parts of a page reading the same path share one request and one
 * answer, a page the server rendered starts from the answer it rendered
 * with, and Back shows what was read without waiting.
 *
 * An answer stays on screen while it is read again; only a read with
 * nothing to show yet reports its error.
 */
export function useApiQuery<T>(
  query: PageQuery<T> | BrowserQuery<T>,
  options: ApiQueryOptions<T> = {},
): QueryState<T> & { reload: () => void } {
  const client = useQueryClient();
  const pageData = usePageData();
  const queryKey = apiQueryKey(query.key);
  const { refetchInterval, ...rest } = options;
  const result = useQuery({
    // Only what the caller set: an option given as undefined would replace the site's default.
    ...rest,
    queryKey,
    queryFn: ({ signal }) => query.fetch(signal),
    ...(refetchInterval !== undefined && {
      refetchInterval:
        typeof refetchInterval === 'function'
          ? (cached: { state: { data: unknown } }) =>
              refetchInterval(cached.state.data as T | undefined)
          : refetchInterval,
    }),
  });

  const key = query.key;
  // Starts over from 'loading', as a Retry after an error should show.
  const reload = useCallback(() => {
    void client.resetQueries({ queryKey: apiQueryKey(key), exact: true });
  }, [client, key]);

  if (result.data === undefined && !('browserOnly' in query)) pageData?.noteMissed(query.key);
  if (result.data !== undefined) {
    return { status: 'success', data: result.data, error: undefined, reload };
  }
  if (result.status === 'error') {
    return { status: 'error', data: undefined, error: result.error, reload };
  }
  return { status: 'loading', data: undefined, error: undefined, reload };
}

/**
 * The page's cached reads, for a screen that changes what it shows before
 * the server answers (a row removed at once on delete) or asks for a fresh
 * read while keeping what is on screen.
 */
export function useApiCache() {
  const client = useQueryClient();
  return useMemo(
    () => ({
      /** Changes a cached answer in place; reads of it under way are dropped first. */
      update<T>(key: string, change: (data: T) => T): void {
        void client.cancelQueries({ queryKey: apiQueryKey(key), exact: true });
        client.setQueryData<T>(apiQueryKey(key), (data) =>
          data === undefined ? data : change(data),
        );
      },
      /**
       * Reads `query` afresh through the cache, for an answer given now (the
       * chat assistant's): the pages showing it see the fresh answer too.
       */
      read<T>(query: PageQuery<T> | BrowserQuery<T>): Promise<T> {
        return client.fetchQuery({
          queryKey: apiQueryKey(query.key),
          queryFn: ({ signal }) => query.fetch(signal),
          staleTime: 0,
        });
      },
      /** Reads again (the reads under these paths, or every read), keeping what is shown meanwhile. */
      refresh(paths?: readonly string[]): Promise<void> {
        return invalidateApiReads(client, paths);
      },
    }),
    [client],
  );
}
