import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SECOND_FACTOR_FAILED_MESSAGE } from '@parish/shared-types';
import { LoginForm, useSessionStore } from '@parish/shared-web';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';

const ADMIN = { id: 1, email: 'admin@holytrinity.example', name: 'Parish Admin' };
const SESSION = { admin: ADMIN, expires_at: '2026-12-01T00:00:00Z' };
const CHALLENGE = {
  two_factor_required: true,
  challenge: 'c'.repeat(43),
  expires_at: '2026-12-01T00:05:00Z',
};

afterEach(() => {
  useSessionStore.setState({ status: 'unknown', admin: null });
  localStorage.clear();
});

async function passwordStep() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Email/), 'admin@holytrinity.example');
  await user.type(screen.getByLabelText(/^Password/), 'Trinity-Demo-2026');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('LoginForm with two-step sign-in', () => {
  it('links to the password reset page', () => {
    mockApi({});
    renderWithProviders(<LoginForm onSuccess={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/login/reset',
    );
  });

  it('asks for the code after the password, then signs in with it', async () => {
    const api = mockApi({
      'POST /api/auth/login': { status: 202, body: CHALLENGE },
      'POST /api/auth/login/second-factor': { status: 200, body: SESSION },
    });
    const onSuccess = jest.fn();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    const user = await passwordStep();
    expect(onSuccess).not.toHaveBeenCalled();
    await screen.findByRole('heading', { name: 'Two-step sign-in' });
    await user.type(screen.getByRole('textbox', { name: /^Code/ }), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSuccess).toHaveBeenCalledWith(ADMIN);
    expect(api.requests.at(-1)?.body).toEqual({ challenge: CHALLENGE.challenge, code: '123456' });
    expect(useSessionStore.getState().status).toBe('authenticated');
  });

  it('shows the one message for any failure of the second step, and can start again', async () => {
    mockApi({
      'POST /api/auth/login': { status: 202, body: CHALLENGE },
      'POST /api/auth/login/second-factor': {
        status: 401,
        body: { message: SECOND_FACTOR_FAILED_MESSAGE },
      },
    });
    const onSuccess = jest.fn();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    const user = await passwordStep();
    await user.type(await screen.findByRole('textbox', { name: /^Code/ }), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SECOND_FACTOR_FAILED_MESSAGE);
    expect(onSuccess).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
