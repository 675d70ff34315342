import type { PagePath, RemoteRoutesModule } from '@parish/shared-types';
import { lazy, Suspense, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { LoadingState, NotFoundPage } from '@parish/shared-web';

const TicketsPage = lazy(() => import('../features/book-tickets/components/TicketsPage'));
const BookingSuccessPage = lazy(() => import('../features/bookings/components/BookingSuccessPage'));
const CheckBookingPage = lazy(() => import('../features/bookings/components/CheckBookingPage'));
const CalendarPage = lazy(() => import('../features/calendar/components/CalendarPage'));

/**
 * Each of this remote's pages (the list is shared-types' PUBLIC_PAGES, which
 * the shell's sitemap reads too): a page missing here or not listed there
 * does not compile.
 */
const PAGES: Record<PagePath<'booking'>, ComponentType> = {
  '/event/tickets': TicketsPage,
  '/booking-success': BookingSuccessPage,
  '/check': CheckBookingPage,
  '/calendar': CalendarPage,
};

/** The route table of ./routes: every page, then not-found for any other URL. */
export const routes: RouteObject[] = [
  ...Object.entries(PAGES).map(([path, Page]) => ({ path, element: <Page /> })),
  { path: '*', element: <NotFoundPage /> },
];

/** The event booking pages; exposed to the shell as `booking/routes`. */
export default function BookingRoutes() {
  return <Suspense fallback={<LoadingState />}>{useRoutes(routes)}</Suspense>;
}

// The shell mounts ./routes by this contract (shared-types); the compiler holds us to it.
BookingRoutes satisfies RemoteRoutesModule['default'];
