import { compareEventStarts, type ParishEvent } from '@parish/shared-types';
import { formatDate, formatTicketPrice, formatTime12h } from '@parish/shared-web';
import type { AdminResource } from '../../../resources/types';
import { deleteEvent, listEvents } from '../api/eventsApi';

/**
 * The dashboard's Events tab. The add (/admin/new-event) and edit
 * (/admin/Edit-event) screens arrive with their forms; they then plug in
 * through `create` and `edit`.
 */
export const eventsResource: AdminResource<ParishEvent> = {
  key: 'events',
  label: 'Events',
  // Spec: event lists run in ascending date order.
  list: (signal) => listEvents(signal).then((events) => [...events].sort(compareEventStarts)),
  remove: deleteEvent,
  recordId: (event) => event.id,
  recordLabel: (event) => event.title,
  columns: [
    { header: 'Title', render: (event) => event.title },
    { header: 'Date', render: (event) => formatDate(event.date) },
    { header: 'Time', render: (event) => formatTime12h(event.time) },
    { header: 'Location', render: (event) => event.location },
    { header: 'Price', render: (event) => formatTicketPrice(event.price) },
    {
      header: 'Seats',
      render: (event) => `${event.registered_attendees} / ${event.max_attendees}`,
    },
  ],
  confirmDelete: true,
  loadingText: 'Loading events...',
  emptyText: 'No events found.',
  loadErrorText: 'Failed to fetch events',
  deleteErrorText: 'Failed to delete event',
  deleteConfirmTitle: 'Delete event?',
  deletedText: 'Event deleted',
};
