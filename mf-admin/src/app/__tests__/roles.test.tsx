import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ADMIN_ROUTE_ROLES,
  LAST_OWNER_MESSAGE,
  TAB_NOT_ALLOWED_MESSAGE,
  type AdminRole,
} from '@parish/shared-types';
import { buildAdmin, buildEvent } from '@parish/shared-types/testing';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import { resetSession, signIn } from '../../testing/session';
import { ADMIN_TABS } from '../adminTabs';
import AdminRoutes from '../routes';
import { findSection, getSection, menuEntries, openSection } from '../../testing/dashboard';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
  resetSession();
});

const asRoles = (...roles: AdminRole[]) =>
  signIn(buildAdmin({ id: 3, name: 'Ruth Adeyemi', email: 'ruth@holytrinity.example', roles }));

function renderAdmin(route: string | { pathname: string; state: unknown }) {
  return renderWithProviders(<AdminRoutes />, {
    route,
    routes: [{ path: '/login', element: <h1>Admin Login</h1> }],
  });
}

async function tabNames() {
  await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
  return menuEntries();
}

describe('every action of the dashboard names its API call in the table of roles', () => {
  const table: Record<string, unknown> = ADMIN_ROUTE_ROLES;
  const resources = ADMIN_TABS.flatMap((tab) => tab.resources);

  it.each(resources.map((resource) => [resource.key, resource] as const))(
    '%s',
    (_key, resource) => {
      const { calls } = resource;
      expect(calls.list === 'public' || calls.list in table).toBe(true);
      for (const [action, call] of [
        [resource.create, calls.create],
        [resource.edit, calls.edit],
        [resource.remove, calls.remove],
        ...(resource.rowActions ?? []).map((rowAction) => [rowAction, rowAction.call] as const),
      ] as const) {
        // An action without its call would show to every role; a call without its action is a slip.
        expect(action === undefined).toBe(call === undefined);
        if (call) expect(call in table).toBe(true);
      }
    },
  );
});

