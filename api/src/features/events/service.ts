import {
  EVENT_NOT_FOUND_MESSAGE,
  type EventInput,
  type EventPatch,
  type ParishEvent,
} from '@parish/shared-types';
import type { Database } from '../../db';
import { commitIfOk, conflict, invalid, notFound, ok, type Result } from '../../lib/result';
import {
  countActiveBookingsOfEvent,
  deleteBookingsOfEvent,
  lockBookingsOfEvent,
} from '../bookings/repository';
import {
  deleteEventRow,
  findEvent,
  findEventByTitleOn,
  insertEvent,
  lockEvent,
  lockSampleEvent,
  toEventJson,
  updateEventRow,
} from './repository';
import { nextChristmas, SAMPLE_EVENT } from './sample-event';
import type { Outbox } from '../mail/outbox';
import { offerFreedSeats, type OfferTerms } from '../waitlist/offers';

export { listEvents } from './repository';

const maxBelowRegisteredMessage = (registered: number) =>
  `Max attendees cannot be lower than the ${registered} seats already booked.`;

export const EVENT_HAS_BOOKINGS_MESSAGE =
  'This event has bookings, so it cannot be deleted. Change its details instead, or cancel its bookings first.';

export async function getEvent(db: Database, id: number): Promise<Result<ParishEvent>> {
  const row = await findEvent(db, id);
  return row ? ok(toEventJson(row)) : notFound(EVENT_NOT_FOUND_MESSAGE);
}

export function createEvent(db: Database, input: EventInput): Promise<ParishEvent> {
  return insertEvent(db, input);
}

/**
 * Adds the spec's sample event on the next 25 December after `today`,
 * unless an event of its title is on that date already (renamed, moved or
 * deleted, it is added again). Answers the event added, or undefined.
 * Instances checking at the same moment add it once.
 */
export function ensureSampleEvent(db: Database, today: string): Promise<ParishEvent | undefined> {
  const date = nextChristmas(today);
  return db.transaction(async (tx) => {
    await lockSampleEvent(tx);
    if (await findEventByTitleOn(tx, SAMPLE_EVENT.title, date)) return undefined;
    const { registeredAttendees, ...input } = SAMPLE_EVENT;
    return insertEvent(tx, { ...input, date }, registeredAttendees);
  });
}

/**
 * Applies a partial edit. Lowering `max_attendees` below the seats already
 * taken is refused; the row is locked so a booking cannot slip in between
 * the check and the write.
 */
export function updateEvent(
  db: Database,
  id: number,
  patch: EventPatch,
  waitlist: { outbox: Outbox; terms: OfferTerms },
): Promise<Result<ParishEvent>> {
  return commitIfOk(db, async (tx) => {
    const current = await lockEvent(tx, id);
    if (!current) return notFound(EVENT_NOT_FOUND_MESSAGE);
    if (patch.max_attendees !== undefined && patch.max_attendees < current.registeredAttendees) {
      return invalid(maxBelowRegisteredMessage(current.registeredAttendees), 'max_attendees');
    }
    const updated = await updateEventRow(tx, id, patch);
    // Capacity raised: the new seats go to those waiting first, in join order.
    if (patch.max_attendees !== undefined && patch.max_attendees > current.maxAttendees) {
      if ((await offerFreedSeats(tx, waitlist.outbox, id, waitlist.terms)) > 0) {
        const row = await findEvent(tx, id);
        if (row) return ok(toEventJson(row));
      }
    }
    return ok(updated);
  });
}

/**
 * Deletes an event. One with pending or confirmed bookings is kept (409):
 * those people hold tickets. Cancelled bookings go with the event.
 */
export function deleteEvent(db: Database, id: number): Promise<Result<void>> {
  return commitIfOk(db, async (tx) => {
    // Its bookings before the event: the lock order of lib/seat-holds.ts, so
    // a payment settling one of them meanwhile cannot deadlock with this.
    await lockBookingsOfEvent(tx, id);
    if (!(await lockEvent(tx, id))) return notFound(EVENT_NOT_FOUND_MESSAGE);
    if ((await countActiveBookingsOfEvent(tx, id)) > 0) {
      return conflict(EVENT_HAS_BOOKINGS_MESSAGE);
    }
    await deleteBookingsOfEvent(tx, id);
    await deleteEventRow(tx, id);
    return ok(undefined);
  });
}
