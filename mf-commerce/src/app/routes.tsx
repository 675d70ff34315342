import type { Language, PagePath, RemoteRoutesModule } from '@parish/shared-types';
import { Suspense, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { lazyPage, LoadingState, NotFoundPage, preloadRoute } from '@parish/shared-web';
import { paymentCatalogs } from '@parish/shared-web/payments';
import { loadCatalog } from '../lib/i18n';
import { givingCatalogs } from '../features/giving/lib/catalogs';
import { myGivingCatalogs } from '../features/my-giving/lib/catalogs';
import { shopCatalogs } from '../features/shop/lib/catalogs';
import { successCatalogs } from '../features/success/lib/catalogs';

const ShopPage = lazyPage(
  () => import('../features/shop/components/ShopPage'),
  [shopCatalogs, paymentCatalogs],
);
const GivingPage = lazyPage(
  () => import('../features/giving/components/GivingPage'),
  [givingCatalogs, paymentCatalogs],
);
const SuccessPage = lazyPage(
  () => import('../features/success/components/SuccessPage'),
  successCatalogs,
);
const MyGivingPage = lazyPage(
  () => import('../features/my-giving/components/MyGivingPage'),
  myGivingCatalogs,
);

/**
 * Each of this remote's pages (the list is shared-types' PUBLIC_PAGES, which
 * the shell's sitemap reads too): a page missing here or not listed there
 * does not compile.
 */
const PAGES: Record<PagePath<'commerce'>, ComponentType> = {
  '/shop': ShopPage,
  '/giving': GivingPage,
  '/success': SuccessPage,
  '/my-giving': MyGivingPage,
};

/** The route table of ./routes: every page, then not-found for any other URL. */
export const routes: RouteObject[] = [
  ...Object.entries(PAGES).map(([path, Page]) => ({ path, element: <Page /> })),
  { path: '*', element: <NotFoundPage /> },
];

/** The shop and giving pages; exposed to the shell as `commerce/routes`. */
export default function CommerceRoutes() {
  return <Suspense fallback={<LoadingState />}>{useRoutes(routes)}</Suspense>;
}

/** Loads the page at `pathname` with its texts in `language` and the common catalog ahead, so the shell hydrates a page it rendered at once. */
export async function preload(pathname: string, language: Language): Promise<void> {
  await Promise.all([preloadRoute(routes, pathname, language), loadCatalog(language)]);
}

// The shell mounts ./routes by this contract (shared-types); the compiler holds us to it.
CommerceRoutes satisfies RemoteRoutesModule['default'];
preload satisfies NonNullable<RemoteRoutesModule['preload']>;
