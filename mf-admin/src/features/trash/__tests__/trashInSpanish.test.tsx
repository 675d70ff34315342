import { screen, within } from '@testing-library/react';
import type { TrashItem } from '@parish/shared-types';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../../../lib/i18n';
import { ResourceTab } from '../../../resources/components/ResourceTab';
import type { AnyAdminResource } from '../../../resources/types';
import { trashResource } from '../lib/trashResource';

let api: ReturnType<typeof mockApi>;
afterEach(() => api.restore());

it('lists the trash in Spanish, each item with what it is and Restore', async () => {
  const item: TrashItem = {
    entity: 'ministry',
    id: 7,
    label: 'Soup Kitchen',
    deleted_at: '2026-11-20T15:04:00Z',
    purge_at: '2026-12-20T15:04:00Z',
  };
  api = mockApi({ '*': { status: 200, body: [item] } });
  renderWithProviders(<ResourceTab resource={trashResource as AnyAdminResource} />, {
    route: '/admin',
    translations: await translationsIn('es', loadCatalog),
  });

  const table = await screen.findByRole('table', { name: 'Papelera' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(
    expect.arrayContaining([
      'Nombre',
      'Tipo',
      'Eliminado el',
      'Se borra definitivamente a los 30 días',
    ]),
  );
  expect(await within(table).findByText('Ministerio')).toBeInTheDocument();
  expect(
    await screen.findByRole('button', { name: 'Restaurar ministerio Soup Kitchen' }),
  ).toBeInTheDocument();
  expect(screen.queryByText('Restore')).not.toBeInTheDocument();
});
