import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@parish/shared-web';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import type { DashboardTab } from '../../../../resources/types';
import { resetSession, signIn } from '../../../../testing/session';
import { DashboardPage } from '../DashboardPage';

const tabs: DashboardTab[] = [
  { key: 'events', label: 'Events', render: () => <p>Events panel</p> },
  { key: 'shop', label: 'Shop', render: () => <p>Shop panel</p> },
];

beforeEach(() => signIn({ id: 4, email: 'deacon@holytrinity.org', name: 'John Ward' }));
afterEach(() => resetSession());

function renderDashboard() {
  return renderWithProviders(<DashboardPage tabs={tabs} />, { route: '/admin', path: '/admin' });
}

it('shows the one page heading with who is logged in', () => {
  renderDashboard();

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Admin Dashboard');
  expect(screen.getByText('Logged in as John Ward (deacon@holytrinity.org)')).toBeInTheDocument();
});

it('opens the first registered tab when navigation state names none', () => {
  renderDashboard();

  expect(screen.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Events' })).toHaveTextContent('Events panel');
});

it('opens the tab named by navigation state', async () => {
  const { router } = renderDashboard();

  await act(() => router.navigate('/admin', { state: { tab: 'shop' } }));

  expect(screen.getByRole('tab', { name: 'Shop' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Shop' })).toHaveTextContent('Shop panel');
  expect(screen.queryByText('Events panel')).not.toBeInTheDocument();
});

it('records the chosen tab in navigation state so a return lands on it', async () => {
  const { router } = renderDashboard();

  await userEvent.setup().click(screen.getByRole('tab', { name: 'Shop' }));

  expect(screen.getByRole('tabpanel', { name: 'Shop' })).toHaveTextContent('Shop panel');
  expect(router.state.location.pathname).toBe('/admin');
  expect(router.state.location.state).toEqual({ tab: 'shop' });
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
