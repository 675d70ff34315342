import { leaderEditSchema, leaderInputSchema } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { defineResource } from '../../../resources/lib/defineResource';

/** The leadership team (spec: the image is optional when editing: left blank, it stays). */
export const leadersResource = defineResource({
  key: 'leadership',
  calls: {
    list: 'public',
    create: 'POST /api/leadership/',
    edit: 'PATCH /api/leadership/:id/',
    remove: 'DELETE /api/leadership/:id/',
  },
  label: 'admin.leadership.label',
  list: api.leadership.list,
  recordId: (leader) => leader.id,
  recordLabel: (leader) => leader.name,
  columns: [
    { header: 'admin.leadership.name', value: (leader) => leader.name },
    { header: 'admin.leadership.title', value: (leader) => leader.title },
    { header: 'admin.leadership.email', value: (leader) => leader.contact_email },
  ],
  loadingText: 'admin.leadership.loading',
  emptyText: 'admin.leadership.empty',
  loadErrorText: 'admin.leadership.loadError',
  remove: {
    call: (leader) => api.leadership.remove(leader.id),
    restore: (leader) => api.trash.restore('leader', leader.id),
    confirmTitle: 'admin.leadership.delete.confirmTitle',
    doneText: 'admin.leadership.delete.done',
    failureText: 'admin.leadership.delete.failed',
  },
  fields: {
    name: { label: 'admin.leadership.name', kind: 'text' },
    title: { label: 'admin.leadership.title', kind: 'text' },
    bio: { label: 'admin.leadership.fields.bio', kind: 'multiline' },
    contact_email: { label: 'admin.leadership.fields.contactEmail', kind: 'email' },
    image: {
      label: 'admin.leadership.fields.image',
      kind: 'imageUrl',
      hint: 'admin.leadership.fields.imageHint',
    },
    facebook: { label: 'admin.leadership.fields.facebook', kind: 'text' },
    twitter: { label: 'admin.leadership.fields.twitter', kind: 'text' },
  },
  create: {
    route: '/admin/add-leader',
    schema: leaderInputSchema,
    save: (input) => api.leadership.create(input),
    title: 'admin.leadership.create.title',
    submitLabel: 'admin.leadership.create.title',
    busyLabel: 'admin.leadership.create.busy',
    successText: 'admin.leadership.create.success',
    failureText: 'admin.leadership.create.failed',
  },
  edit: {
    route: '/admin/leaders/edit/:id',
    schema: leaderEditSchema,
    load: (id, signal) => api.leadership.get(id, signal),
    save: (input, id) => api.leadership.update(id, input),
    title: 'admin.leadership.edit.title',
    submitLabel: 'admin.leadership.edit.submit',
    busyLabel: 'admin.leadership.edit.busy',
    successText: 'admin.leadership.edit.success',
    failureText: 'admin.leadership.edit.failed',
    loadErrorText: 'admin.leadership.edit.loadError',
  },
});
