import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../../../lib/i18n';
import { ResourceFormPage } from '../../../resources/components/ResourceFormPage';
import { ResourceTab } from '../../../resources/components/ResourceTab';
import type { AnyAdminResource } from '../../../resources/types';
import { heroSlidesResource, historyResource } from '../lib/listResources';

let api: ReturnType<typeof mockApi>;
afterEach(() => api.restore());

it('lists the history in Spanish: heading, columns, Add and the row buttons', async () => {
  api = mockApi({
    '*': {
      status: 200,
      body: [{ id: 3, when: '1950', title: 'Our founding', text: 'Founded.', position: 0 }],
    },
  });
  renderWithProviders(<ResourceTab resource={historyResource as AnyAdminResource} />, {
    route: '/admin',
    translations: await translationsIn('es', loadCatalog),
  });

  const table = await screen.findByRole('table', { name: 'Historia' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(expect.arrayContaining(['Título', 'Cuándo', 'Orden', 'Acciones']));
  expect(screen.getByRole('link', { name: 'Agregar entrada de la historia' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Eliminar Our founding' })).toBeInTheDocument();
  expect(screen.queryByText('History')).not.toBeInTheDocument();
});

it('asks for a hero slide in Spanish: title, labels, hints and buttons', async () => {
  api = mockApi({});
  renderWithProviders(
    <ResourceFormPage
      resource={heroSlidesResource as AnyAdminResource}
      mode="create"
      tab="parish"
    />,
    { route: '/admin/parish/add-slide', translations: await translationsIn('es', loadCatalog) },
  );

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Agregar diapositiva' }),
  ).toBeVisible();
  expect(screen.getByLabelText(/^Texto alternativo(?! \(español\))/)).toBeInTheDocument();
  // The office's Spanish beside the English, drawn by the form from the schema.
  expect(screen.getByLabelText(/^Texto alternativo \(español\)/)).toBeInTheDocument();
  expect(screen.getByText('Elegir una imagen')).toBeInTheDocument();
  expect(screen.getByText('Los números menores van primero (el 0 es el primero).')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Agregar diapositiva' })).toBeInTheDocument();
  expect(screen.queryByText('Text alternative')).not.toBeInTheDocument();
});
