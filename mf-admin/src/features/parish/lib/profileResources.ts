import { parishContactSchema, parishStatementSchema } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { defineResource } from '../../../resources/lib/defineResource';

/**
 * The parish's name, address, phone, e-mail and office hours: one record
 * (id 1), edited in place. The footer, /about, the chat, the legal pages
 * and the mails show it.
 */
export const parishContactResource = defineResource({
  key: 'parishContact',
  calls: { list: 'public', edit: 'PUT /api/parish/contact/:id/' },
  label: 'admin.parish.contact.label',
  list: api.parish.contact.list,
  recordId: (contact) => contact.id,
  recordLabel: (_contact, { t }) => t('admin.parish.contact.recordLabel'),
  columns: [
    { header: 'admin.parish.contact.name', value: (contact) => contact.name },
    { header: 'admin.parish.contact.address', value: (contact) => contact.address },
    { header: 'admin.parish.contact.phone', value: (contact) => contact.phone },
    { header: 'admin.parish.contact.email', value: (contact) => contact.email },
    { header: 'admin.parish.contact.officeHours', value: (contact) => contact.office_hours },
  ],
  loadingText: 'admin.parish.contact.loading',
  emptyText: 'admin.parish.contact.empty',
  loadErrorText: 'admin.parish.contact.loadError',
  fields: {
    name: { label: 'admin.parish.contact.fields.name', kind: 'text' },
    address: { label: 'admin.parish.contact.address', kind: 'text' },
    phone: { label: 'admin.parish.contact.phone', kind: 'tel' },
    email: { label: 'admin.parish.contact.email', kind: 'email' },
    office_hours: {
      label: 'admin.parish.contact.officeHours',
      kind: 'text',
      hint: 'admin.parish.contact.fields.officeHoursHint',
    },
  },
  edit: {
    route: '/admin/parish/contact/:id',
    schema: parishContactSchema,
    load: (id, signal) => api.parish.contact.get(id, signal),
    save: (input, id) => api.parish.contact.update(id, input),
    title: 'admin.parish.contact.edit.title',
    submitLabel: 'admin.parish.contact.edit.submit',
    busyLabel: 'admin.parish.busy.saving',
    successText: 'admin.parish.contact.edit.success',
    failureText: 'admin.parish.contact.edit.failed',
    loadErrorText: 'admin.parish.contact.edit.loadError',
  },
});

/** The mission and vision: one record (id 1), shown on the home page and /about. */
export const parishStatementResource = defineResource({
  key: 'parishStatement',
  calls: { list: 'public', edit: 'PUT /api/parish/statement/:id/' },
  label: 'admin.parish.statement.label',
  list: api.parish.statement.list,
  recordId: (statement) => statement.id,
  recordLabel: (_statement, { t }) => t('admin.parish.statement.recordLabel'),
  columns: [
    { header: 'admin.parish.statement.mission', value: (statement) => statement.mission },
    { header: 'admin.parish.statement.vision', value: (statement) => statement.vision },
  ],
  loadingText: 'admin.parish.statement.loading',
  emptyText: 'admin.parish.statement.empty',
  loadErrorText: 'admin.parish.statement.loadError',
  fields: {
    mission: { label: 'admin.parish.statement.mission', kind: 'multiline', rows: 3 },
    vision: { label: 'admin.parish.statement.vision', kind: 'multiline', rows: 3 },
  },
  edit: {
    route: '/admin/parish/statement/:id',
    schema: parishStatementSchema,
    load: (id, signal) => api.parish.statement.get(id, signal),
    save: (input, id) => api.parish.statement.update(id, input),
    title: 'admin.parish.statement.edit.title',
    submitLabel: 'admin.parish.statement.edit.submit',
    busyLabel: 'admin.parish.busy.saving',
    successText: 'admin.parish.statement.edit.success',
    failureText: 'admin.parish.statement.edit.failed',
    loadErrorText: 'admin.parish.statement.edit.loadError',
  },
});
