import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productInputSchema, type Product } from '@parish/shared-types';
import { buildProduct } from '@parish/shared-types/testing';
import { formatPrice } from '@parish/shared-web';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import { api } from '../../../lib/api';
import { englishOnlyResource } from '../../lib/defineResource';
import type { AdminResource } from '../../types';
import { ResourceTab } from '../ResourceTab';

const form = {
  schema: productInputSchema,
  save: async () => undefined,
  submitLabel: 'Save',
  busyLabel: 'Saving...',
  successText: 'Saved',
  failureText: 'Failed to save',
};

/** The generic list on the shop's endpoints, with every option on. */
const items = englishOnlyResource({
  key: 'items',
  label: 'Items',
  calls: {
    list: 'public',
    create: 'POST /api/shop/',
    edit: 'PUT /api/shop/:id/',
    remove: 'DELETE /api/shop/:id/',
  },
  list: api.shop.list,
  recordId: (item) => item.id,
  recordLabel: (item) => item.title,
  columns: [
    { header: 'Title', value: (item) => item.title },
    { header: 'Price', value: (item) => item.price, render: (item) => formatPrice(item.price) },
  ],
  loadingText: 'Loading items...',
  emptyText: 'No items found.',
  loadErrorText: 'Failed to fetch items',
  csvFile: 'items',
  remove: {
    call: (item) => api.shop.remove(item.id),
    restore: (item) => api.trash.restore('shop_item', item.id),
    undo: true,
    doneText: 'Item deleted',
    failureText: 'Failed to delete item',
  },
  // The list links to the forms; it never draws their fields.
  create: { route: '/admin/add-item', title: 'Add Item', ...form },
  edit: {
    route: '/admin/items/:id',
    load: (id, signal) => api.shop.get(id, signal),
    loadErrorText: 'Failed to load item',
    title: 'Edit Item',
    ...form,
  },
});

const candle = buildProduct({ id: 1, title: 'Paschal Candle', price: 45 });
const rosary = buildProduct({ id: 2, title: 'Olive Wood Rosary', price: 12.5 });
const book = buildProduct({ id: 3, title: 'Prayer Book', price: 20 });

let mock: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  mock?.restore();
  mock = undefined;
});

function renderList(records: Product[], resource: AdminResource<Product> = items) {
  mock = mockApi({
    'GET /api/shop/': { status: 200, body: records },
    'DELETE /api/shop/1/': { status: 204 },
    'POST /api/trash/shop_item/1/restore/': {
      status: 200,
      body: { entity: 'shop_item', id: 1, label: 'Paschal Candle' },
    },
    'POST /api/audit/exports/': { status: 204 },
  });
  const view = renderWithProviders(<ResourceTab resource={resource} />, {
    route: '/admin',
    path: '/admin',
    routes: [{ path: '*', element: <h1>Elsewhere</h1> }],
  });
  return { ...view, user: userEvent.setup(), requests: mock.requests };
}

const titles = () => screen.queryAllByRole('rowheader').map((cell) => cell.textContent ?? '');
function read(blob: Blob | undefined, as: 'text' | 'bytes'): Promise<string | ArrayBuffer | null> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    if (!blob) reject(new Error('nothing was saved'));
    else if (as === 'text') reader.readAsText(blob);
    else reader.readAsArrayBuffer(blob);
  });
}

/** The text as a spreadsheet would read it (without the byte order mark). */
const readText = async (blob: Blob | undefined) => String(await read(blob, 'text'));
const readBytes = async (blob: Blob | undefined, count: number) => [
  ...new Uint8Array((await read(blob, 'bytes')) as ArrayBuffer).slice(0, count),
];

const deletes = (requests: { method: string }[]) =>
  requests.filter((request) => request.method === 'DELETE');

