import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router';
import { ADMIN_REQUIRED_MESSAGE } from '@parish/shared-types';
import { buildEvent, buildLeader } from '@parish/shared-types/testing';
import { LoginForm, type LoginRedirectState } from '@parish/shared-web';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import { resetSession, sampleAdmin, signIn } from '../../testing/session';
import AdminApp from '../AdminApp';

/** The shell's /login, as far as this remote relies on it: log in, then go back with the state. */
function LoginStandIn() {
  const navigate = useNavigate();
  const { from, fromState } = (useLocation().state ?? {}) as LoginRedirectState;
  return (
    <>
      <h1>Admin Login</h1>
      <LoginForm onSuccess={() => void navigate(from ?? '/admin', { state: fromState })} />
    </>
  );
}

const pastor = buildLeader({ id: 3, name: 'Fr. Thomas Reyes' });
const carols = buildEvent({ id: 7, title: 'Advent Carols' });
const SESSION = { admin: sampleAdmin, expires_at: '2026-12-01T00:00:00Z' };
const UNAUTHORIZED: MockReply = { status: 401, body: { message: ADMIN_REQUIRED_MESSAGE } };

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => signIn());
afterEach(() => {
  mock?.restore();
  resetSession();
});

/**
 * Opens `route`, retypes `field`, saves; the session has ended meanwhile,
 * so the administrator lands on /login and logs in again.
 */
async function typeThenLoseTheSession(
  route: string | { pathname: string; state: unknown },
  replies: Record<string, MockReply | (() => MockReply)>,
  edit: { field: RegExp; text: string; save: string },
) {
  mock = mockApi({
    ...replies,
    'GET /api/auth/session': UNAUTHORIZED,
    'POST /api/auth/login': { status: 200, body: SESSION },
  });
  const user = userEvent.setup();
  const { router } = renderWithProviders(<AdminApp />, {
    route,
    routes: [{ path: '/login', element: <LoginStandIn /> }],
  });
  const input = await screen.findByRole('textbox', { name: edit.field });
  await user.clear(input);
  await user.type(input, edit.text);
  await user.click(screen.getByRole('button', { name: edit.save }));

  expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  await user.type(screen.getByLabelText(/^Email/), sampleAdmin.email);
  await user.type(screen.getByLabelText(/^Password/), 'Trinity-Demo-2026');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return { user, router, requests: mock.requests };
}

it('keeps what was typed when the session expires mid-edit, and comes back to the form after login', async () => {
  let saves = 0;
  const { user, router, requests } = await typeThenLoseTheSession(
    '/admin/leaders/edit/3',
    {
      'GET /api/leadership/': { status: 200, body: [pastor] },
      'GET /api/leadership/3/': { status: 200, body: pastor },
      'PATCH /api/leadership/3/': () =>
        ++saves === 1 ? UNAUTHORIZED : { status: 200, body: pastor },
    },
    { field: /^Title/, text: 'Pastor and Dean', save: 'Update Leader' },
  );

  expect(await screen.findByRole('heading', { level: 1, name: 'Edit Leader' })).toBeVisible();
  expect(router.state.location.pathname).toBe('/admin/leaders/edit/3');
  expect(await screen.findByRole('textbox', { name: /^Title/ })).toHaveValue('Pastor and Dean');
  await user.click(screen.getByRole('button', { name: 'Update Leader' }));
  expect(await screen.findByText('Leader Updated')).toBeInTheDocument();
  const patches = requests.filter((request) => request.method === 'PATCH');
  expect(patches.map((request) => (request.body as { title: string }).title)).toEqual([
    'Pastor and Dean',
    'Pastor and Dean',
  ]);
});

it('comes back to an edit form whose id is in navigation state (/admin/Edit-event)', async () => {
  await typeThenLoseTheSession(
    { pathname: '/admin/Edit-event', state: { id: 7 } },
    {
      'GET /api/events/7/': { status: 200, body: carols },
      'PATCH /api/events/7/': UNAUTHORIZED,
    },
    { field: /^Location/, text: 'Chapel of St. Joseph', save: 'Update Event' },
  );

  expect(await screen.findByRole('textbox', { name: /^Location/ })).toHaveValue(
    'Chapel of St. Joseph',
  );
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Advent Carols');
});
