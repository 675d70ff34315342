import { parishContactSchema, parishStatementSchema } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { englishOnlyResource } from '../../../resources/lib/defineResource';

/**
 * The parish's name, address, phone, e-mail and office hours: one record
 * (id 1), edited in place. The footer, /about, the chat, the legal pages
 * and the mails show it.
 */
export const parishContactResource = englishOnlyResource({
  key: 'parishContact',
  calls: { list: 'public', edit: 'PUT /api/parish/contact/:id/' },
  label: 'Contact and office hours',
  list: api.parish.contact.list,
  recordId: (contact) => contact.id,
  recordLabel: () => 'contact and office hours',
  columns: [
    { header: 'Name', value: (contact) => contact.name },
    { header: 'Address', value: (contact) => contact.address },
    { header: 'Phone', value: (contact) => contact.phone },
    { header: 'Email', value: (contact) => contact.email },
    { header: 'Office hours', value: (contact) => contact.office_hours },
  ],
  loadingText: 'Loading contact details...',
  emptyText: 'No contact details found.',
  loadErrorText: 'Failed to fetch contact details',
  fields: {
    name: { label: 'Parish name', kind: 'text' },
    address: { label: 'Address', kind: 'text' },
    phone: { label: 'Phone', kind: 'tel' },
    email: { label: 'Email', kind: 'email' },
    office_hours: {
      label: 'Office hours',
      kind: 'text',
      hint: 'For example Monday to Friday, 9:00 AM to 4:00 PM',
    },
  },
  edit: {
    route: '/admin/parish/contact/:id',
    schema: parishContactSchema,
    load: (id, signal) => api.parish.contact.get(id, signal),
    save: (input, id) => api.parish.contact.update(id, input),
    title: 'Edit Contact and Office Hours',
    submitLabel: 'Save Contact Details',
    busyLabel: 'Saving...',
    successText: 'Contact details saved: the site shows them within a minute.',
    failureText: 'Failed to save the contact details',
    loadErrorText: 'Failed to load the contact details',
  },
});

/** The mission and vision: one record (id 1), shown on the home page and /about. */
export const parishStatementResource = englishOnlyResource({
  key: 'parishStatement',
  calls: { list: 'public', edit: 'PUT /api/parish/statement/:id/' },
  label: 'Mission and vision',
  list: api.parish.statement.list,
  recordId: (statement) => statement.id,
  recordLabel: () => 'mission and vision',
  columns: [
    { header: 'Mission', value: (statement) => statement.mission },
    { header: 'Vision', value: (statement) => statement.vision },
  ],
  loadingText: 'Loading mission and vision...',
  emptyText: 'No mission and vision found.',
  loadErrorText: 'Failed to fetch the mission and vision',
  fields: {
    mission: { label: 'Mission', kind: 'multiline', rows: 3 },
    vision: { label: 'Vision', kind: 'multiline', rows: 3 },
  },
  edit: {
    route: '/admin/parish/statement/:id',
    schema: parishStatementSchema,
    load: (id, signal) => api.parish.statement.get(id, signal),
    save: (input, id) => api.parish.statement.update(id, input),
    title: 'Edit Mission and Vision',
    submitLabel: 'Save Mission and Vision',
    busyLabel: 'Saving...',
    successText: 'Mission and vision saved: the site shows them within a minute.',
    failureText: 'Failed to save the mission and vision',
    loadErrorText: 'Failed to load the mission and vision',
  },
});