describe('a resource list', () => {
  it('finds records by any column as the administrator types, and says when none match', async () => {
    const { user } = renderList([candle, rosary, book]);
    await screen.findByRole('rowheader', { name: 'Paschal Candle' });

    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), 'rosary');
    expect(titles()).toEqual(['Olive Wood Rosary']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search items' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), '45');
    expect(titles()).toEqual(['Paschal Candle']);

    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), ' chalice');
    expect(screen.getByText('No items match “45 chalice”.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sorts by a column’s header, ascending then descending, and says so to screen readers', async () => {
    const { user } = renderList([candle, rosary, book]);
    await screen.findByRole('rowheader', { name: 'Paschal Candle' });
    expect(titles()).toEqual(['Paschal Candle', 'Olive Wood Rosary', 'Prayer Book']);

    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(titles()).toEqual(['Olive Wood Rosary', 'Prayer Book', 'Paschal Candle']);
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await user.click(screen.getByRole('button', { name: /Price/ }));
    expect(titles()).toEqual(['Paschal Candle', 'Prayer Book', 'Olive Wood Rosary']);
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('pages past 25 rows, and a new search starts again on the first page', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      buildProduct({ id: 100 + i, title: `Candle ${i + 1}`, price: 5 }),
    );
    const { user } = renderList(many);
    await screen.findByRole('rowheader', { name: 'Candle 1' });
    expect(titles()).toHaveLength(25);
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(titles()).toEqual(['Candle 26', 'Candle 27', 'Candle 28', 'Candle 29', 'Candle 30']);

    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), 'candle 2');
    expect(titles()[0]).toBe('Candle 2');
  });

  it('exports the records the search keeps as CSV, with the file named by date', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      saved.push({ name: '', blob });
      return 'blob:csv';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const last = saved.at(-1);
      if (last) last.name = this.download;
    });
    const { user } = renderList([candle, rosary, book]);
    await screen.findByRole('rowheader', { name: 'Paschal Candle' });

    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), 'pray');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(click).toHaveBeenCalledTimes(1);
    expect(saved[0]?.name).toMatch(/^items-\d{4}-\d{2}-\d{2}\.csv$/);
    const blob = saved[0]?.blob;
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    // The byte order mark first, so spreadsheets read the file as UTF-8.
    expect(await readBytes(blob, 3)).toEqual([0xef, 0xbb, 0xbf]);
    expect(await readText(blob)).toBe('Title,Price\r\nPrayer Book,20\r\n');
  });

  it('shows HTML typed into a record as text, never as markup', async () => {
    const typed = '<img src=x onerror="alert(1)"><b>Bold</b>';
    renderList([buildProduct({ id: 9, title: typed })]);

    const cell = await screen.findByRole('rowheader', { name: typed });
    expect(cell.textContent).toBe(typed);
    expect(within(screen.getByRole('table')).queryByRole('img')).not.toBeInTheDocument();
  });

  it('links to the add form and to each record’s edit form', async () => {
    const state = { ...items, edit: items.edit && { ...items.edit, idFrom: 'state' as const } };
    const { user, router } = renderList([candle], state);
    await screen.findByRole('rowheader', { name: 'Paschal Candle' });
    expect(screen.getByRole('link', { name: 'Add Item' })).toHaveAttribute(
      'href',
      '/admin/add-item',
    );

    await user.click(screen.getByRole('link', { name: 'Edit Paschal Candle' }));
    expect(router.state.location.pathname).toBe('/admin/items/:id');
    expect(router.state.location.state).toEqual({ id: 1 });
  });
});

