import { screen, within } from '@testing-library/react';
import type { AccountSession, AccountStatus, Admin } from '@parish/shared-types';
import { formatDateTime } from '@parish/shared-web';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../../../lib/i18n';
import { resetSession, signIn } from '../../../testing/session';
import AccountPage from '../components/AccountPage';
import { SecondFactorGate } from '../components/SecondFactorGate';

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
  roles: ['finance'],
};
const statusOf = (enabled: boolean, required = false): AccountStatus => ({
  admin: ADMIN,
  two_factor: { enabled, required, recovery_codes_left: enabled ? 7 : 0 },
});
const SESSION: AccountSession = {
  id: 'aaaaaaaaaaaaaaaa',
  device: 'Firefox 128 on Linux',
  address: null,
  created_at: '2026-11-20T10:00:00Z',
  last_seen_at: '2026-11-21T10:00:00Z',
  current: true,
};

it('shows the account in Spanish: password, two-step sign-in and sessions with Spanish dates', async () => {
  signIn();
  api = mockApi({
    'GET /api/account/': { status: 200, body: statusOf(true) },
    'GET /api/account/sessions/': { status: 200, body: [SESSION] },
  });
  renderWithProviders(<AccountPage />, { translations: await translationsIn('es', loadCatalog) });

  expect(await screen.findByRole('heading', { level: 1, name: 'Cuenta' })).toBeVisible();
  expect(screen.getByLabelText(/^Contraseña actual/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cambiar la contraseña' })).toBeInTheDocument();
  expect(
    await screen.findByText(
      'La verificación en dos pasos está activada. Le quedan 7 de 10 códigos de recuperación.',
    ),
  ).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Sus sesiones' });
  expect(within(list).getByText('Esta sesión')).toBeInTheDocument();
  expect(
    within(list).getByText(
      `Dirección desconocida · inició sesión el ${formatDateTime('2026-11-20T10:00:00Z', 'es')} · última actividad el ${formatDateTime('2026-11-21T10:00:00Z', 'es')}`,
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Change password|This session|recovery codes/)).not.toBeInTheDocument();
});

it('asks in Spanish for two-step sign-in a role requires, the reason in Spanish too', async () => {
  signIn();
  api = mockApi({ 'GET /api/account/': { status: 200, body: statusOf(false, true) } });
  renderWithProviders(
    <SecondFactorGate>
      <p>Dashboard</p>
    </SecondFactorGate>,
    { translations: await translationsIn('es', loadCatalog) },
  );

  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Configure la verificación en dos pasos',
    }),
  ).toBeVisible();
  expect(
    await screen.findByText(/^Su función requiere la verificación en dos pasos\./),
  ).toBeVisible();
  expect(
    screen.getByRole('button', { name: 'Configurar la verificación en dos pasos' }),
  ).toBeVisible();
  expect(screen.queryByText(/Two-step sign-in|Your role/)).not.toBeInTheDocument();
});
