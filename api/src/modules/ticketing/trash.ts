import type { TrashKind } from '../platform';
import { events } from './tables';
import { deleteBookingsOfEvent } from './bookings/repository';

/** What of the ticketing module can be in the trash: events. */
export const ticketingTrashKinds = {
  event: {
    entity: 'event',
    table: events,
    labelColumn: events.title,
    // Only cancelled bookings can remain (a live booking keeps its event out of the trash).
    beforePurge: deleteBookingsOfEvent,
  },
} satisfies Record<string, TrashKind>;
