import { productInputSchema, type Product } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { priceColumn } from '../../../resources/lib/columns';
import { englishOnlyResource } from '../../../resources/lib/defineResource';

/** Shop items: deleted at once, with Undo (spec section 5). */
export const shopResource = englishOnlyResource({
  key: 'shop',
  calls: {
    list: 'public',
    create: 'POST /api/shop/',
    edit: 'PUT /api/shop/:id/',
    remove: 'DELETE /api/shop/:id/',
  },
  label: 'Shop',
  list: api.shop.list,
  recordId: (item) => item.id,
  recordLabel: (item) => item.title,
  columns: [
    { header: 'Title', value: (item) => item.title },
    priceColumn('Price', (item: Product) => item.price),
    { header: 'Description', value: (item) => item.description },
  ],
  loadingText: 'Loading shop items...',
  emptyText: 'No shop items found.',
  loadErrorText: 'Failed to fetch shop items',
  remove: {
    call: (item) => api.shop.remove(item.id),
    restore: (item) => api.trash.restore('shop_item', item.id),
    undo: true,
    doneText: 'Shop item deleted',
    failureText: 'Failed to delete shop item',
  },
  fields: {
    title: { label: 'Title', kind: 'text' },
    description: { label: 'Description', kind: 'multiline' },
    price: { label: 'Price', kind: 'money' },
    image: { label: 'Image URL', kind: 'imageUrl' },
  },
  create: {
    route: '/admin/add-item',
    schema: productInputSchema,
    save: (input) => api.shop.create(input),
    title: 'Add Shop Item',
    submitLabel: 'Add Item',
    busyLabel: 'Adding...',
    successText: 'Shop Item Added',
    failureText: 'Failed to add shop item',
  },
  edit: {
    route: '/admin/shop/edit/:id',
    schema: productInputSchema,
    load: (id, signal) => api.shop.get(id, signal),
    save: (input, id) => api.shop.update(id, input),
    title: 'Edit Shop Item',
    submitLabel: 'Update Item',
    busyLabel: 'Updating...',
    successText: 'Shop Item Updated',
    failureText: 'Failed to update shop item',
    loadErrorText: 'Failed to load item data',
  },
});
