import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteRoutesModule } from '@parish/shared-types';
import { useSessionStore } from '@parish/shared-web';
import { mockApi } from '@parish/shared-web/testing';
import { loadRemoteRoutes, RemoteUnavailableError } from '../../features/remotes/lib/federation';
import type * as FederationMock from '../../testing/federationMock';
import { renderSite, serveRemotes } from '../../testing/site';

jest.mock('../../features/remotes/lib/federation', () =>
  jest.requireActual<typeof FederationMock>('../../testing/federationMock').federationMock(),
);

// The header's daily verse is not what these tests are about; it stays loading.
jest.mock('../../lib/dailyVerse', () => ({
  fetchDailyVerse: () => new Promise(() => {}),
}));

const loadRemoteRoutesMock = jest.mocked(loadRemoteRoutes);

function remotePage(text: string): RemoteRoutesModule {
  return { default: () => <h1>{text}</h1> };
}

beforeEach(() => {
  useSessionStore.setState({ status: 'unknown', admin: null });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the shell', () => {
  it('renders the remote that owns the URL inside the site layout', async () => {
    serveRemotes({ content: async () => remotePage('Welcome from content') });
    await renderSite('/');
    expect(
      await screen.findByRole('heading', { name: 'Welcome from content' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: /Holy Trinity/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(loadRemoteRoutesMock).toHaveBeenCalledWith('content');
  });

  it('shows the not-found page for a path no remote owns', async () => {
    serveRemotes({});
    await renderSite('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    expect(loadRemoteRoutesMock).not.toHaveBeenCalled();
  });

  it('shows a fallback with Retry when a remote cannot load, and Retry recovers', async () => {
    let attempts = 0;
    serveRemotes({
      commerce: async () => {
        attempts += 1;
        if (attempts === 1) throw new RemoteUnavailableError('commerce', 'connection refused');
        return remotePage('Church Shop');
      },
    });
    await renderSite('/shop');
    expect(
      await screen.findByText('The shop and giving pages could not be loaded'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Shop' }),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    await act(async () => user.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'Church Shop' })).toBeInTheDocument();
  });

  it("shows 'Unexpected Application Error!' inside the layout when a remote page throws", async () => {
    serveRemotes({
      booking: async () => ({
        default: () => {
          throw new Error('bug in the remote');
        },
      }),
    });
    await renderSite('/calendar');
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Event booking could not be loaded')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Shop' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('sends a visitor without a session from /admin to /login without loading admin code', async () => {
    const api = mockApi({
      'GET /api/auth/session': { status: 401, body: { message: 'Please log in.' } },
    });
    serveRemotes({ admin: async () => remotePage('Admin Dashboard') });
    const router = await renderSite('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(loadRemoteRoutesMock).not.toHaveBeenCalledWith('admin');
    api.restore();
  });

  it('returns the admin to the page they came from after login', async () => {
    let loggedIn = false;
    const session = {
      admin: { id: 1, email: 'admin@holytrinity.example', name: 'Parish Admin', roles: ['owner'] },
      expires_at: '2026-12-01T00:00:00Z',
    };
    const api = mockApi({
      'GET /api/auth/session': () => (loggedIn ? { status: 200, body: session } : { status: 401 }),
      'POST /api/auth/login': () => {
        loggedIn = true;
        return { status: 200, body: session };
      },
    });
    serveRemotes({ admin: async () => remotePage('Admin Dashboard') });
    const router = await renderSite('/super-admin');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email/), 'admin@holytrinity.example');
    await user.type(screen.getByLabelText(/^Password/), 'Trinity-Demo-2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/super-admin');
    // Login replaced itself in history: Back does not return to the form.
    expect(router.state.historyAction).toBe('REPLACE');
    api.restore();
  });
});
