import type { RemoteRoutesModule } from '@parish/shared-types';
import { lazy, Suspense } from 'react';
import { LoadingState } from '@parish/shared-web';

// The dashboard, the forms and every resource definition load together,
// only once the shell has mounted this remote (after login).
const AdminApp = lazy(() => import('./AdminApp'));

/** The administrators' pages; exposed to the shell as `admin/routes`. */
export default function AdminRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <AdminApp />
    </Suspense>
  );
}

// The shell mounts ./routes by this contract (shared-types); the compiler holds us to it.
AdminRoutes satisfies RemoteRoutesModule['default'];
