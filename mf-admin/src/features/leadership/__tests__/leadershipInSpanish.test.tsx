import { screen, within } from '@testing-library/react';
import { buildLeader } from '@parish/shared-types/testing';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../../../lib/i18n';
import { ResourceTab } from '../../../resources/components/ResourceTab';
import type { AnyAdminResource } from '../../../resources/types';
import { leadersResource } from '../lib/leadersResource';

let api: ReturnType<typeof mockApi>;
afterEach(() => api.restore());

it('lists the leadership team in Spanish, with its buttons', async () => {
  api = mockApi({ '*': { status: 200, body: [buildLeader({ name: 'Fr. Thomas' })] } });
  renderWithProviders(<ResourceTab resource={leadersResource as AnyAdminResource} />, {
    route: '/admin',
    translations: await translationsIn('es', loadCatalog),
  });

  const table = await screen.findByRole('table', { name: 'Liderazgo parroquial' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(expect.arrayContaining(['Nombre', 'Cargo', 'Correo electrónico']));
  expect(screen.getByRole('link', { name: 'Agregar líder' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Editar Fr. Thomas' })).toBeInTheDocument();
  expect(screen.queryByText('Leadership')).not.toBeInTheDocument();
});
