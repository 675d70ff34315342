import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProduct } from '@parish/shared-types/testing';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadPaymentCatalog } from '@parish/shared-web/payments';
import { loadCatalog } from '../../lib/i18n';
import ShopPage from '../ShopPage';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

describe('the shop in Spanish', () => {
  it('names the page, its tab, the price and the purchase dialog in Spanish', async () => {
    api = mockApi({
      'GET /api/shop/': {
        status: 200,
        body: [buildProduct({ id: 1, title: 'Parish Prayer Book', price: 1250 })],
      },
    });
    renderWithProviders(<ShopPage />, {
      route: '/shop',
      translations: await translationsIn('es', loadCatalog, loadPaymentCatalog),
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Tienda parroquial' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Todos los artículos' })).toBeVisible();
    const book = await screen.findByRole('article', { name: 'Parish Prayer Book' });
    expect(within(book).getByText('$1,250.00')).toBeVisible();
    await userEvent.click(
      within(book).getByRole('button', { name: 'Comprar ahora: Parish Prayer Book' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Complete su compra' });
    expect(within(dialog).getByText('¿A dónde le enviamos su recibo?')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /^Su nombre/ })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Continuar al pago' })).toBeVisible();
    expect(screen.queryByText(/Church Shop|Buy Now|Complete Your Purchase/)).toBeNull();
  });
});
