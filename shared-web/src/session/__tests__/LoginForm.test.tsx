import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isRequiredField, loginInputSchema } from '@parish/shared-types';
import { LoginForm, useSessionStore } from '@parish/shared-web';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';

const ADMIN = { id: 1, email: 'admin@holytrinity.example', name: 'Parish Admin' };
const SESSION = { admin: ADMIN, expires_at: '2026-12-01T00:00:00Z' };

function setup(loginReply: MockReply | (() => Promise<MockReply>)) {
  const api = mockApi({ 'POST /api/auth/login': loginReply });
  const onSuccess = jest.fn();
  renderWithProviders(<LoginForm onSuccess={onSuccess} />);
  return { api, onSuccess };
}

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

afterEach(() => {
  useSessionStore.setState({ status: 'unknown', admin: null });
  localStorage.clear();
});

describe('LoginForm', () => {
  it('marks both fields required, as its schema (loaded only when used) requires them', () => {
    setup({ status: 200, body: SESSION });
    for (const name of ['email', 'password']) {
      expect(isRequiredField(loginInputSchema, name)).toBe(true);
    }
    expect(screen.getByLabelText(/Email/)).toBeRequired();
    expect(screen.getByLabelText(/^Password/)).toBeRequired();
  });

  it('asks for both fields without calling the server', async () => {
    const { api, onSuccess } = setup({ status: 200, body: SESSION });
    await submit('admin@holytrinity.example', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password.');
    expect(api.requests).toHaveLength(0);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('treats a blank password as missing', async () => {
    const { api } = setup({ status: 200, body: SESSION });
    await submit('admin@holytrinity.example', '   ');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password.');
    expect(api.requests).toHaveLength(0);
  });

  it('logs in with a trimmed, lower-cased email and records the admin hint', async () => {
    const { api, onSuccess } = setup({ status: 200, body: SESSION });
    await submit('  Admin@HolyTrinity.example ', 'Trinity-Demo-2026');
    expect(onSuccess).toHaveBeenCalledWith(ADMIN);
    expect(api.requests[0]?.body).toEqual({
      email: 'admin@holytrinity.example',
      password: 'Trinity-Demo-2026',
    });
    expect(useSessionStore.getState().status).toBe('authenticated');
    expect(localStorage.getItem('isAdmin')).toBe('true');
  });

  it("shows the server's generic message for wrong credentials", async () => {
    setup({ status: 401, body: { message: 'Incorrect email or password. Please try again.' } });
    await submit('admin@holytrinity.example', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Incorrect email or password. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('says when the server cannot be reached', async () => {
    setup('network-error');
    await submit('admin@holytrinity.example', 'whatever-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No response from server. Check your internet or backend.',
    );
  });

  it('reports a server failure as unexpected', async () => {
    setup({
      status: 500,
      body: { message: 'Something went wrong on our side. Please try again.' },
    });
    await submit('admin@holytrinity.example', 'whatever-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unexpected error occurred during login.',
    );
  });

  it("reads 'Logging in...' and disables the form while the server answers", async () => {
    setup('never');
    await submit('admin@holytrinity.example', 'whatever-pass');
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(screen.getByLabelText(/Email/)).toBeDisabled();
  });

  it('shows and hides the password', async () => {
    setup({ status: 200, body: SESSION });
    const user = userEvent.setup();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
