import { adminCreateSchema, adminUpdateSchema } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { defineResource } from '../../../resources/lib/defineResource';

const NO_RESPONSE = 'No response from server - check your network connection';

/**
 * Admins, the dashboard's default tab ('users'). /admin/edit/{id} edits one;
 * /admin/edit without an id creates one (spec), like /admin/add-admin. The
 * API refuses deleting yourself or the last administrator, and says why.
 */
export const adminsResource = defineResource({
  key: 'users',
  label: 'Admins',
  list: api.admins.list,
  recordId: (admin) => admin.id,
  recordLabel: (admin) => admin.name,
  columns: [
    { header: 'Name', value: (admin) => admin.name },
    { header: 'Email', value: (admin) => admin.email },
  ],
  loadingText: 'Loading admins...',
  emptyText: 'No admins found.',
  loadErrorText: 'Failed to fetch admins',
  remove: {
    call: (admin) => api.admins.remove(admin.id),
    confirmTitle: 'Delete admin?',
    doneText: 'Admin deleted',
    failureText: 'Failed to delete admin',
  },
  fields: {
    name: { label: 'Name', kind: 'text', autoComplete: 'name' },
    email: { label: 'Email', kind: 'email', autoComplete: 'off' },
    password: { label: 'Password', kind: 'password', autoComplete: 'new-password' },
  },
  create: {
    route: '/admin/add-admin',
    alsoAt: ['/admin/edit'],
    schema: adminCreateSchema,
    save: (input) => api.admins.create(input),
    title: 'Add Admin',
    submitLabel: 'Create Admin',
    busyLabel: 'Creating...',
    successText: 'Admin Created',
    failureText: 'Failed to create admin',
    networkText: NO_RESPONSE,
  },
  edit: {
    route: '/admin/edit/:id',
    schema: adminUpdateSchema,
    load: (id, signal) => api.admins.get(id, signal),
    save: (input, id) => api.admins.update(id, input),
    title: 'Edit Admin',
    submitLabel: 'Update Admin',
    busyLabel: 'Updating...',
    successText: 'Admin Updated',
    failureText: 'Failed to process request',
    networkText: NO_RESPONSE,
    loadErrorText: 'Could not load admin details',
  },
});
