import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_REQUIRED_MESSAGE, type Campaign } from '@parish/shared-types';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import { buildEvent } from '@parish/shared-types/testing';
import { resetSession, sampleAdmin, signIn } from '../../testing/session';
import AdminRoutes from '../routes';
import { expectCurrentSection, getSection, menuEntries } from '../../testing/dashboard';

const carols = buildEvent({ id: 7, title: 'Advent Carols' });

let api: ReturnType<typeof mockApi> | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
  resetSession();
});

function renderAdmin(route: string | { pathname: string; state: unknown }) {
  return renderWithProviders(<AdminRoutes />, {
    route,
    routes: [{ path: '/login', element: <h1>Admin Login</h1> }],
  });
}

it("shows the dashboard with the admin's name, every section, and Admins when navigation state asks", async () => {
  signIn();
  api = mockApi({ 'GET /api/admin/': { status: 200, body: [sampleAdmin] } });
  renderAdmin({ pathname: '/admin', state: { tab: 'users' } });

  expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  expect(screen.getByText(/Logged in as Maria Lopez/)).toBeInTheDocument();
  expect(await menuEntries()).toEqual([
    'Today',
    'Mass schedule',
    'Mass intentions',
    'Sacraments',
    'Events',
    'Leadership',
    'Media',
    'Bulletins',
    'Shop',
    'Ministries',
    'Parish details',
    'Contact',
    'Sign-ups',
    'Mail',
    'Communications',
    'Giving',
    'Funds',
    'Batches',
    'Check-in',
    'Admins',
    'Administration',
  ]);
  await expectCurrentSection('Admins');
  const panel = getSection('Admins');
  expect(await within(panel).findByRole('rowheader', { name: 'Maria Lopez' })).toBeVisible();
  expect(within(panel).getByRole('link', { name: 'Add Admin' })).toHaveAttribute(
    'href',
    '/admin/add-admin',
  );
});

it('opens on Today at /admin and at /super-admin', async () => {
  signIn();
  api = mockApi({ '*': { status: 200, body: {} } });
  const { router } = renderAdmin('/super-admin');

  expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expectCurrentSection('Today');
  await act(() => router.navigate('/admin'));
  await expectCurrentSection('Today');
});

it('opens the tab navigation state names', async () => {
  signIn();
  api = mockApi({ 'GET /api/events/?series=1': { status: 200, body: [carols] } });
  const { router } = renderAdmin('/login');

  await act(() => router.navigate('/admin', { state: { tab: 'events' } }));

  await expectCurrentSection('Events');
  const panel = getSection('Events');
  expect(await within(panel).findByRole('rowheader', { name: 'Advent Carols' })).toBeVisible();
});

it("opens a campaign's page from its subject in Communications, and goes back there", async () => {
  signIn();
  const sending: Campaign = {
    id: 12,
    subject: 'Advent retreat',
    body: 'Dear {{first_name|friends}},',
    topics: [3],
    status: 'sending',
    scheduled_at: null,
    started_at: '2026-12-07T10:00:00.000Z',
    finished_at: null,
    created_at: '2026-12-07T09:00:00.000Z',
    updated_at: '2026-12-07T10:00:00.000Z',
    progress: { recipients: 10, sent: 4, failed: 0, left: 6 },
  };
  api = mockApi({
    'GET /api/campaigns/': { status: 200, body: [sending] },
    'GET /api/campaigns/12/': { status: 200, body: sending },
    '*': { status: 200, body: [] },
  });
  const user = userEvent.setup();
  renderAdmin({ pathname: '/admin', state: { tab: 'communications' } });

  await expectCurrentSection('Communications');
  await user.click(
    await within(getSection('Communications')).findByRole('link', { name: 'Advent retreat' }),
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Advent retreat' })).toBeVisible();
  expect(await screen.findByRole('progressbar', { name: 'Sending progress' })).toBeVisible();
  await user.click(screen.getByRole('link', { name: 'Back to Communications' }));
  await expectCurrentSection('Communications');
});

it('falls back to Today for a section it does not have', async () => {
  signIn();
  api = mockApi({ '*': { status: 200, body: {} } });
  const { router } = renderAdmin('/login');

  await act(() => router.navigate('/admin', { state: { tab: 'sermons' } }));

  await expectCurrentSection('Today');
});

it('logs out through the server and lands on /login', async () => {
  signIn();
  api = mockApi({
    'GET /api/admin/': { status: 200, body: [sampleAdmin] },
    'POST /api/auth/logout': { status: 204 },
  });
  const { router } = renderAdmin('/admin');

  await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));

  expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
  expect(api.requests.map((request) => `${request.method} ${request.url}`)).toContain(
    'POST /api/auth/logout',
  );
});

it('still lands on /login when the server cannot be told about the logout', async () => {
  signIn();
  api = mockApi({
    'GET /api/admin/': { status: 200, body: [sampleAdmin] },
    'POST /api/auth/logout': 'network-error',
  });
  renderAdmin('/admin');

  await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));

  expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
});

it('sends a visitor without a session to /login when the remote runs on its own', async () => {
  api = mockApi({
    'GET /api/auth/session': { status: 401, body: { message: ADMIN_REQUIRED_MESSAGE } },
  });
  const { router } = renderAdmin('/admin');

  expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  expect(router.state.location.state).toEqual({ from: '/admin' });
  expect(api.requests.map((request) => request.url)).toEqual(['/api/auth/session']);
});

it('shows the not-found page for an admin path it does not own', async () => {
  signIn();
  renderAdmin('/admin/no-such-page');

  expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
});
