import { screen, within } from '@testing-library/react';
import { buildProduct } from '@parish/shared-types/testing';
import { formatPrice } from '@parish/shared-web';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadCatalog } from '../../../lib/i18n';
import { ResourceTab } from '../../../resources/components/ResourceTab';
import type { AnyAdminResource } from '../../../resources/types';
import { shopResource } from '../lib/shopResource';

let api: ReturnType<typeof mockApi>;
afterEach(() => api.restore());

it('lists the shop items in Spanish, with their prices', async () => {
  api = mockApi({
    '*': { status: 200, body: [buildProduct({ title: 'Rosary', price: 12.5 })] },
  });
  renderWithProviders(<ResourceTab resource={shopResource as AnyAdminResource} />, {
    route: '/admin',
    translations: await translationsIn('es', loadCatalog),
  });

  const table = await screen.findByRole('table', { name: 'Tienda' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(expect.arrayContaining(['Título', 'Precio', 'Descripción']));
  expect(within(table).getByText(formatPrice(12.5, 'es'))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Agregar artículo a la tienda' })).toBeInTheDocument();
  expect(screen.queryByText('Add Shop Item')).not.toBeInTheDocument();
});
