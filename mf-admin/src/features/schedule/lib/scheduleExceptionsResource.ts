import {
  localize,
  scheduleExceptionSchema,
  type ScheduleEntry,
  type ScheduleException,
} from '@parish/shared-types';
import { api } from '../../../lib/api';
import { dateColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';
import type { ResourceContext } from '../../../resources/lib/resourceText';
import { entryLabel, scheduleEntriesResource } from './scheduleEntriesResource';
import {
  CHANGE_OPTIONS,
  changeName,
  KIND_OPTIONS,
  LANGUAGE_OPTIONS,
  placeName,
  serviceName,
} from './scheduleNames';

/** A change as the list shows it: with the weekly service it changes, when it names one. */
type ScheduleExceptionRow = ScheduleException & { service?: ScheduleEntry };

/** The exceptions, each with its weekly service, so the list can name it (and search and export it). */
async function listExceptions(signal: AbortSignal): Promise<ScheduleExceptionRow[]> {
  // The changes first: the list is known by their path.
  const [exceptions, entries] = await Promise.all([
    api.schedule.exceptions.list(signal),
    api.schedule.entries.list(signal),
  ]);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return exceptions.map((exception) => {
    const service = exception.entry_id === null ? undefined : byId.get(exception.entry_id);
    return service ? { ...exception, service } : exception;
  });
}

/**
 * The service a change is about: the weekly one it cancels or moves, or
 * the added one's own name and place. A weekly service deleted since is
 * named by nothing but its change.
 */
function changedService(exception: ScheduleExceptionRow, context: ResourceContext): string {
  if (exception.service) return entryLabel(exception.service, context);
  if (exception.change !== 'added' || exception.kind === null) return '';
  const what = serviceName({ ...exception, kind: exception.kind }, context);
  const place = placeName(exception, context);
  return place ? `${what}, ${place}` : what;
}

/**
 * The changes for one date (issue 38): a weekly service cancelled or moved
 * to another time, or a service added (a holy day, Christmas, the Triduum).
 * The form has every field of the schema; each field's hint says which
 * changes it is for, and the API refuses a field a change needs left blank,
 * at that field.
 */
export const scheduleExceptionsResource = defineResource({
  key: 'scheduleExceptions',
  calls: {
    list: 'public',
    create: 'POST /api/schedule/exceptions/',
    edit: 'PUT /api/schedule/exceptions/:id/',
    remove: 'DELETE /api/schedule/exceptions/:id/',
  },
  label: 'admin.schedule.exceptions.label',
  list: listExceptions,
  recordId: (exception) => exception.id,
  recordLabel: (exception, context) =>
    context.t('admin.schedule.exceptions.recordLabel', {
      change: context.t(changeName(exception.change)),
      what: changedService(exception, context),
      date: context.format.date(exception.date),
    }),
  columns: [
    { header: 'admin.schedule.exceptions.service', value: changedService },
    dateColumn<ScheduleExceptionRow>(
      'admin.schedule.exceptions.date',
      (exception) => exception.date,
    ),
    {
      header: 'admin.schedule.exceptions.change',
      value: (exception, { t }) => t(changeName(exception.change)),
    },
    {
      header: 'admin.schedule.exceptions.newTime',
      value: (exception) => exception.start_time,
      render: (exception, { format }) =>
        exception.start_time === null ? '' : format.time(exception.start_time),
    },
    {
      header: 'admin.schedule.exceptions.note',
      value: (exception, { format }) => localize(exception, ['note'], format.language).note ?? '',
    },
  ],
  loadingText: 'admin.schedule.exceptions.loading',
  emptyText: 'admin.schedule.exceptions.empty',
  loadErrorText: 'admin.schedule.exceptions.loadError',
  remove: {
    call: (exception) => api.schedule.exceptions.remove(exception.id),
    confirmTitle: 'admin.schedule.exceptions.delete.confirmTitle',
    doneText: 'admin.schedule.exceptions.delete.done',
    failureText: 'admin.schedule.exceptions.delete.failed',
  },
  fields: {
    change: {
      label: 'admin.schedule.exceptions.fields.change',
      kind: 'select',
      options: CHANGE_OPTIONS,
      placeholder: 'admin.schedule.exceptions.fields.changePlaceholder',
      hint: 'admin.schedule.exceptions.fields.changeHint',
    },
    date: { label: 'admin.schedule.exceptions.fields.date', kind: 'date' },
    entry_id: {
      label: 'admin.schedule.exceptions.fields.service',
      kind: 'record',
      of: scheduleEntriesResource,
      placeholder: 'admin.schedule.exceptions.fields.servicePlaceholder',
      hint: 'admin.schedule.exceptions.fields.serviceHint',
    },
    start_time: {
      label: 'admin.schedule.exceptions.fields.startTime',
      kind: 'time',
      hint: 'admin.schedule.exceptions.fields.startTimeHint',
    },
    kind: {
      label: 'admin.schedule.fields.kind',
      kind: 'select',
      options: KIND_OPTIONS,
      placeholder: 'admin.schedule.fields.kindPlaceholder',
      hint: 'admin.schedule.exceptions.fields.addedOnly',
    },
    title: {
      label: 'admin.schedule.fields.title',
      kind: 'text',
      hint: 'admin.schedule.fields.titleHint',
    },
    duration_minutes: {
      label: 'admin.schedule.fields.duration',
      kind: 'integer',
      hint: 'admin.schedule.exceptions.fields.addedOnly',
    },
    language: {
      label: 'admin.schedule.fields.language',
      kind: 'select',
      options: LANGUAGE_OPTIONS,
      placeholder: 'admin.schedule.fields.languagePlaceholder',
      hint: 'admin.schedule.exceptions.fields.addedOnly',
    },
    place: {
      label: 'admin.schedule.fields.place',
      kind: 'text',
      hint: 'admin.schedule.exceptions.fields.addedOnly',
    },
    note: {
      label: 'admin.schedule.exceptions.fields.note',
      kind: 'text',
      hint: 'admin.schedule.exceptions.fields.noteHint',
    },
  },
  create: {
    route: '/admin/schedule/add-change',
    schema: scheduleExceptionSchema,
    save: (input) => api.schedule.exceptions.create(input),
    title: 'admin.schedule.exceptions.create.title',
    submitLabel: 'admin.schedule.exceptions.create.title',
    busyLabel: 'admin.schedule.busy.adding',
    successText: 'admin.schedule.exceptions.create.success',
    failureText: 'admin.schedule.exceptions.create.failed',
  },
  edit: {
    route: '/admin/schedule/changes/edit/:id',
    schema: scheduleExceptionSchema,
    load: (id, signal) => api.schedule.exceptions.get(id, signal),
    save: (input, id) => api.schedule.exceptions.update(id, input),
    title: 'admin.schedule.exceptions.edit.title',
    submitLabel: 'admin.schedule.exceptions.edit.submit',
    busyLabel: 'admin.schedule.busy.updating',
    successText: 'admin.schedule.exceptions.edit.success',
    failureText: 'admin.schedule.exceptions.edit.failed',
    loadErrorText: 'admin.schedule.exceptions.edit.loadError',
  },
});
