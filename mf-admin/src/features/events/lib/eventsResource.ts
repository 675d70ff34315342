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
  label: 'Events',
  // Spec: event lists run in ascending date order.
  list: (signal) => api.events.list(signal).then((events) => events.sort(compareEventStarts)),
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
  ],
  loadingText: 'Loading events...',
  emptyText: 'No events found.',
  loadErrorText: 'Failed to fetch events',
  remove: {
    call: (event) => api.events.remove(event.id),
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

function seats(event: ParishEvent): string {
  return `${event.registered_attendees} / ${event.max_attendees}`;
}
