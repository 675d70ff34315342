import type { RemoteRoutesModule } from '@parish/shared-types';
import { lazy, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { LoadingState, NotFoundPage, RequireAdminSession } from '@parish/shared-web';

const AdminDashboardPage = lazy(() => import('./AdminDashboardPage'));

// The shell guards every admin URL already; guarding here too keeps the
// remote safe when it runs on its own, and costs nothing in the composed
// site because the session store asks the server once.
const dashboard = (
  <RequireAdminSession>
    <AdminDashboardPage />
  </RequireAdminSession>
);

const routes: RouteObject[] = [
  { path: '/admin', element: dashboard },
  // Spec: /super-admin is the same dashboard, with no distinct rights.
  { path: '/super-admin', element: dashboard },
  { path: '*', element: <NotFoundPage /> },
];

/** The administrators' pages; exposed to the shell as `admin/routes`. */
export default function AdminRoutes() {
  return <Suspense fallback={<LoadingState />}>{useRoutes(routes)}</Suspense>;
}

// The shell mounts ./routes by this contract (shared-types); the compiler holds us to it.
AdminRoutes satisfies RemoteRoutesModule['default'];
