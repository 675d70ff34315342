import { compareEventStarts, eventInputSchema, type ParishEvent } from '@parish/shared-types';
import { formatDate, formatTicketPrice, formatTime12h } from '@parish/shared-web';
import { api } from '../../../lib/api';
import { defineResource } from '../../../resources/lib/defineResource';

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
  label: 'Events',
  // Spec: event lists run in ascending date order.
  // A repeating event is one row (its first date), edited as a series.
  list: (signal) => api.events.listSeries(signal).then((events) => events.sort(compareEventStarts)),
  recordId: (event) => event.id,
  recordLabel: (event) => event.title,
  columns: [
    { header: 'Title', value: (event) => event.title },
    { header: 'Date', value: (event) => event.date, render: (event) => formatDate(event.date) },
    { header: 'Time', value: (event) => event.time, render: (event) => formatTime12h(event.time) },
    { header: 'Location', value: (event) => event.location },
    {
      header: 'Price',
      value: (event) => event.price,
      render: (event) => formatTicketPrice(event.price),
    },
    { header: 'Seats', value: (event) => event.registered_attendees, render: seats },
    { header: 'Repeats', value: (event) => repeatsText(event) },
  ],
  loadingText: 'Loading events...',
  emptyText: 'No events found.',
  loadErrorText: 'Failed to fetch events',
  remove: {
    call: (event) => api.events.remove(event.id),
    restore: (event) => api.trash.restore('event', event.id),
    confirmTitle: 'Delete event?',
    doneText: 'Event deleted',
    failureText: 'Failed to delete event',
  },
  fields: {
    title: { label: 'Title', kind: 'text' },
    description: { label: 'Description', kind: 'multiline' },
    date: { label: 'Date', kind: 'date' },
    time: { label: 'Time', kind: 'time' },
    location: { label: 'Location', kind: 'text' },
    price: { label: 'Price', kind: 'money' },
    max_attendees: { label: 'Maximum attendees', kind: 'integer' },
    image: { label: 'Image URL', kind: 'imageUrl' },
    registrationLink: { label: 'Registration link', kind: 'text' },
    end_time: { label: 'End time', kind: 'time', hint: 'Optional: the same day.' },
    repeat: {
      label: 'Repeats',
      kind: 'select',
      options: [
        { value: 'none', label: 'Does not repeat' },
        { value: 'weekly', label: 'Every week, on the same weekday' },
        { value: 'monthly_weekday', label: 'Every month, on the same weekday (e.g. 2nd Sunday)' },
      ],
    },
    repeat_until: {
      label: 'Repeat until',
      kind: 'date',
      hint: 'A repeating event ends: give its last date, or a number of times.',
    },
    repeat_count: { label: 'Number of times', kind: 'integer' },
    repeat_exceptions: {
      label: 'Skip these dates',
      kind: 'text',
      hint: 'YYYY-MM-DD, separated by commas.',
    },
  },
  create: {
    route: '/admin/new-event',
    schema: eventInputSchema,
    save: (input) => api.events.create(input),
    title: 'Create Event',
    submitLabel: 'Create Event',
    busyLabel: 'Creating...',
    successText: 'Event Created',
    failureText: 'Failed to create event',
  },
  edit: {
    route: '/admin/Edit-event',
    idFrom: 'state',
    schema: eventInputSchema,
    load: (id, signal) => api.events.get(id, signal),
    save: (input, id) => api.events.update(id, input),
    title: 'Edit Event',
    submitLabel: 'Update Event',
    busyLabel: 'Updating...',
    successText: 'Event Updated',
    failureText: 'Failed to update event',
    loadErrorText: 'Failed to load event data.',
    missingIdText: 'No event ID provided.',
  },
});

const REPEATS: Record<string, string> = { weekly: 'Weekly', monthly_weekday: 'Monthly' };

function repeatsText(event: ParishEvent): string {
  const recurrence = event.recurrence;
  if (!recurrence) return '';
  const end = recurrence.until
    ? `until ${formatDate(recurrence.until)}`
    : `${recurrence.count ?? ''} times`;
  return `${REPEATS[recurrence.repeat] ?? ''}, ${end}`;
}

function seats(event: ParishEvent): string {
  return `${event.registered_attendees} / ${event.max_attendees}`;
}