describe('the tabs each role sees', () => {
  it('shows an editor the content and the office, without Admins or Giving', async () => {
    asRoles('editor');
    api = mockApi({
      'GET /api/events/': { status: 200, body: [buildEvent({ id: 7 })] },
      '*': { status: 200, body: [] },
    });
    renderAdmin('/admin');

    expect(await tabNames()).toEqual([
      'Today',
      'Mass schedule',
      'Mass intentions',
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
      // The trash (content and messages), without the owner's audit log.
      'Administration',
    ]);
    await openSection('Events');
    const panel = getSection('Events');
    expect(within(panel).getByRole('link', { name: 'Create Event' })).toBeVisible();
    // The waitlists are the events role's.
    expect(within(panel).queryByRole('heading', { name: 'Waitlists' })).not.toBeInTheDocument();

    // The office writes the campaigns and keeps the topics.
    await openSection('Communications');
    const communications = getSection('Communications');
    expect(within(communications).getByRole('heading', { name: 'Campaigns' })).toBeVisible();
    expect(within(communications).getByRole('link', { name: 'Write a Campaign' })).toBeVisible();
    expect(
      within(communications).getByRole('heading', { name: 'Newsletter topics' }),
    ).toBeVisible();
  });

  it('shows finance the Giving, Funds and Batches tabs, and the Mail tab for its own mails (receipts, statements)', async () => {
    asRoles('finance');
    api = mockApi({ '*': { status: 200, body: [] } });
    renderAdmin('/admin');
    expect(await tabNames()).toEqual(['Today', 'Mail', 'Giving', 'Funds', 'Batches']);
  });

  it('shows the events role the waitlists and the bookings, with no way to edit events', async () => {
    asRoles('events');
    api = mockApi({
      'GET /api/waitlist/': { status: 200, body: [] },
      'GET /api/bookings/': { status: 200, body: [] },
    });
    renderAdmin('/admin');

    expect(await tabNames()).toEqual(['Today', 'Events', 'Contact', 'Check-in']);
    await openSection('Events');
    const events = getSection('Events');
    expect(within(events).getByRole('heading', { name: 'Waitlists' })).toBeVisible();
    expect(within(events).queryByRole('heading', { name: 'Events' })).not.toBeInTheDocument();
    expect(within(events).queryByRole('link', { name: 'Create Event' })).not.toBeInTheDocument();

    await openSection('Contact');
    const contact = getSection('Contact');
    expect(within(contact).getByRole('heading', { name: 'Bookings' })).toBeVisible();
    expect(within(contact).queryByRole('heading', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it('shows the union for several roles, and every tab to an owner', async () => {
    asRoles('finance', 'events');
    api = mockApi({ '*': { status: 200, body: [] } });
    const { router } = renderAdmin('/admin');
    expect(await tabNames()).toEqual([
      'Today',
      'Events',
      'Contact',
      'Mail',
      'Giving',
      'Funds',
      'Batches',
      'Check-in',
    ]);

    act(() => asRoles('owner'));
    await act(() => router.navigate('/admin'));
    // Every section, and the door's screen.
    expect(await menuEntries()).toHaveLength(ADMIN_TABS.length + 1);
  });
});

describe('a part of the dashboard the role may not use', () => {
  it('says "not allowed" at a tab asked for in navigation state', async () => {
    asRoles('editor');
    api = mockApi({ '*': { status: 200, body: [] } });
    renderAdmin({ pathname: '/admin', state: { tab: 'giving' } });

    expect(await screen.findByText(TAB_NOT_ALLOWED_MESSAGE)).toBeVisible();
    expect(await menuEntries()).not.toContain('Giving');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it.each([
    ['an editor', 'editor', '/admin/add-admin'],
    ['finance', 'finance', '/admin/new-event'],
    ['an editor', 'editor', '/admin/check-in'],
    // A campaign's page and its forms are the office's (owners and editors).
    ['finance', 'finance', '/admin/communications/campaigns/12'],
    ['the events role', 'events', '/admin/communications/add-campaign'],
    ['the events role', 'events', '/admin/giving/batches/5'],
    ['the events role', 'events', '/admin/giving/open-batch'],
  ] as const)('says "not allowed" to %s at %s', async (_who, role, path) => {
    asRoles(role);
    api = mockApi({ '*': { status: 200, body: [] } });
    renderAdmin(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    expect(screen.getByText(TAB_NOT_ALLOWED_MESSAGE)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });
});

describe("an owner sets an administrator's roles", () => {
  const ruth = buildAdmin({ id: 9, name: 'Ruth Adeyemi', roles: ['editor'] });

  it('ticks the roles in a form and saves them', async () => {
    asRoles('owner');
    api = mockApi({
      'GET /api/admin/': { status: 200, body: [ruth] },
      'PUT /api/admin/9/roles/': { status: 200, body: { ...ruth, roles: ['editor', 'events'] } },
    });
    renderAdmin({ pathname: '/admin', state: { tab: 'users' } });

    const panel = await findSection('Admins');
    expect(await within(panel).findByRole('cell', { name: 'editor' })).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Set roles Ruth Adeyemi' }));
    const dialog = await screen.findByRole('dialog', { name: /Set roles: Ruth Adeyemi/ });
    const group = within(dialog).getByRole('group', { name: 'Roles' });
    expect(within(group).getByRole('checkbox', { name: /^Editor/ })).toBeChecked();
    await userEvent.click(within(group).getByRole('checkbox', { name: /^Events/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save roles' }));

    expect(await screen.findByText('Roles saved')).toBeVisible();
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put).toEqual({
      method: 'PUT',
      url: '/api/admin/9/roles/',
      body: { roles: ['editor', 'events'] },
    });
  });

  it('shows the refusal to demote the last owner at the field', async () => {
    asRoles('owner');
    const me = buildAdmin({ id: 3, name: 'Ruth Adeyemi', roles: ['owner'] });
    api = mockApi({
      'GET /api/admin/': { status: 200, body: [me] },
      'PUT /api/admin/3/roles/': {
        status: 409,
        body: { message: LAST_OWNER_MESSAGE, fields: { roles: LAST_OWNER_MESSAGE } },
      },
    });
    renderAdmin({ pathname: '/admin', state: { tab: 'users' } });

    const panel = await findSection('Admins');
    await userEvent.click(
      await within(panel).findByRole('button', { name: 'Set roles Ruth Adeyemi' }),
    );
    const dialog = await screen.findByRole('dialog');
    const group = within(dialog).getByRole('group', { name: 'Roles' });
    await userEvent.click(within(group).getByRole('checkbox', { name: /^Owner/ }));
    await userEvent.click(within(group).getByRole('checkbox', { name: /^Finance/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save roles' }));

    expect(await within(group).findByText(LAST_OWNER_MESSAGE)).toBeVisible();
  });
});
