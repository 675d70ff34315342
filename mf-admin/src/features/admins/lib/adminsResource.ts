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
import { defineResource } from '../../../resources/lib/defineResource';

/** The roles as checkboxes (docs/roles.md), one or more. */
const rolesField: ResourceField = {
  label: 'admin.admins.fields.roles',
  kind: 'checkboxes',
  // shared-types' names of the roles, shown in the page's language (`resourceText`).
  options: ADMIN_ROLES.map((role) => ({ value: role, label: ADMIN_ROLE_LABELS[role] })),
  hint: 'admin.admins.fields.rolesHint',
};

/**
 * Admins, the dashboard's default tab ('users'). /admin/edit/{id} edits one;
 * /admin/edit without an id creates one (spec), like /admin/add-admin. The
 * API refuses deleting yourself, the last administrator or the last owner,
 * and says why. Owners alone see this tab (docs/roles.md); Set roles
 * changes an administrator's roles.
 */
export const adminsResource = defineResource({
  key: 'users',
  calls: {
    list: 'GET /api/admin/',
    create: 'POST /api/admin/',
    edit: 'PATCH /api/admin/:id/',
    remove: 'DELETE /api/admin/:id/',
  },
  label: 'admin.admins.label',
  list: api.admins.list,
  recordId: (admin) => admin.id,
  recordLabel: (admin) => admin.name,
  columns: [
    { header: 'admin.admins.columns.name', value: (admin) => admin.name },
    { header: 'admin.admins.columns.email', value: (admin) => admin.email },
    {
      header: 'admin.admins.columns.roles',
      value: (admin, { t }) =>
        admin.roles.map((role) => t('admin.admins.role', { role })).join(', '),
    },
  ],
  loadingText: 'admin.admins.loading',
  emptyText: 'admin.admins.empty',
  loadErrorText: 'admin.admins.loadError',
  remove: {
    call: (admin) => api.admins.remove(admin.id),
    confirmTitle: 'admin.admins.delete.confirmTitle',
    doneText: 'admin.admins.delete.done',
    failureText: 'admin.admins.delete.failed',
  },
  rowActions: [
    {
      label: 'admin.admins.setRoles.label',
      call: 'PUT /api/admin/:id/roles/',
      run: (admin, input) => api.admins.setRoles(admin.id, input as AdminRolesInput),
      formValues: (admin) => ({ roles: admin.roles }),
      form: {
        title: 'admin.admins.setRoles.title',
        schema: adminRolesSchema,
        fields: { roles: rolesField },
        submitLabel: 'admin.admins.setRoles.submit',
        busyLabel: 'admin.admins.setRoles.busy',
      },
      doneText: 'admin.admins.setRoles.done',
      failureText: 'admin.admins.setRoles.failed',
    },
  ],
  fields: {
    name: { label: 'admin.admins.fields.name', kind: 'text', autoComplete: 'name' },
    email: { label: 'admin.admins.fields.email', kind: 'email', autoComplete: 'off' },
    password: {
      label: 'admin.admins.fields.password',
      kind: 'password',
      autoComplete: 'new-password',
    },
    roles: rolesField,
  },
  create: {
    route: '/admin/add-admin',
    alsoAt: ['/admin/edit'],
    schema: adminCreateSchema,
    save: (input) => api.admins.create(input),
    title: 'admin.admins.create.title',
    submitLabel: 'admin.admins.create.submit',
    busyLabel: 'admin.admins.create.busy',
    successText: 'admin.admins.create.success',
    failureText: 'admin.admins.create.failed',
    networkText: 'admin.admins.noResponse',
  },
  edit: {
    route: '/admin/edit/:id',
    schema: adminUpdateSchema,
    load: (id, signal) => api.admins.get(id, signal),
    save: (input, id) => api.admins.update(id, input),
    title: 'admin.admins.edit.title',
    submitLabel: 'admin.admins.edit.submit',
    busyLabel: 'admin.admins.edit.busy',
    successText: 'admin.admins.edit.success',
    failureText: 'admin.admins.edit.failed',
    networkText: 'admin.admins.noResponse',
    loadErrorText: 'admin.admins.edit.loadError',
  },
});
