import { act, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@parish/shared-web';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import type { AnyAdminResource, DashboardArea, DashboardTab } from '../../../../resources/types';
import { resetSession, signIn } from '../../../../testing/session';
import { englishOnlyResource } from '../../../../resources/lib/defineResource';
import { DashboardPage } from '../DashboardPage';
import { expectCurrentSection, getSection, openSection } from '../../../../testing/dashboard';

/** A resource with no records, which its panel says in its own words. */
function emptyResource(key: string, label: string): AnyAdminResource {
  return englishOnlyResource({
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
  });
}

const tabs: DashboardTab[] = [
  {
    key: 'events',
    label: 'admin.nav.section.events',
    resources: [emptyResource('events', 'Events')],
  },
  {
    key: 'media',
    label: 'admin.nav.section.media',
    resources: [emptyResource('videos', 'Videos'), emptyResource('photos', 'Photos')],
  },
];

const areas: DashboardArea[] = [
  { key: 'website', label: 'admin.nav.area.website', sections: tabs },
  {
    key: 'door',
    label: 'admin.nav.area.door',
    sections: [],
    pages: [
      { label: 'admin.nav.page.checkIn', href: '/admin/check-in', call: 'POST /api/check-in/' },
    ],
  },
];

beforeEach(() =>
  signIn({ id: 4, email: 'deacon@holytrinity.org', name: 'John Ward', roles: ['owner'] }),
);
afterEach(() => resetSession());

function renderDashboard() {
  return renderWithProviders(<DashboardPage areas={areas} />, { route: '/admin', path: '/admin' });
}

it('shows the one page heading with who is logged in', async () => {
  renderDashboard();

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Admin Dashboard');
  expect(screen.getByText('Logged in as John Ward (deacon@holytrinity.org)')).toBeInTheDocument();
  await screen.findByText('Events panel');
});

it('opens the first registered tab when navigation state names none', async () => {
  renderDashboard();

  await expectCurrentSection('Events');
  expect(await screen.findByText('Events panel')).toBeInTheDocument();
  expect(getSection('Events')).toHaveTextContent('Events panel');
});

it('opens the tab named by navigation state, with each of its resources under its heading', async () => {
  const { router } = renderDashboard();

  await act(() => router.navigate('/admin', { state: { tab: 'media' } }));

  await expectCurrentSection('Media');
  expect(await screen.findByText('Photos panel')).toBeInTheDocument();
  expect(screen.queryByText('Events panel')).not.toBeInTheDocument();
});

it('records the chosen section in navigation state so a return lands on it', async () => {
  const { router } = renderDashboard();

  await openSection('Media');

  const panel = getSection('Media');
  expect(within(panel).getByRole('heading', { level: 2, name: 'Videos' })).toBeInTheDocument();
  expect(within(panel).getByRole('heading', { level: 2, name: 'Photos' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/admin');
  expect(router.state.location.state).toEqual({ tab: 'media' });
  // Pushed: the browser's Back returns to the section before.
  expect(router.state.historyAction).toBe('PUSH');
  await act(() => router.navigate(-1));
  await expectCurrentSection('Events');
});

it('lists the sections by area, marks the current one, and moves the focus to a chosen one', async () => {
  renderDashboard();
  await expectCurrentSection('Events');

  await userEvent.setup().click(screen.getByRole('button', { name: 'Sections: Events' }));
  const menu = await screen.findByRole('dialog', { name: 'Dashboard sections' });
  const website = within(menu).getByRole('list', { name: 'Website' });
  expect(within(website).getByRole('link', { name: 'Events' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(within(website).getByRole('link', { name: 'Media' })).not.toHaveAttribute('aria-current');
  // The door's screen loads as a page of its own (the camera's policy is the page's).
  expect(
    within(within(menu).getByRole('list', { name: 'At the door' })).getByRole('link', {
      name: 'Check-in',
    }),
  ).toHaveAttribute('href', '/admin/check-in');

  await userEvent.setup().click(within(website).getByRole('link', { name: 'Media' }));
  await waitForElementToBeRemoved(() =>
    screen.queryByRole('dialog', { name: 'Dashboard sections' }),
  );
  await expectCurrentSection('Media');
  expect(getSection('Media')).toHaveFocus();
});

it('logs out and replaces the dashboard with /login', async () => {
  const api = mockApi({ 'POST /api/auth/logout': { status: 204 } });
  const { router } = renderWithProviders(<DashboardPage areas={areas} />, {
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
