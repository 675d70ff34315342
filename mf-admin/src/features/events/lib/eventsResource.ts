import { compareEventStarts, eventInputSchema, type ParishEvent } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { defineResource } from '../../../resources/lib/defineResource';
import type { ResourceContext } from '../../../resources/lib/resourceText';

/**
 * Events. The edit form takes the event's id in navigation state, not the
 * path (spec: /admin/Edit-event; the route matches /admin/edit-event too),
 * and checks every field as creating does, so an emptied field is refused
 * rather than silently kept.
 */
export const eventsResource = defineResource({
  key: 'events',
  calls: {
    list: 'public',
    create: 'POST /api/events/',
    edit: 'PATCH /api/events/:id/',
    remove: 'DELETE /api/events/:id/',
  },
  label: 'admin.events.label',
  // Spec: event lists run in ascending date order.
  // A repeating event is one row (its first date), edited as a series.
  list: (signal) => api.events.listSeries(signal).then((events) => events.sort(compareEventStarts)),
  recordId: (event) => event.id,
  recordLabel: (event) => event.title,
  columns: [
    { header: 'admin.events.columns.title', value: (event) => event.title },
    {
      header: 'admin.events.columns.date',
      value: (event) => event.date,
      render: (event, { format }) => format.date(event.date),
    },
    {
      header: 'admin.events.columns.time',
      value: (event) => event.time,
      render: (event, { format }) => format.time(event.time),
    },
    { header: 'admin.events.columns.location', value: (event) => event.location },
    {
      header: 'admin.events.columns.price',
      value: (event) => event.price,
      render: (event, { format }) => format.ticketPrice(event.price),
    },
    {
      header: 'admin.events.columns.seats',
      value: (event) => event.registered_attendees,
      render: seats,
    },
    { header: 'admin.events.columns.repeats', value: repeatsText },
  ],
  loadingText: 'admin.events.loading',
  emptyText: 'admin.events.empty',
  loadErrorText: 'admin.events.loadError',
  remove: {
    call: (event) => api.events.remove(event.id),
    restore: (event) => api.trash.restore('event', event.id),
    confirmTitle: 'admin.events.delete.confirmTitle',
    doneText: 'admin.events.delete.done',
    failureText: 'admin.events.delete.failed',
  },
  fields: {
    title: { label: 'admin.events.fields.title', kind: 'text' },
    description: { label: 'admin.events.fields.description', kind: 'multiline' },
    date: { label: 'admin.events.fields.date', kind: 'date' },
    time: { label: 'admin.events.fields.time', kind: 'time' },
    location: { label: 'admin.events.fields.location', kind: 'text' },
    price: { label: 'admin.events.fields.price', kind: 'money' },
    max_attendees: { label: 'admin.events.fields.maxAttendees', kind: 'integer' },
    image: { label: 'admin.events.fields.image', kind: 'imageUrl' },
    registrationLink: { label: 'admin.events.fields.registrationLink', kind: 'text' },
    end_time: {
      label: 'admin.events.fields.endTime',
      kind: 'time',
      hint: 'admin.events.fields.endTimeHint',
    },
    repeat: {
      label: 'admin.events.fields.repeat',
      kind: 'select',
      options: [
        { value: 'none', label: 'admin.events.fields.repeatNone' },
        { value: 'weekly', label: 'admin.events.fields.repeatWeekly' },
        { value: 'monthly_weekday', label: 'admin.events.fields.repeatMonthly' },
      ],
    },
    repeat_until: {
      label: 'admin.events.fields.repeatUntil',
      kind: 'date',
      hint: 'admin.events.fields.repeatUntilHint',
    },
    repeat_count: { label: 'admin.events.fields.repeatCount', kind: 'integer' },
    repeat_exceptions: {
      label: 'admin.events.fields.repeatExceptions',
      kind: 'text',
      hint: 'admin.events.fields.repeatExceptionsHint',
    },
  },
  create: {
    route: '/admin/new-event',
    schema: eventInputSchema,
    save: (input) => api.events.create(input),
    title: 'admin.events.create.title',
    submitLabel: 'admin.events.create.submit',
    busyLabel: 'admin.events.create.busy',
    successText: 'admin.events.create.success',
    failureText: 'admin.events.create.failed',
  },
  edit: {
    route: '/admin/Edit-event',
    idFrom: 'state',
    schema: eventInputSchema,
    load: (id, signal) => api.events.get(id, signal),
    save: (input, id) => api.events.update(id, input),
    title: 'admin.events.edit.title',
    submitLabel: 'admin.events.edit.submit',
    busyLabel: 'admin.events.edit.busy',
    successText: 'admin.events.edit.success',
    failureText: 'admin.events.edit.failed',
    loadErrorText: 'admin.events.edit.loadError',
    missingIdText: 'admin.events.edit.missingId',
  },
});

/** How a series repeats, in a word and its end: 'Weekly, until Dec 20, 2026', 'Monthly, 6 times'. */
function repeatsText(event: ParishEvent, { t, format }: ResourceContext): string {
  const recurrence = event.recurrence;
  if (!recurrence) return '';
  const repeat = recurrence.repeat;
  return recurrence.until
    ? t('admin.events.repeats.until', { repeat, until: format.date(recurrence.until) })
    : t('admin.events.repeats.times', { repeat, count: String(recurrence.count ?? '') });
}

function seats(event: ParishEvent): string {
  return `${event.registered_attendees} / ${event.max_attendees}`;
}
