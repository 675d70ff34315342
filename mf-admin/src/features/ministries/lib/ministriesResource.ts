import { ministryInputSchema } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { englishOnlyResource } from '../../../resources/lib/defineResource';

/** Ministries: all six fields required; deleted at once, with Undo (spec section 5). */
export const ministriesResource = englishOnlyResource({
  key: 'ministries',
  calls: {
    list: 'public',
    create: 'POST /api/ministries/',
    edit: 'PUT /api/ministries/:id/',
    remove: 'DELETE /api/ministries/:id/',
  },
  label: 'Ministries',
  list: api.ministries.list,
  recordId: (ministry) => ministry.id,
  recordLabel: (ministry) => ministry.title,
  columns: [
    { header: 'Title', value: (ministry) => ministry.title },
    { header: 'Leader', value: (ministry) => ministry.leader },
    { header: 'Schedule', value: (ministry) => ministry.schedule },
    { header: 'Location', value: (ministry) => ministry.location },
  ],
  loadingText: 'Loading ministries...',
  emptyText: 'No ministries found.',
  loadErrorText: 'Failed to fetch ministries',
  remove: {
    call: (ministry) => api.ministries.remove(ministry.id),
    restore: (ministry) => api.trash.restore('ministry', ministry.id),
    undo: true,
    doneText: 'Ministry deleted',
    failureText: 'Failed to delete ministry',
  },
  fields: {
    title: { label: 'Title', kind: 'text' },
    description: { label: 'Description', kind: 'multiline' },
    image: { label: 'Image URL', kind: 'imageUrl' },
    leader: { label: 'Leader', kind: 'text' },
    schedule: { label: 'Schedule', kind: 'text' },
    location: { label: 'Location', kind: 'text' },
  },
  create: {
    route: '/admin/add-ministry',
    schema: ministryInputSchema,
    save: (input) => api.ministries.create(input),
    title: 'Add Ministry',
    submitLabel: 'Add Ministry',
    busyLabel: 'Adding...',
    successText: 'Ministry Added',
    failureText: 'Failed to add ministry',
  },
  edit: {
    route: '/admin/ministries/edit/:id',
    schema: ministryInputSchema,
    load: (id, signal) => api.ministries.get(id, signal),
    save: (input, id) => api.ministries.update(id, input),
    title: 'Edit Ministry',
    submitLabel: 'Update Ministry',
    busyLabel: 'Updating...',
    successText: 'Ministry Updated',
    failureText: 'Failed to update ministry.',
    loadErrorText: 'Unable to load ministry data.',
  },
});
