import { scheduleEntrySchema, type ScheduleEntry } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { defineResource } from '../../../resources/lib/defineResource';
import type { ResourceContext } from '../../../resources/lib/resourceText';
import {
  dayNames,
  KIND_OPTIONS,
  LANGUAGE_OPTIONS,
  languageName,
  placeName,
  serviceName,
  WEEKDAY_OPTIONS,
} from './scheduleNames';

/** "Mass, Sun, Sat, 8:00 AM, Church": a weekly service as the office picks it out. */
export function entryLabel(entry: ScheduleEntry, context: ResourceContext): string {
  return context.t('admin.schedule.entries.recordLabel', {
    what: serviceName(entry, context),
    days: dayNames(entry.weekdays, context),
    time: context.format.time(entry.start_time),
    place: placeName(entry, context),
  });
}

/**
 * The weekly services the office keeps (issue 38): what, on which days, when,
 * in which language and where. The public schedule, its feed and the pages
 * are computed from these with the changes for one date applied.
 */
export const scheduleEntriesResource = defineResource({
  key: 'scheduleEntries',
  calls: {
    list: 'public',
    create: 'POST /api/schedule/entries/',
    edit: 'PUT /api/schedule/entries/:id/',
    remove: 'DELETE /api/schedule/entries/:id/',
  },
  label: 'admin.schedule.entries.label',
  list: api.schedule.entries.list,
  recordId: (entry) => entry.id,
  recordLabel: entryLabel,
  columns: [
    { header: 'admin.schedule.entries.what', value: serviceName },
    {
      header: 'admin.schedule.entries.days',
      value: (entry, context) => dayNames(entry.weekdays, context),
    },
    {
      header: 'admin.schedule.entries.time',
      // Sorted by the time of day; shown in the page's language's format.
      value: (entry) => entry.start_time,
      render: (entry, { format }) => format.time(entry.start_time),
    },
    {
      header: 'admin.schedule.fields.language',
      value: (entry, { t }) => t(languageName(entry.language)),
    },
    { header: 'admin.schedule.fields.place', value: placeName },
  ],
  loadingText: 'admin.schedule.entries.loading',
  emptyText: 'admin.schedule.entries.empty',
  loadErrorText: 'admin.schedule.entries.loadError',
  remove: {
    call: (entry) => api.schedule.entries.remove(entry.id),
    confirmTitle: 'admin.schedule.entries.delete.confirmTitle',
    doneText: 'admin.schedule.entries.delete.done',
    failureText: 'admin.schedule.entries.delete.failed',
  },
  fields: {
    kind: {
      label: 'admin.schedule.fields.kind',
      kind: 'select',
      options: KIND_OPTIONS,
      placeholder: 'admin.schedule.fields.kindPlaceholder',
    },
    title: {
      label: 'admin.schedule.fields.title',
      kind: 'text',
      hint: 'admin.schedule.fields.titleHint',
    },
    weekdays: {
      label: 'admin.schedule.entries.fields.weekdays',
      kind: 'checkboxes',
      options: WEEKDAY_OPTIONS,
    },
    start_time: { label: 'admin.schedule.entries.fields.startTime', kind: 'time' },
    duration_minutes: {
      label: 'admin.schedule.fields.duration',
      kind: 'integer',
      hint: 'admin.schedule.fields.durationHint',
    },
    language: {
      label: 'admin.schedule.fields.language',
      kind: 'select',
      options: LANGUAGE_OPTIONS,
      placeholder: 'admin.schedule.fields.languagePlaceholder',
    },
    place: {
      label: 'admin.schedule.fields.place',
      kind: 'text',
      hint: 'admin.schedule.fields.placeHint',
    },
    celebrant: {
      label: 'admin.schedule.entries.fields.celebrant',
      kind: 'text',
      hint: 'admin.schedule.entries.fields.celebrantHint',
    },
    notes: {
      label: 'admin.schedule.entries.fields.notes',
      kind: 'multiline',
      rows: 2,
      hint: 'admin.schedule.entries.fields.notesHint',
    },
    livestream_url: {
      label: 'admin.schedule.entries.fields.livestream',
      kind: 'text',
      hint: 'admin.schedule.entries.fields.livestreamHint',
    },
    featured: {
      label: 'admin.schedule.entries.fields.featured',
      kind: 'checkbox',
      hint: 'admin.schedule.entries.fields.featuredHint',
    },
  },
  create: {
    route: '/admin/schedule/add-service',
    schema: scheduleEntrySchema,
    save: (input) => api.schedule.entries.create(input),
    title: 'admin.schedule.entries.create.title',
    submitLabel: 'admin.schedule.entries.create.title',
    busyLabel: 'admin.schedule.busy.adding',
    successText: 'admin.schedule.entries.create.success',
    failureText: 'admin.schedule.entries.create.failed',
  },
  edit: {
    route: '/admin/schedule/services/edit/:id',
    schema: scheduleEntrySchema,
    load: (id, signal) => api.schedule.entries.get(id, signal),
    save: (input, id) => api.schedule.entries.update(id, input),
    title: 'admin.schedule.entries.edit.title',
    submitLabel: 'admin.schedule.entries.edit.submit',
    busyLabel: 'admin.schedule.busy.updating',
    successText: 'admin.schedule.entries.edit.success',
    failureText: 'admin.schedule.entries.edit.failed',
    loadErrorText: 'admin.schedule.entries.edit.loadError',
  },
});
