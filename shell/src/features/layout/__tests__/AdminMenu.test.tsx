import type { Admin } from '@parish/shared-types';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@parish/shared-web';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import { AdminMenu } from '../components/AdminMenu';

const ADMIN: Admin = {
  id: 1,
  email: 'admin@holytrinity.example',
  name: 'Parish Admin',
  roles: ['owner'],
};

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  useSessionStore.setState({ status: 'unknown', admin: null });
  localStorage.clear();
});

function renderLoggedIn(logoutReply: MockReply) {
  localStorage.setItem('isAdmin', 'true');
  useSessionStore.setState({ status: 'authenticated', admin: ADMIN });
  api = mockApi({ 'POST /api/auth/logout': logoutReply });
  return renderWithProviders(<AdminMenu />, {
    route: '/events',
    routes: [{ path: '/login', element: <h1>Admin Login</h1> }],
  });
}

describe('the administrator menu in the header', () => {
  it('is not there for visitors', () => {
    renderWithProviders(<AdminMenu />);
    expect(screen.queryByRole('button', { name: 'Administrator menu' })).not.toBeInTheDocument();
  });

  it('leads a logged-in administrator to the dashboard', async () => {
    renderLoggedIn({ status: 204 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Administrator menu' }));
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('logs out on the server and returns to /login', async () => {
    const { router } = renderLoggedIn({ status: 204 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Administrator menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(api?.requests).toEqual([{ method: 'POST', url: '/api/auth/logout', body: undefined }]);
    expect(useSessionStore.getState().status).toBe('anonymous');
    expect(localStorage.getItem('isAdmin')).toBeNull();
  });

  it('still ends the session locally when the server cannot be told', async () => {
    const { router } = renderLoggedIn('network-error');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Administrator menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSessionStore.getState().status).toBe('anonymous');
  });
});
