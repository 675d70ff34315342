import type { Language, PagePath, RemoteRoutesModule } from '@parish/shared-types';
import { Suspense, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { lazyPage, LoadingState, NotFoundPage, preloadRoute } from '@parish/shared-web';
import { paymentCatalogs } from '@parish/shared-web/payments';
import { loadDateFieldLocale } from '@parish/shared-web/date-fields';
import { loadCatalog } from '../lib/i18n';
import { bookTicketsCatalogs } from '../features/book-tickets/lib/catalogs';
import { bookingsCatalogs } from '../features/bookings/lib/catalogs';
import { calendarCatalogs } from '../features/calendar/lib/catalogs';
import { waitlistCatalogs } from '../features/waitlist/lib/catalogs';

const TicketsPage = lazyPage(
  () => import('../features/book-tickets/components/TicketsPage'),
  [bookTicketsCatalogs, paymentCatalogs],
);
const BookingSuccessPage = lazyPage(
  () => import('../features/bookings/components/BookingSuccessPage'),
  bookingsCatalogs,
);
const CheckBookingPage = lazyPage(
  () => import('../features/bookings/components/CheckBookingPage'),
  bookingsCatalogs,
);
const CalendarPage = lazyPage(
  () => import('../features/calendar/components/CalendarPage'),
  calendarCatalogs,
);
const WaitlistPage = lazyPage(
  () => import('../features/waitlist/components/WaitlistPage'),
  waitlistCatalogs,
);

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
  '/waitlist': WaitlistPage,
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

/**
 * Loads the page at `pathname` and the catalog in `language` ahead (and the
 * calendar's month and day names, on its page), so the shell hydrates a
 * page it rendered at once.
 */
export async function preload(pathname: string, language: Language): Promise<void> {
  await Promise.all([
    preloadRoute(routes, pathname, language),
    loadCatalog(language),
    pathname === '/calendar' ? loadDateFieldLocale(language) : undefined,
  ]);
}

// The shell mounts ./routes by this contract (shared-types); the compiler holds us to it.
BookingRoutes satisfies RemoteRoutesModule['default'];
preload satisfies NonNullable<RemoteRoutesModule['preload']>;
