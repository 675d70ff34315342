import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@parish/shared-web';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import type { AnyAdminResource, DashboardTab } from '../../../../resources/types';
import { resetSession, signIn } from '../../../../testing/session';
import { DashboardPage } from '../DashboardPage';

/** A resource with no records, which its panel says in its own words. */
function emptyResource(key: string, label: string): AnyAdminResource {
  return {
    key,
    label,
    calls: { list: 'GET /api/admin/' },
    list: async () => [],
    recordId: () => 0,
    recordLabel: () => '',
    columns: [],
    loadingText: 'Loading...',
    emptyText: `${label} panel`,
    loadErrorText: 'Failed',
  };
}

const tabs: DashboardTab[] = [
  { key: 'events', label: 'Events', resources: [emptyResource('events', 'Events')] },
  {
    key: 'media',
    label: 'Media',
    resources: [emptyResource('videos', 'Videos'), emptyResource('photos', 'Photos')],
  },
];

beforeEach(() =>
  signIn({ id: 4, email: 'deacon@holytrinity.org', name: 'John Ward', roles: ['owner'] }),
);
afterEach(() => resetSession());

function renderDashboard() {
  return renderWithProviders(<DashboardPage tabs={tabs} />, { route: '/admin', path: '/admin' });
}

it('shows the one page heading with who is logged in', async () => {
  renderDashboard();

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Admin Dashboard');
  expect(screen.getByText('Logged in as John Ward (deacon@holytrinity.org)')).toBeInTheDocument();
  await screen.findByText('Events panel');
});

it('opens the first registered tab when navigation state names none', async () => {
  renderDashboard();

  expect(screen.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('Events panel')).toBeInTheDocument();
  expect(screen.getByRole('tabpanel', { name: 'Events' })).toHaveTextContent('Events panel');
});

it('opens the tab named by navigation state, with each of its resources under its heading', async () => {
  const { router } = renderDashboard();

  await act(() => router.navigate('/admin', { state: { tab: 'media' } }));

  expect(screen.getByRole('tab', { name: 'Media' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('Photos panel')).toBeInTheDocument();
  expect(screen.queryByText('Events panel')).not.toBeInTheDocument();
});

it('records the chosen tab in navigation state so a return lands on it', async () => {
  const { router } = renderDashboard();

  await userEvent.setup().click(screen.getByRole('tab', { name: 'Media' }));

  const panel = screen.getByRole('tabpanel', { name: 'Media' });
  expect(within(panel).getByRole('heading', { level: 2, name: 'Videos' })).toBeInTheDocument();
  expect(within(panel).getByRole('heading', { level: 2, name: 'Photos' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/admin');
  expect(router.state.location.state).toEqual({ tab: 'media' });
  expect(router.state.historyAction).toBe('REPLACE');
});

it('logs out and replaces the dashboard with /login', async () => {
  const api = mockApi({ 'POST /api/auth/logout': { status: 204 } });
  const { router } = renderWithProviders(<DashboardPage tabs={tabs} />, {
    route: '/admin',
    path: '/admin',
    routes: [{ path: '/login', element: <h1>Admin Login</h1> }],
  });

  await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));

  expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  expect(router.state.historyAction).toBe('REPLACE');
  expect(useSessionStore.getState().status).toBe('anonymous');
  expect(api.requests).toEqual([{ method: 'POST', url: '/api/auth/logout', body: undefined }]);
  api.restore();
});
