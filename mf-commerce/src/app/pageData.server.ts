import type { PagePath, RemotePageDataModule } from '@parish/shared-types';
import { pageDataOf, type PageQueries } from '@parish/shared-web/server';
import { givingFundsQuery } from '../features/giving/api/funds';
import { shopItemsQuery } from '../features/shop/api/shopItems';
import { routes } from './routes';

/**
 * What each page reads from the API on its first render, which the shell's
 * server reads before rendering it (./page-data, server build only). The
 * receipt on /success is the payer's own: the browser reads it.
 */
const PAGE_READS: Record<PagePath<'commerce'>, PageQueries> = {
  '/shop': [shopItemsQuery],
  '/giving': [givingFundsQuery],
  '/success': [],
  // A donor's own gifts: read by the browser, with the donor's cookie.
  '/my-giving': [],
};

/** The shop and giving pages' reads; exposed to the shell's server as `commerce/page-data`. */
const pageData: RemotePageDataModule['default'] = pageDataOf(routes, PAGE_READS);
export default pageData;
