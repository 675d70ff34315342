import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders, Notifications, type Translations } from '@parish/shared-web';

/**
 * Renders a screen as the site would: inside the theme and a router at
 * `route`, with the page's notices drawn. Extra `routes` let a test see where a link or redirect lands.
 */
type InitialEntry = NonNullable<
  NonNullable<Parameters<typeof createMemoryRouter>[1]>['initialEntries']
>[number];

export function renderWithProviders(
  ui: ReactElement,
  options: {
    /** A path, or a location with navigation state: `{ pathname, state }`. */
    route?: InitialEntry;
    path?: string;
    routes?: RouteObject[];
    /** The page's language and catalogs (`createTranslations`); English, the source, without. */
    translations?: Translations;
  } = {},
) {
  const { route = '/', path = '*', routes = [], translations } = options;
  const router = createMemoryRouter([{ path, element: ui }, ...routes], {
    initialEntries: [route],
  });
  const result = render(
    <AppProviders translations={translations}>
      {/* Route changes without a transition: a test reads the screen right
          after one, and React commits a transition started outside act()
          (as a route change made after an awaited mutation is) only when
          something else renders. The site's router keeps its transitions;
          the end-to-end tests drive those. */}
      <RouterProvider router={router} useTransitions={false} />
      <Notifications />
    </AppProviders>,
  );
  return { ...result, router };
}
