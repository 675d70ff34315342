import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@parish/shared-web';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import { LoginPage } from '../components/LoginPage';

const SESSION = {
  admin: { id: 1, email: 'admin@holytrinity.example', name: 'Parish Admin', roles: ['owner'] },
  expires_at: '2026-12-01T00:00:00Z',
};

let api: ReturnType<typeof mockApi> | undefined;

afterEach(() => {
  api?.restore();
  useSessionStore.setState({ status: 'unknown', admin: null });
  localStorage.clear();
});

/** Opens /login as if redirected from `from` (or directly), with a page behind it to land on. */
function openLogin(reply: MockReply, from?: unknown, more: Record<string, unknown> = {}) {
  api = mockApi({ 'POST /api/auth/login': reply });
  return renderWithProviders(<LoginPage />, {
    route: { pathname: '/login', state: from === undefined ? null : { from, ...more } },
    path: '/login',
    routes: [{ path: '*', element: <p>Landed elsewhere</p> }],
  });
}

async function logIn(email = 'admin@holytrinity.example', password = 'Trinity-Demo-2026') {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the login page', () => {
  it('goes to /admin by default, replacing itself in history', async () => {
    const { router } = openLogin({ status: 200, body: SESSION });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    await logIn();
    expect(await screen.findByText('Landed elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem('isAdmin')).toBe('true');
  });

  it('returns to the page the admin came from', async () => {
    const { router } = openLogin({ status: 200, body: SESSION }, '/admin/new-event?copy=3');
    await logIn();
    await screen.findByText('Landed elsewhere');
    expect(router.state.location.pathname).toBe('/admin/new-event');
    expect(router.state.location.search).toBe('?copy=3');
  });

  it('gives the page its navigation state back, so an edit form finds its record', async () => {
    const { router } = openLogin({ status: 200, body: SESSION }, '/admin/Edit-event', {
      fromState: { id: 9 },
    });
    await logIn();
    await screen.findByText('Landed elsewhere');
    expect(router.state.location.pathname).toBe('/admin/Edit-event');
    expect(router.state.location.state).toEqual({ id: 9 });
  });

  it('says the session has ended when the server ended it', () => {
    openLogin({ status: 200, body: SESSION }, '/admin/add-leader', { expired: true });
    expect(screen.getByText(/Your session has ended/)).toBeInTheDocument();
  });

  it('says nothing of an ended session to someone who simply opens /login', () => {
    openLogin({ status: 200, body: SESSION }, '/admin');
    expect(screen.queryByText(/Your session has ended/)).not.toBeInTheDocument();
  });

  it.each([
    ['https://evil.example/'],
    ['//evil.example/admin'],
    ['/\\evil.example/admin'],
    ['/login?next=1'],
    [42],
  ])('never follows %p as the way back', async (from) => {
    const { router } = openLogin({ status: 200, body: SESSION }, from, { fromState: { id: 9 } });
    await logIn();
    await screen.findByText('Landed elsewhere');
    expect(router.state.location.pathname).toBe('/admin');
    expect(router.state.location.state).toBeNull();
  });

  it('asks for both fields', async () => {
    openLogin({ status: 200, body: SESSION });
    await logIn('', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password.');
    expect(api?.requests).toHaveLength(0);
  });

  it("shows the API's wrong-credentials message as it sends it, and stays", async () => {
    const { router } = openLogin({
      status: 401,
      body: { message: 'Incorrect email or password. Please try again.' },
    });
    await logIn('admin@holytrinity.example', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Incorrect email or password. Please try again.',
    );
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says when the server cannot be reached', async () => {
    openLogin('network-error');
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No response from server. Check your internet or backend.',
    );
  });

  it('calls any other failure unexpected', async () => {
    openLogin({ status: 503 });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unexpected error occurred during login.',
    );
  });

  it("reads 'Logging in...' while busy", async () => {
    openLogin('never');
    await logIn();
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  });

  it('shows and hides the password with a labelled toggle', async () => {
    openLogin({ status: 200, body: SESSION });
    const user = userEvent.setup();
    const password = screen.getByLabelText(/^Password/);
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
