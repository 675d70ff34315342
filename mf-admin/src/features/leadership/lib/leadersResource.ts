import { leaderEditSchema, leaderInputSchema } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { englishOnlyResource } from '../../../resources/lib/defineResource';

/** The leadership team (spec: the image is optional when editing: left blank, it stays). */
export const leadersResource = englishOnlyResource({
  key: 'leadership',
  calls: {
    list: 'public',
    create: 'POST /api/leadership/',
    edit: 'PATCH /api/leadership/:id/',
    remove: 'DELETE /api/leadership/:id/',
  },
  label: 'Leadership',
  list: api.leadership.list,
  recordId: (leader) => leader.id,
  recordLabel: (leader) => leader.name,
  columns: [
    { header: 'Name', value: (leader) => leader.name },
    { header: 'Title', value: (leader) => leader.title },
    { header: 'Email', value: (leader) => leader.contact_email },
  ],
  loadingText: 'Loading leadership team...',
  emptyText: 'No leaders found.',
  loadErrorText: 'Failed to fetch leadership data',
  remove: {
    call: (leader) => api.leadership.remove(leader.id),
    restore: (leader) => api.trash.restore('leader', leader.id),
    confirmTitle: 'Delete leader?',
    doneText: 'Leader deleted',
    failureText: 'Failed to delete leader',
  },
  fields: {
    name: { label: 'Name', kind: 'text' },
    title: { label: 'Title', kind: 'text' },
    bio: { label: 'Bio', kind: 'multiline' },
    contact_email: { label: 'Contact email', kind: 'email' },
    image: { label: 'Image URL', kind: 'imageUrl', hint: 'Left blank, the current image stays.' },
    facebook: { label: 'Facebook', kind: 'text' },
    twitter: { label: 'Twitter/Instagram', kind: 'text' },
  },
  create: {
    route: '/admin/add-leader',
    schema: leaderInputSchema,
    save: (input) => api.leadership.create(input),
    title: 'Add Leader',
    submitLabel: 'Add Leader',
    busyLabel: 'Adding...',
    successText: 'Leader Added',
    failureText: 'Failed to add leader',
  },
  edit: {
    route: '/admin/leaders/edit/:id',
    schema: leaderEditSchema,
    load: (id, signal) => api.leadership.get(id, signal),
    save: (input, id) => api.leadership.update(id, input),
    title: 'Edit Leader',
    submitLabel: 'Update Leader',
    busyLabel: 'Updating...',
    successText: 'Leader Updated',
    failureText: 'Failed to update leader',
    loadErrorText: 'Failed to load leader data',
  },
});
