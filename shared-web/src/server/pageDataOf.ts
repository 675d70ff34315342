import { matchRoutes, type RouteObject } from 'react-router';
import type { PageQuery, RemotePageDataModule } from '@parish/shared-types';

/** The reads of one page: a list, or a function of its URL (null when it is no page: 404). */
export type PageQueries = readonly PageQuery[] | ((url: URL) => readonly PageQuery[] | null);

/**
 * A remote's `./page-data` (server builds): the reads of the page its route
 * table shows at a URL, from one table keyed by the same route paths. A
 * URL its routes send to not-found has none (null), and the server answers
 * 404.
 */
export function pageDataOf(
  routes: RouteObject[],
  queries: Record<string, PageQueries>,
): RemotePageDataModule['default'] {
  return (url) => {
    const route = matchRoutes(routes, url.pathname)?.at(-1)?.route;
    const path = route?.path;
    if (!path || path === '*') return null;
    const reads = queries[path];
    if (reads === undefined) return [];
    return typeof reads === 'function' ? reads(url) : reads;
  };
}
