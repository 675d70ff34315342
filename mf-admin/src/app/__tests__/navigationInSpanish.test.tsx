import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { ADMIN_AREAS } from '../adminTabs';
import { loadCatalog } from '../../lib/i18n';
import { resetSession, signIn } from '../../testing/session';
import { DashboardPage } from '../../features/dashboard/components/DashboardPage';

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  signIn();
  api = mockApi({ '*': { status: 200, body: { today: '2026-12-05', week_from: '2026-11-29' } } });
});
afterEach(() => {
  api.restore();
  resetSession();
});

it('names the dashboard, its areas and its sections in Spanish', async () => {
  renderWithProviders(<DashboardPage areas={ADMIN_AREAS} />, {
    route: '/admin',
    path: '/admin',
    translations: await translationsIn('es', loadCatalog),
  });

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Panel de administración');
  expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Secciones: Hoy' }));
  const menu = within(await screen.findByRole('dialog', { name: 'Secciones del panel' }));
  for (const name of ['Eventos', 'Inscripciones', 'Donaciones', 'Registro de entrada']) {
    expect(menu.getByRole('link', { name })).toBeInTheDocument();
  }
  expect(menu.getByText('Personas y mensajes')).toBeInTheDocument();
  for (const english of ['Events', 'Sign-ups', 'Check-in', 'People and messages']) {
    expect(menu.queryByText(english)).not.toBeInTheDocument();
  }
});
