import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProduct } from '@parish/shared-types/testing';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';
import { loadPaymentCatalog } from '@parish/shared-web/payments';
import { loadCatalog } from '../../lib/i18n';
import ShopPage from '../ShopPage';

const NOTE_ES =
  'Algunos textos de la parroquia en esta página aún no están traducidos y se muestran en inglés.';

const rosary = buildProduct({
  id: 1,
  title: 'Olive Wood Rosary',
  title_es: 'Rosario de madera de olivo',
  description: 'Hand-carved olive wood beads.',
  description_es: 'Cuentas de madera de olivo talladas a mano.',
  price: 12.5,
});
const mug = buildProduct({ id: 2, title: 'Parish Mug', description: 'A 12 oz ceramic mug.' });

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

const renderShop = async (language: 'en' | 'es') => {
  api = mockApi({ 'GET /api/shop/': { status: 200, body: [rosary, mug] } });
  renderWithProviders(<ShopPage />, {
    route: '/shop',
    ...(language === 'es'
      ? { translations: await translationsIn('es', loadCatalog, loadPaymentCatalog) }
      : {}),
  });
};

describe('the shop items the office translated', () => {
  it('in Spanish shows the office’s Spanish, and an untranslated item in English, marked and noted', async () => {
    await renderShop('es');

    const card = await screen.findByRole('article', { name: 'Rosario de madera de olivo' });
    expect(within(card).getByRole('heading')).not.toHaveAttribute('lang');
    expect(
      within(card).getByRole('img', { name: 'Rosario de madera de olivo' }),
    ).not.toHaveAttribute('lang');
    expect(
      within(card).getByText('Cuentas de madera de olivo talladas a mano.'),
    ).not.toHaveAttribute('lang');
    expect(screen.queryByText('Olive Wood Rosary')).toBeNull();

    const english = screen.getByRole('article', { name: 'Parish Mug' });
    expect(within(english).getByRole('heading')).toHaveAttribute('lang', 'en');
    expect(within(english).getByRole('img', { name: 'Parish Mug' })).toHaveAttribute('lang', 'en');
    expect(within(english).getByText('A 12 oz ceramic mug.')).toHaveAttribute('lang', 'en');
    expect(screen.getAllByText(NOTE_ES)).toHaveLength(1);
  });

  it('in Spanish names the item in Spanish on its button and in the purchase dialog', async () => {
    await renderShop('es');
    const card = await screen.findByRole('article', { name: 'Rosario de madera de olivo' });
    await userEvent.click(
      within(card).getByRole('button', { name: 'Comprar ahora: Rosario de madera de olivo' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Complete su compra' });
    expect(within(dialog).getByText('Rosario de madera de olivo')).not.toHaveAttribute('lang');
  });

  it('in Spanish marks an untranslated item’s title in the purchase dialog as English', async () => {
    await renderShop('es');
    const card = await screen.findByRole('article', { name: 'Parish Mug' });
    await userEvent.click(within(card).getByRole('button', { name: 'Comprar ahora: Parish Mug' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete su compra' });
    expect(within(dialog).getByText('Parish Mug')).toHaveAttribute('lang', 'en');
  });

  it('in English shows the English, with no mark and no note', async () => {
    await renderShop('en');
    const card = await screen.findByRole('article', { name: 'Olive Wood Rosary' });
    expect(within(card).getByRole('heading')).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { name: 'Parish Mug' })).not.toHaveAttribute('lang');
    expect(screen.queryByText('Rosario de madera de olivo')).toBeNull();
    expect(screen.queryByText(/not translated yet/)).toBeNull();
  });
});
