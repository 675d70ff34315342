import {
  sacramentSearchSchema,
  sacramentUpdateSchema,
  type SacramentRequest,
  type SacramentRequestSummary,
  type SacramentSearch,
} from '@parish/shared-types/sacraments';
import { api } from '../../../lib/api';
import { dateColumn, dateTimeColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';
import { SacramentRequestDetails } from '../components/SacramentRequestDetails';
import { KIND_OPTIONS, sacramentName, STATUS_OPTIONS, statusName } from './sacramentNames';

/**
 * The sacrament requests' queue (docs/sacraments.md): one sacrament and one
 * status at a time, newest first. Opening a request shows what the family
 * sent and its documents above the office's form: status, who takes it,
 * private notes, and when and where once scheduled (the family is then
 * mailed). Only owners and the sacraments role see it; the API records
 * every listing, read and change.
 */
export const sacramentsResource = defineResource({
  key: 'sacraments',
  calls: { list: 'GET /api/sacraments/', edit: 'PATCH /api/sacraments/:id/' },
  label: 'admin.sacraments.label',
  list: (signal, filter) => api.sacraments.list((filter ?? {}) as SacramentSearch, signal),
  filter: {
    schema: sacramentSearchSchema,
    label: 'admin.sacraments.filter',
    fields: {
      kind: {
        label: 'admin.sacraments.columns.sacrament',
        kind: 'select',
        options: [{ value: '', label: 'admin.sacraments.allKinds' }, ...KIND_OPTIONS],
      },
      status: {
        label: 'admin.sacraments.columns.status',
        kind: 'select',
        options: [{ value: '', label: 'admin.sacraments.allStatuses' }, ...STATUS_OPTIONS],
      },
    },
    initialValues: { kind: '', status: '' },
    submitLabel: 'admin.sacraments.show',
  },
  recordId: (request) => request.id,
  recordLabel: (request, { t }) =>
    t('admin.sacraments.recordLabel', {
      id: String(request.id),
      sacrament: t(sacramentName(request.kind)),
    }),
  columns: [
    {
      header: 'admin.sacraments.columns.requester',
      value: (request: SacramentRequestSummary) => request.requester_name,
    },
    {
      header: 'admin.sacraments.columns.sacrament',
      value: (request, { t }) => t(sacramentName(request.kind)),
    },
    {
      header: 'admin.sacraments.columns.status',
      value: (request, { t }) => t(statusName(request.status)),
    },
    {
      header: 'admin.sacraments.columns.assignedTo',
      value: (request) => request.assigned_to ?? '',
    },
    dateColumn(
      'admin.sacraments.columns.scheduled',
      (request: SacramentRequestSummary) => request.scheduled_date,
    ),
    dateTimeColumn(
      'admin.sacraments.columns.received',
      (request: SacramentRequestSummary) => request.created_at,
    ),
  ],
  loadingText: 'admin.sacraments.loading',
  emptyText: 'admin.sacraments.empty',
  loadErrorText: 'admin.sacraments.loadError',
  csvFile: 'sacrament-requests',
  fields: {
    status: { label: 'admin.sacraments.columns.status', kind: 'select', options: STATUS_OPTIONS },
    assigned_to: {
      label: 'admin.sacraments.fields.assignedTo',
      kind: 'text',
      hint: 'admin.sacraments.fields.assignedToHint',
    },
    notes: {
      label: 'admin.sacraments.fields.notes',
      kind: 'multiline',
      rows: 3,
      hint: 'admin.sacraments.fields.notesHint',
    },
    scheduled_date: {
      label: 'admin.sacraments.fields.scheduledDate',
      kind: 'date',
      hint: 'admin.sacraments.fields.scheduledHint',
    },
    scheduled_time: { label: 'admin.sacraments.fields.scheduledTime', kind: 'time' },
    scheduled_place: { label: 'admin.sacraments.fields.scheduledPlace', kind: 'text' },
  },
  edit: {
    route: '/admin/sacraments/:id',
    schema: sacramentUpdateSchema,
    load: (id, signal) => api.sacraments.get(id, signal),
    save: (input, id) => api.sacraments.update(id, input),
    details: (request: SacramentRequest) => <SacramentRequestDetails request={request} />,
    title: 'admin.sacraments.edit.title',
    submitLabel: 'admin.sacraments.edit.submit',
    busyLabel: 'admin.sacraments.edit.saving',
    successText: 'admin.sacraments.edit.success',
    failureText: 'admin.sacraments.edit.failed',
    loadErrorText: 'admin.sacraments.edit.loadError',
  },
});
