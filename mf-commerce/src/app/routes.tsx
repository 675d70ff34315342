import type { RemoteRoutesModule } from '@parish/shared-types';
import { lazy, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { LoadingState, NotFoundPage } from '@parish/shared-web';

const ShopPage = lazy(() => import('../features/shop/components/ShopPage'));

// /giving and /success belong to this remote too; until they are built they
// fall to the not-found page below.
const routes: RouteObject[] = [
  { path: '/shop', element: <ShopPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** The shop and giving pages; exposed to the shell as `commerce/routes`. */
export default function CommerceRoutes() {
  return <Suspense fallback={<LoadingState />}>{useRoutes(routes)}</Suspense>;
}

// The shell mounts ./routes by this contract (shared-types); the compiler holds us to it.
CommerceRoutes satisfies RemoteRoutesModule['default'];
