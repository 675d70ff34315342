import { ministryInputSchema } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { defineResource } from '../../../resources/lib/defineResource';

/** Ministries: all six fields required; deleted at once, with Undo (spec section 5). */
export const ministriesResource = defineResource({
  key: 'ministries',
  calls: {
    list: 'public',
    create: 'POST /api/ministries/',
    edit: 'PUT /api/ministries/:id/',
    remove: 'DELETE /api/ministries/:id/',
  },
  label: 'admin.ministries.label',
  list: api.ministries.list,
  recordId: (ministry) => ministry.id,
  recordLabel: (ministry) => ministry.title,
  columns: [
    { header: 'admin.ministries.title', value: (ministry) => ministry.title },
    { header: 'admin.ministries.leader', value: (ministry) => ministry.leader },
    { header: 'admin.ministries.schedule', value: (ministry) => ministry.schedule },
    { header: 'admin.ministries.location', value: (ministry) => ministry.location },
  ],
  loadingText: 'admin.ministries.loading',
  emptyText: 'admin.ministries.empty',
  loadErrorText: 'admin.ministries.loadError',
  remove: {
    call: (ministry) => api.ministries.remove(ministry.id),
    restore: (ministry) => api.trash.restore('ministry', ministry.id),
    undo: true,
    doneText: 'admin.ministries.delete.done',
    failureText: 'admin.ministries.delete.failed',
  },
  fields: {
    title: { label: 'admin.ministries.title', kind: 'text' },
    description: { label: 'admin.ministries.fields.description', kind: 'multiline' },
    image: { label: 'admin.ministries.fields.image', kind: 'imageUrl' },
    leader: { label: 'admin.ministries.leader', kind: 'text' },
    schedule: { label: 'admin.ministries.schedule', kind: 'text' },
    location: { label: 'admin.ministries.location', kind: 'text' },
  },
  create: {
    route: '/admin/add-ministry',
    schema: ministryInputSchema,
    save: (input) => api.ministries.create(input),
    title: 'admin.ministries.create.title',
    submitLabel: 'admin.ministries.create.title',
    busyLabel: 'admin.ministries.create.busy',
    successText: 'admin.ministries.create.success',
    failureText: 'admin.ministries.create.failed',
  },
  edit: {
    route: '/admin/ministries/edit/:id',
    schema: ministryInputSchema,
    load: (id, signal) => api.ministries.get(id, signal),
    save: (input, id) => api.ministries.update(id, input),
    title: 'admin.ministries.edit.title',
    submitLabel: 'admin.ministries.edit.submit',
    busyLabel: 'admin.ministries.edit.busy',
    successText: 'admin.ministries.edit.success',
    failureText: 'admin.ministries.edit.failed',
    loadErrorText: 'admin.ministries.edit.loadError',
  },
});
