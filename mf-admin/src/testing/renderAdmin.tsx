import { renderWithProviders } from '@parish/shared-web/testing';
import AdminApp from '../app/AdminApp';

/** The back-office at `route` (a path, or a path with navigation state), with a /login to land on. */
export function renderAdmin(route: string | { pathname: string; state: unknown }) {
  return renderWithProviders(<AdminApp />, {
    route,
    routes: [{ path: '/login', element: <h1>Admin Login</h1> }],
  });
}
