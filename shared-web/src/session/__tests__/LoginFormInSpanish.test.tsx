import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm, useSessionStore } from '@parish/shared-web';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';

const CHALLENGE = {
  two_factor_required: true,
  challenge: 'c'.repeat(43),
  expires_at: '2026-12-01T00:05:00Z',
};

afterEach(() => {
  useSessionStore.setState({ status: 'unknown', admin: null });
  localStorage.clear();
});

describe('LoginForm in Spanish', () => {
  it('asks for the address, the password and then the code in Spanish', async () => {
    const api = mockApi({ 'POST /api/auth/login': { status: 202, body: CHALLENGE } });
    renderWithProviders(<LoginForm onSuccess={jest.fn()} />, {
      translations: await translationsIn('es'),
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'admin@holytrinity.example');
    await user.type(screen.getByLabelText(/^Contraseña/), 'Trinity-Demo-2026');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(
      await screen.findByRole('heading', { name: 'Verificación en dos pasos' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Código/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verificar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Empezar de nuevo' })).toBeInTheDocument();
    api.restore();
  });
});