describe('a delete with Undo (ministries, shop items)', () => {
  async function deleteCandle() {
    const view = renderList([candle, rosary]);
    await view.user.click(await screen.findByRole('button', { name: 'Delete Paschal Candle' }));
    return view;
  }

  it('takes the row away and sends the DELETE at once, offering Undo', async () => {
    const { requests } = await deleteCandle();

    expect(titles()).toEqual(['Olive Wood Rosary']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(deletes(requests)).toEqual([
        { method: 'DELETE', url: '/api/shop/1/', body: undefined },
      ]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Item deleted');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  });

  it('restores the record from the trash on Undo, and shows it again', async () => {
    const { user, requests } = await deleteCandle();
    await screen.findByRole('button', { name: 'Undo' });
    mock?.restore();
    const restored = mockApi({
      'GET /api/shop/': { status: 200, body: [candle, rosary] },
      'POST /api/trash/shop_item/1/restore/': {
        status: 200,
        body: { entity: 'shop_item', id: 1, label: 'Paschal Candle' },
      },
    });
    mock = restored;

    await user.click(screen.getByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('Restored')).toBeInTheDocument();
    expect(restored.requests.map((request) => `${request.method} ${request.url}`)).toContain(
      'POST /api/trash/shop_item/1/restore/',
    );
    await waitFor(() => expect(titles()).toEqual(['Paschal Candle', 'Olive Wood Rosary']));
    expect(deletes(requests)).toHaveLength(1);
  });

  it('says why when the Restore fails', async () => {
    const { user } = await deleteCandle();
    await screen.findByRole('button', { name: 'Undo' });
    mock?.restore();
    mock = mockApi({
      'POST /api/trash/shop_item/1/restore/': {
        status: 404,
        body: {
          message: 'Shop item 1 is not in the trash.',
          fields: { id: 'Shop item 1 is not in the trash.' },
        },
      },
    });

    await user.click(screen.getByRole('button', { name: 'Undo' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Shop item 1 is not in the trash.');
  });

  it('brings the row back with the reason when the delete fails', async () => {
    mock?.restore();
    mock = mockApi({
      'GET /api/shop/': { status: 200, body: [candle, rosary] },
      'DELETE /api/shop/1/': { status: 404, body: { message: 'Shop item not found' } },
    });
    renderWithProviders(<ResourceTab resource={items} />, { route: '/admin', path: '/admin' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Paschal Candle' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Shop item not found');
    expect(titles()).toEqual(['Paschal Candle', 'Olive Wood Rosary']);
  });
});

describe('a row action (the outbox’s Resend)', () => {
  /** The list with 'Put on sale' on the items above $20, which the action's call answers. */
  function renderWithAction(reply: () => Promise<unknown>) {
    const putOnSale = jest.fn((_item: Product) => reply());
    const resource: AdminResource<Product> = englishOnlyResource<Product>({
      ...items,
      rowActions: [
        {
          label: 'Put on sale',
          call: 'PUT /api/shop/:id/',
          visible: (item) => item.price > 20,
          run: putOnSale,
          doneText: 'Item put on sale',
          failureText: 'Failed to put the item on sale',
        },
      ],
    });
    return { ...renderList([candle, rosary], resource), putOnSale };
  }

  it('is offered, named with the record, only on the rows it applies to', async () => {
    renderWithAction(async () => undefined);
    await screen.findByRole('rowheader', { name: 'Paschal Candle' });
    expect(screen.getAllByRole('button', { name: /^Put on sale/ })).toEqual([
      screen.getByRole('button', { name: 'Put on sale Paschal Candle' }),
    ]);
    // The row without it keeps its other actions.
    expect(screen.getByRole('link', { name: 'Edit Olive Wood Rosary' })).toBeInTheDocument();
  });

  it('runs on its record, says it is done and loads the list again', async () => {
    const { user, putOnSale, requests } = renderWithAction(async () => undefined);
    await user.click(await screen.findByRole('button', { name: 'Put on sale Paschal Candle' }));

    expect(putOnSale).toHaveBeenCalledWith(candle);
    expect(await screen.findByRole('status')).toHaveTextContent('Item put on sale');
    await waitFor(() =>
      expect(requests.filter((request) => request.url === '/api/shop/')).toHaveLength(2),
    );
    expect(await screen.findByRole('rowheader', { name: 'Paschal Candle' })).toBeInTheDocument();
  });

  it('says it failed in its own words when the server does not explain, and keeps the list', async () => {
    const { user, requests } = renderWithAction(() => Promise.reject(new Error('boom')));
    const button = await screen.findByRole('button', { name: 'Put on sale Paschal Candle' });
    await user.click(button);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to put the item on sale');
    expect(button).toBeEnabled();
    expect(requests.filter((request) => request.url === '/api/shop/')).toHaveLength(1);
  });
});
