import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_LINK_INVALID_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  PASSWORD_TOO_COMMON_MESSAGE,
} from '@parish/shared-types';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import { ResetPasswordPage } from '../components/ResetPasswordPage';

const TOKEN = 't'.repeat(43);
let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

function open(search = '') {
  return renderWithProviders(<ResetPasswordPage />, {
    route: `/login/reset${search}`,
    path: '/login/reset',
    routes: [
      {
        path: '/login',
        element: <h1>Admin Login</h1>,
      },
    ],
  });
}

describe('the password reset page', () => {
  it('asks for the address and answers the same sentence for any address', async () => {
    api = mockApi({
      'POST /api/auth/password-reset/': {
        status: 202,
        body: { message: PASSWORD_RESET_SENT_MESSAGE },
      },
    });
    open();
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), ' Office@HolyTrinity.example ');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(PASSWORD_RESET_SENT_MESSAGE)).toBeInTheDocument();
    expect(api.requests[0]?.body).toEqual({ email: 'office@holytrinity.example' });
  });

  it('sets the new password with the link’s token, then goes to the login page with a notice', async () => {
    api = mockApi({
      'POST /api/auth/password-reset/confirm/': (request) =>
        (request.body as { new_password: string }).new_password === 'password123'
          ? {
              status: 400,
              body: {
                message: PASSWORD_TOO_COMMON_MESSAGE,
                fields: { new_password: PASSWORD_TOO_COMMON_MESSAGE },
              },
            }
          : { status: 204 },
    });
    const { router } = open(`?token=${TOKEN}`);
    const user = userEvent.setup();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Set a new password' }),
    ).toBeInTheDocument();
    const field = screen.getByLabelText(/^New password/);
    await user.type(field, 'password123');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findAllByText(PASSWORD_TOO_COMMON_MESSAGE)).not.toHaveLength(0);
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'a long new passphrase');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByText(PASSWORD_RESET_DONE_MESSAGE)).toBeInTheDocument();
    expect(api.requests.at(-1)?.body).toEqual({
      token: TOKEN,
      new_password: 'a long new passphrase',
    });
  });

  it('shows a used or expired link’s message', async () => {
    api = mockApi({
      'POST /api/auth/password-reset/confirm/': {
        status: 400,
        body: {
          message: PASSWORD_RESET_LINK_INVALID_MESSAGE,
          fields: { token: PASSWORD_RESET_LINK_INVALID_MESSAGE },
        },
      },
    });
    open(`?token=${TOKEN}`);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'a long new passphrase');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findAllByText(PASSWORD_RESET_LINK_INVALID_MESSAGE)).not.toHaveLength(0);
  });
});
