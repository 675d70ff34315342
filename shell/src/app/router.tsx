import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/components/LoginPage';
import { RouteErrorPage } from '../features/errors/components/RouteErrorPage';
import { SiteLayout } from '../features/layout/components/SiteLayout';
import { NewsletterSignup } from '../features/newsletter/components/NewsletterSignup';
import { RemotePage } from '../features/remotes/components/RemotePage';
import { DailyVerseBar } from '../features/verse/components/DailyVerseBar';

/**
 * The shell's own pages, then one splat route that hands every other URL to
 * the remote owning it (see routeTable.ts). The splat leaves the whole URL
 * to the remote's routes, which use absolute paths.
 */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout verse={<DailyVerseBar />} newsletter={<NewsletterSignup />} />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '*', element: <RemotePage /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
