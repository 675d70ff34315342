import {
  ADMIN_ROLE_LABELS,
  ADMIN_ROLES,
  adminCreateSchema,
  adminRolesSchema,
  adminUpdateSchema,
  type AdminRolesInput,
} from '@parish/shared-types';
import type { ResourceField } from '../../../resources/types';
import { api } from '../../../lib/api';
import { englishOnlyResource } from '../../../resources/lib/defineResource';

const NO_RESPONSE = 'No response from server - check your network connection';

/** The roles as checkboxes (docs/roles.md), one or more. */
const rolesField: ResourceField<string> = {
  label: 'Roles',
  kind: 'checkboxes',
  options: ADMIN_ROLES.map((role) => ({ value: role, label: ADMIN_ROLE_LABELS[role] })),
  hint: 'Owners may do everything, including managing administrators.',
};

/**
 * Admins, the dashboard's default tab ('users'). /admin/edit/{id} edits one;
 * /admin/edit without an id creates one (spec), like /admin/add-admin. The
 * API refuses deleting yourself, the last administrator or the last owner,
 * and says why. Owners alone see this tab (docs/roles.md); Set roles
 * changes an administrator's roles.
 */
export const adminsResource = englishOnlyResource({
  key: 'users',
  calls: {
    list: 'GET /api/admin/',
    create: 'POST /api/admin/',
    edit: 'PATCH /api/admin/:id/',
    remove: 'DELETE /api/admin/:id/',
  },
  label: 'Admins',
  list: api.admins.list,
  recordId: (admin) => admin.id,
  recordLabel: (admin) => admin.name,
  columns: [
    { header: 'Name', value: (admin) => admin.name },
    { header: 'Email', value: (admin) => admin.email },
    { header: 'Roles', value: (admin) => admin.roles.join(', ') },
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
  rowActions: [
    {
      label: 'Set roles',
      call: 'PUT /api/admin/:id/roles/',
      run: (admin, input) => api.admins.setRoles(admin.id, input as AdminRolesInput),
      formValues: (admin) => ({ roles: admin.roles }),
      form: {
        title: 'Set roles',
        schema: adminRolesSchema,
        fields: { roles: rolesField },
        submitLabel: 'Save roles',
        busyLabel: 'Saving...',
      },
      doneText: 'Roles saved',
      failureText: 'Failed to save roles',
    },
  ],
  fields: {
    name: { label: 'Name', kind: 'text', autoComplete: 'name' },
    email: { label: 'Email', kind: 'email', autoComplete: 'off' },
    password: { label: 'Password', kind: 'password', autoComplete: 'new-password' },
    roles: rolesField,
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
