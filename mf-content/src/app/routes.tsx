import type { RemoteRoutesModule } from '@parish/shared-types';
import { lazy, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { LoadingState, NotFoundPage } from '@parish/shared-web';

const HomePage = lazy(() => import('../features/home/components/HomePage'));
const EventsPage = lazy(() => import('../features/events/components/EventsPage'));

const routes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/events', element: <EventsPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** The content pages; exposed to the shell as `content/routes`. */
export default function ContentRoutes() {
  return <Suspense fallback={<LoadingState />}>{useRoutes(routes)}</Suspense>;
}

// The shell mounts ./routes by this contract (shared-types); the compiler holds us to it.
ContentRoutes satisfies RemoteRoutesModule['default'];
