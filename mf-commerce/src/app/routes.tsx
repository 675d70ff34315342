import type { RemoteRoutesModule } from '@parish/shared-types';
import { lazy, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { LoadingState, NotFoundPage } from '@parish/shared-web';

const ShopPage = lazy(() => import('../features/shop/components/ShopPage'));
const GivingPage = lazy(() => import('../features/giving/components/GivingPage'));
const SuccessPage = lazy(() => import('../features/success/components/SuccessPage'));

const routes: RouteObject[] = [
  { path: '/shop', element: <ShopPage /> },
  { path: '/giving', element: <GivingPage /> },
  { path: '/success', element: <SuccessPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** The shop and giving pages; exposed to the shell as `commerce/routes`. */
export default function CommerceRoutes() {
  return <Suspense fallback={<LoadingState />}>{useRoutes(routes)}</Suspense>;
}

// The shell mounts ./routes by this contract (shared-types); the compiler holds us to it.
CommerceRoutes satisfies RemoteRoutesModule['default'];
