import { QueryClient, type Query } from '@tanstack/react-query';
import type { PageDataSnapshot } from '@parish/shared-types';

/**
 * How long an answer counts as fresh: a page shown again within it (Back,
 * a tab revisited) shows what it read without asking again. After a change
 * the site makes itself, answers are marked stale at once
 * (`invalidateApiReads`), so this only bounds how long another person's
 * change takes to show.
 */
export const FRESH_FOR_MS = 60_000;

/**
 * The cache of API reads of one page load in the browser, or of one request
 * on the server (never module state: each render makes its own). A page the
 * server rendered starts with the answers it rendered with, under the key
 * each was read by (its API path), so it does not ask for them again.
 */
export function createQueryClient(snapshot?: PageDataSnapshot | null): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESH_FOR_MS,
        // A failed read shows its error and a Retry at once, as every screen
        // words it; the library's silent retries would hold the spinner for
        // seconds first.
        retry: false,
        refetchOnWindowFocus: false,
      },
    },
  });
  if (snapshot) {
    for (const [key, data] of Object.entries(snapshot.entries)) {
      client.setQueryData(apiQueryKey(key), data);
    }
  }
  return client;
}

/** The cache key of a read: its API path (with its query string, if any). */
export function apiQueryKey(path: string): readonly [string] {
  return [path];
}

/**
 * Marks reads stale after a change, and reads again the ones on screen.
 * With `paths`, only the reads whose path starts with one of them; without,
 * every read (what a change the screen does not describe might touch).
 * `except` is a read the change answered itself.
 */
export function invalidateApiReads(
  client: QueryClient,
  paths?: readonly string[],
  except?: string,
): Promise<void> {
  return client.invalidateQueries({
    predicate: (query: Query) => {
      const [path] = query.queryKey;
      if (typeof path !== 'string' || path === except) return !paths && path !== except;
      return !paths || paths.some((prefix) => path.startsWith(prefix));
    },
  });
}
