import { screen, within } from '@testing-library/react';
import { buildAdmin } from '@parish/shared-types/testing';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../../../lib/i18n';
import { ResourceFormPage } from '../../../resources/components/ResourceFormPage';
import { ResourceTab } from '../../../resources/components/ResourceTab';
import type { AnyAdminResource } from '../../../resources/types';
import { resetSession, signIn } from '../../../testing/session';
import { adminsResource } from '../lib/adminsResource';

const admins = adminsResource as AnyAdminResource;
let api: ReturnType<typeof mockApi> | undefined;
beforeEach(() => signIn());
afterEach(() => {
  api?.restore();
  resetSession();
});

it('lists the administrators in Spanish, their roles named in Spanish', async () => {
  const deacon = buildAdmin({ id: 7, name: 'John Ward', roles: ['owner', 'finance'] });
  api = mockApi({ 'GET /api/admin/': { status: 200, body: [deacon] } });
  renderWithProviders(<ResourceTab resource={admins} />, {
    route: '/admin',
    translations: await translationsIn('es', loadCatalog),
  });

  const table = await screen.findByRole('table', { name: 'Administradores' });
  expect(within(table).getByRole('columnheader', { name: 'Funciones' })).toBeInTheDocument();
  expect(within(table).getByText('propietario, finanzas')).toBeInTheDocument();
  expect(within(table).getByRole('button', { name: 'Asignar funciones John Ward' })).toBeVisible();
  expect(screen.queryByText(/Set roles|owner/)).not.toBeInTheDocument();
});

it('shows the add form in Spanish, the roles’ choices too', async () => {
  api = mockApi({});
  renderWithProviders(<ResourceFormPage resource={admins} mode="create" tab="users" />, {
    route: '/admin/add-admin',
    translations: await translationsIn('es', loadCatalog),
  });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Agregar administrador' }),
  ).toBeVisible();
  expect(screen.getByLabelText(/^Contraseña/)).toBeInTheDocument();
  expect(
    await screen.findByRole('checkbox', { name: /^Finanzas \(donaciones, donantes/ }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Crear administrador' })).toBeInTheDocument();
  expect(screen.queryByText(/Password|Owner \(everything/)).not.toBeInTheDocument();
});
