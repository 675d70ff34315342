import { screen, within } from '@testing-library/react';
import { buildMinistry } from '@parish/shared-types/testing';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../../../lib/i18n';
import { ResourceFormPage } from '../../../resources/components/ResourceFormPage';
import { ResourceTab } from '../../../resources/components/ResourceTab';
import type { AnyAdminResource } from '../../../resources/types';
import { ministriesResource } from '../lib/ministriesResource';

const ministries = ministriesResource as AnyAdminResource;
let api: ReturnType<typeof mockApi>;
afterEach(() => api.restore());

it('lists the ministries in Spanish', async () => {
  api = mockApi({ '*': { status: 200, body: [buildMinistry({ title: 'Soup Kitchen' })] } });
  renderWithProviders(<ResourceTab resource={ministries} />, {
    route: '/admin',
    translations: await translationsIn('es', loadCatalog),
  });

  const table = await screen.findByRole('table', { name: 'Ministerios' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(expect.arrayContaining(['Título', 'Líder', 'Horario', 'Lugar']));
  expect(screen.getByRole('link', { name: 'Agregar ministerio' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Buscar en ministerios' })).toBeInTheDocument();
  expect(screen.queryByText('Leader')).not.toBeInTheDocument();
});

it('asks for a ministry in Spanish', async () => {
  api = mockApi({});
  renderWithProviders(<ResourceFormPage resource={ministries} mode="create" tab="ministries" />, {
    route: '/admin/add-ministry',
    translations: await translationsIn('es', loadCatalog),
  });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Agregar ministerio' }),
  ).toBeVisible();
  expect(screen.getByLabelText(/^URL de la imagen/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Agregar ministerio' })).toBeInTheDocument();
  expect(screen.queryByText('Schedule')).not.toBeInTheDocument();
});
