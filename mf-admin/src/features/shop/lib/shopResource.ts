import { productInputSchema, type Product } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { priceColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';

/** Shop items: deleted at once, with Undo (spec section 5). */
export const shopResource = defineResource({
  key: 'shop',
  calls: {
    list: 'public',
    create: 'POST /api/shop/',
    edit: 'PUT /api/shop/:id/',
    remove: 'DELETE /api/shop/:id/',
  },
  label: 'admin.shop.label',
  list: api.shop.list,
  recordId: (item) => item.id,
  recordLabel: (item) => item.title,
  columns: [
    { header: 'admin.shop.title', value: (item) => item.title },
    priceColumn('admin.shop.price', (item: Product) => item.price),
    { header: 'admin.shop.description', value: (item) => item.description },
  ],
  loadingText: 'admin.shop.loading',
  emptyText: 'admin.shop.empty',
  loadErrorText: 'admin.shop.loadError',
  remove: {
    call: (item) => api.shop.remove(item.id),
    restore: (item) => api.trash.restore('shop_item', item.id),
    undo: true,
    doneText: 'admin.shop.delete.done',
    failureText: 'admin.shop.delete.failed',
  },
  fields: {
    title: { label: 'admin.shop.title', kind: 'text' },
    description: { label: 'admin.shop.description', kind: 'multiline' },
    price: { label: 'admin.shop.price', kind: 'money' },
    image: { label: 'admin.shop.fields.image', kind: 'imageUrl' },
  },
  create: {
    route: '/admin/add-item',
    schema: productInputSchema,
    save: (input) => api.shop.create(input),
    title: 'admin.shop.create.title',
    submitLabel: 'admin.shop.create.submit',
    busyLabel: 'admin.shop.create.busy',
    successText: 'admin.shop.create.success',
    failureText: 'admin.shop.create.failed',
  },
  edit: {
    route: '/admin/shop/edit/:id',
    schema: productInputSchema,
    load: (id, signal) => api.shop.get(id, signal),
    save: (input, id) => api.shop.update(id, input),
    title: 'admin.shop.edit.title',
    submitLabel: 'admin.shop.edit.submit',
    busyLabel: 'admin.shop.edit.busy',
    successText: 'admin.shop.edit.success',
    failureText: 'admin.shop.edit.failed',
    loadErrorText: 'admin.shop.edit.loadError',
  },
});
