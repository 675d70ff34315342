import { act, screen } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import { loadTranslations } from '../../../lib/i18n';
import { LoginPage } from '../components/LoginPage';
import { ResetPasswordPage } from '../components/ResetPasswordPage';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

/** Lets the forms load what they say the spec's messages in Spanish with (nothing shown changes). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the sign-in pages in Spanish', () => {
  it('asks an administrator to log in, in Spanish', async () => {
    api = mockApi({});
    renderWithProviders(<LoginPage />, {
      translations: await loadTranslations('es'),
      route: { pathname: '/login', state: { from: '/admin', expired: true } },
      path: '/login',
    });
    await settle();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Acceso de administradores' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Su sesión ha terminado\./)).toBeInTheDocument();
    expect(screen.getByText(/^Para los administradores de la parroquia\./)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Correo electrónico/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Contraseña/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute(
      'href',
      '/login/reset',
    );
  });

  it('offers the reset link, with its minutes, in Spanish', async () => {
    api = mockApi({});
    renderWithProviders(<ResetPasswordPage />, {
      translations: await loadTranslations('es'),
      route: '/login/reset',
      path: '/login/reset',
    });
    await settle();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Olvidé mi contraseña' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/funciona una sola vez, dentro de 15 minutos\.$/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Correo electrónico/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar el enlace' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio de sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('asks for the new password in Spanish when the mailed link is opened', async () => {
    api = mockApi({});
    renderWithProviders(<ResetPasswordPage />, {
      translations: await loadTranslations('es'),
      route: `/login/reset?token=${'t'.repeat(43)}`,
      path: '/login/reset',
    });
    await settle();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Establecer una contraseña nueva' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Contraseña nueva/)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Establecer la contraseña nueva' }),
    ).toBeInTheDocument();
  });
});
