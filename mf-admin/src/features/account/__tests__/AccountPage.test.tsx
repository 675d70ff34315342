import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CURRENT_PASSWORD_WRONG_MESSAGE,
  NEW_PASSWORD_TOO_SHORT_MESSAGE,
  OTHER_SESSIONS_ENDED_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  TWO_FACTOR_SETUP_REQUIRED_MESSAGE,
  type AccountSession,
  type AccountStatus,
  type Admin,
} from '@parish/shared-types';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import AccountPage from '../components/AccountPage';
import { SecondFactorGate } from '../components/SecondFactorGate';
import { resetSession, signIn } from '../../../testing/session';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
  resetSession();
});

const ADMIN: Admin = {
  id: 1,
  email: 'admin@holytrinity.example',
  name: 'Parish Admin',
  roles: ['owner'],
};
const statusOf = (enabled: boolean, required = false): AccountStatus => ({
  admin: ADMIN,
  two_factor: { enabled, required, recovery_codes_left: enabled ? 10 : 0 },
});
const SESSIONS: AccountSession[] = [
  {
    id: 'aaaaaaaaaaaaaaaa',
    device: 'Firefox 128 on Linux',
    address: '203.0.113.7',
    created_at: '2026-11-20T10:00:00Z',
    last_seen_at: '2026-11-21T10:00:00Z',
    current: true,
  },
  {
    id: 'bbbbbbbbbbbbbbbb',
    device: 'Safari 17 on iOS',
    address: '198.51.100.4',
    created_at: '2026-11-19T10:00:00Z',
    last_seen_at: '2026-11-19T12:00:00Z',
    current: false,
  },
];
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/Parish:admin?secret=JBSWY3DPEHPK3PXP',
  qr_code: 'data:image/png;base64,iVBORw0KGgo=',
};
const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

describe('AccountPage', () => {
  it('changes the password, with the server’s field messages at their fields', async () => {
    signIn();
    api = mockApi({
      'GET /api/account/': { status: 200, body: statusOf(false) },
      'GET /api/account/sessions/': { status: 200, body: SESSIONS },
      'POST /api/account/password/': (request) =>
        (request.body as { current_password: string }).current_password === 'right one'
          ? { status: 204 }
          : {
              status: 400,
              body: {
                message: CURRENT_PASSWORD_WRONG_MESSAGE,
                fields: { current_password: CURRENT_PASSWORD_WRONG_MESSAGE },
              },
            },
    });
    renderWithProviders(<AccountPage />);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    const current = screen.getByLabelText(/^Current password/);
    const next = screen.getByLabelText(/^New password/);
    await user.type(current, 'wrong one');
    await user.type(next, 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText(NEW_PASSWORD_TOO_SHORT_MESSAGE)).not.toHaveLength(0);
    expect(api.requests.filter((r) => r.url === '/api/account/password/')).toHaveLength(0);

    await user.type(next, ' is now long enough');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText(CURRENT_PASSWORD_WRONG_MESSAGE)).not.toHaveLength(0);
    expect(current).toHaveAttribute('aria-invalid', 'true');

    await user.clear(current);
    await user.type(current, 'right one');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(PASSWORD_CHANGED_MESSAGE)).toBeInTheDocument();
  });

  it('lists the sessions and signs out everywhere else', async () => {
    signIn();
    let sessions = SESSIONS;
    api = mockApi({
      'GET /api/account/': { status: 200, body: statusOf(true) },
      'GET /api/account/sessions/': () => ({ status: 200, body: sessions }),
      'DELETE /api/account/sessions/': () => {
        sessions = SESSIONS.filter((session) => session.current);
        return { status: 204 };
      },
    });
    renderWithProviders(<AccountPage />);
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Safari 17 on iOS')).toBeInTheDocument();
    expect(within(list).getByText('This session')).toBeInTheDocument();
    expect(screen.getByText(/10 of 10 recovery codes left/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText(OTHER_SESSIONS_ENDED_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByText('Firefox 128 on Linux')).toBeInTheDocument();
    expect(screen.queryByText('Safari 17 on iOS')).not.toBeInTheDocument();
  });
});

describe('SecondFactorGate', () => {
  it('keeps the dashboard shut until a required second factor is set up, showing the codes once', async () => {
    signIn();
    let enabled = false;
    api = mockApi({
      'GET /api/account/': () => ({ status: 200, body: statusOf(enabled, true) }),
      'POST /api/account/two-factor/setup/': { status: 200, body: SETUP },
      'POST /api/account/two-factor/': () => {
        enabled = true;
        return { status: 200, body: { recovery_codes: CODES } };
      },
    });
    renderWithProviders(
      <SecondFactorGate>
        <h1>Admin Dashboard</h1>
      </SecondFactorGate>,
    );
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Set up two-step sign-in', level: 1 });
    expect(screen.getByText(TWO_FACTOR_SETUP_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toHaveAttribute('src', SETUP.qr_code);
    expect(screen.getByText(SETUP.secret)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Code from the app/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    // The dashboard waits until the codes were read.
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  });
});
