import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import { buildProduct } from '@parish/shared-types/testing';
import ShopPage from '../ShopPage';

const SHOP = 'GET /api/shop/';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

function renderShop() {
  return renderWithProviders(<ShopPage />, { route: '/shop' });
}

describe('Shop page', () => {
  it('shows a card per item with its image, title, description and price in dollars', async () => {
    api = mockApi({
      [SHOP]: {
        status: 200,
        body: [
          buildProduct({
            id: 1,
            title: 'Parish Prayer Book',
            description: 'Daily prayers and the order of Mass.',
            price: 12.5,
            image: 'https://images.example.org/prayer-book.jpg',
          }),
          buildProduct({
            id: 2,
            title: 'Olive Wood Rosary',
            description: 'Hand-carved beads from Bethlehem.',
            price: 8,
            image: 'https://images.example.org/rosary.jpg',
          }),
        ],
      },
    });
    renderShop();

    const book = await screen.findByRole('article', { name: 'Parish Prayer Book' });
    expect(within(book).getByRole('img', { name: 'Parish Prayer Book' })).toHaveAttribute(
      'src',
      'https://images.example.org/prayer-book.jpg',
    );
    expect(within(book).getByText('Daily prayers and the order of Mass.')).toBeInTheDocument();
    expect(within(book).getByText('$12.50')).toBeInTheDocument();

    const rosary = screen.getByRole('article', { name: 'Olive Wood Rosary' });
    expect(within(rosary).getByText('Hand-carved beads from Bethlehem.')).toBeInTheDocument();
    expect(within(rosary).getByText('$8.00')).toBeInTheDocument();
    expect(api.requests).toEqual([{ method: 'GET', url: '/api/shop/', body: undefined }]);
  });

  it('titles the page Church Shop with a selected All Items tab controlling the item panel', async () => {
    api = mockApi({ [SHOP]: { status: 200, body: [buildProduct()] } });
    renderShop();

    expect(screen.getByRole('heading', { level: 1, name: 'Church Shop' })).toBeInTheDocument();
    const tab = within(screen.getByRole('tablist')).getByRole('tab', { name: 'All Items' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'All Items' });
    expect(await within(panel).findByRole('article')).toBeInTheDocument();
  });

  it('explains how to buy in person instead of offering a Buy Now button before checkout exists', async () => {
    api = mockApi({ [SHOP]: { status: 200, body: [buildProduct()] } });
    renderShop();

    await screen.findByRole('article');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Online checkout is coming soon. To buy an item today, visit the parish office after Mass or call (555) 555-0100.',
    );
    expect(screen.queryByRole('button', { name: /buy/i })).not.toBeInTheDocument();
  });

  it('says Loading... while the items are on their way', () => {
    api = mockApi({ [SHOP]: 'never' });
    renderShop();

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the failure and loads the items again when Try again is pressed', async () => {
    let calls = 0;
    api = mockApi({
      [SHOP]: () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { message: 'Internal error' } }
          : { status: 200, body: [buildProduct({ title: 'Advent Candle Set' })] };
      },
    });
    renderShop();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load shop items.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('article', { name: 'Advent Candle Set' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
  });

  it('says the server cannot be reached when the connection drops', async () => {
    api = mockApi({ [SHOP]: 'network-error' });
    renderShop();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the parish server. Check your connection and try again.',
    );
  });

  it('says no items are available when the shop is empty', async () => {
    api = mockApi({ [SHOP]: { status: 200, body: [] } });
    renderShop();

    expect(await screen.findByText('No items are available right now.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
