import type { RemoteRoutesModule } from '@parish/shared-types';
import { lazy, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { LoadingState, NotFoundPage } from '@parish/shared-web';

const CheckBookingPage = lazy(
  () => import('../features/check-booking/components/CheckBookingPage'),
);

// /event/tickets, /booking-success and /calendar belong to this remote too;
// until they are built they fall to the not-found page below.
const routes: RouteObject[] = [
  { path: '/check', element: <CheckBookingPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** The event booking pages; exposed to the shell as `booking/routes`. */
export default function BookingRoutes() {
  return <Suspense fallback={<LoadingState />}>{useRoutes(routes)}</Suspense>;
}

// The shell mounts ./routes by this contract (shared-types); the compiler holds us to it.
BookingRoutes satisfies RemoteRoutesModule['default'];
