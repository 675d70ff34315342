import type { RemoteRoutesModule } from '@parish/shared-types';
import { lazy, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { LoadingState, NotFoundPage } from '@parish/shared-web';

const TicketsPage = lazy(() => import('../features/book-tickets/components/TicketsPage'));
const BookingSuccessPage = lazy(() => import('../features/bookings/components/BookingSuccessPage'));
const CheckBookingPage = lazy(() => import('../features/bookings/components/CheckBookingPage'));
const CalendarPage = lazy(() => import('../features/calendar/components/CalendarPage'));

const routes: RouteObject[] = [
  { path: '/event/tickets', element: <TicketsPage /> },
  { path: '/booking-success', element: <BookingSuccessPage /> },
  { path: '/check', element: <CheckBookingPage /> },
  { path: '/calendar', element: <CalendarPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** The event booking pages; exposed to the shell as `booking/routes`. */
export default function BookingRoutes() {
  return <Suspense fallback={<LoadingState />}>{useRoutes(routes)}</Suspense>;
}

// The shell mounts ./routes by this contract (shared-types); the compiler holds us to it.
BookingRoutes satisfies RemoteRoutesModule['default'];
