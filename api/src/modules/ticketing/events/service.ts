import {
  EVENT_NOT_FOUND_MESSAGE,
  OCCURRENCE_UNKNOWN_MESSAGE,
  eventTimingErrors,
  type EventInput,
  type EventPatch,
  type EventRepeat,
  type EventTiming,
  type ParishEvent,
} from '@parish/shared-types';
import { addDays } from '../../../lib/dates';
import type { Database, Executor } from '../../../db';
import { commitIfOk, conflict, invalid, notFound, ok, type Result } from '../../../lib/result';
import { countActiveBookingsOfEvent, lockBookingsOfEvent } from '../bookings/repository';
import {
  findEvent,
  findEventByTitleOn,
  insertEvent,
  listEventRows,
  lockEvent,
  lockSampleEvent,
  toEventJson,
  trashEventRow,
  updateEventRow,
  type EventRow,
  type EventTimingColumns,
} from './repository';
import { fallsOn, occurrenceDates, seriesRule } from './recurrence';
import { nextChristmas, SAMPLE_EVENT } from './sample-event';
import type { Outbox } from '../../messaging';
import { offerFreedSeats, type OfferTerms } from '../waitlist/offers';
import { waitingLinesOfEvent } from '../waitlist/repository';
import {
  mostSeatsTakenOfOccurrences,
  occurrenceSeatsOf,
  seatKey,
  seatsTaken,
} from '../seats/seats';

/** How far back and ahead the events list spells out a series' occurrences. */
const LIST_HISTORY_DAYS = 365;
const LIST_AHEAD_DAYS = 400;

/**
 * Every event, soonest first, past ones included; a repeating event as one
 * entry per occurrence (`date` its own) from a year ago to about a year
 * ahead, its exceptions left out. With `series`, a series is one entry
 * (its first date), as the dashboard edits it.
 */
export async function listEvents(
  db: Database,
  today: string,
  { series = false }: { series?: boolean } = {},
): Promise<ParishEvent[]> {
  const rows = await listEventRows(db);
  if (series) return rows.map(toEventJson);
  const from = addDays(today, -LIST_HISTORY_DAYS);
  const to = addDays(today, LIST_AHEAD_DAYS);
  // Each occurrence with its own seats taken (lib/seats.ts).
  const taken = await occurrenceSeatsOf(
    db,
    rows.filter((row) => row.recurrenceRule).map((row) => row.id),
  );
  return rows
    .flatMap((row) => {
      if (!row.recurrenceRule) return [toEventJson(row)];
      const event = toEventJson(row);
      return occurrenceDates(row, from, to).map((date) => ({
        ...event,
        date,
        registered_attendees: taken.get(`${row.id}/${date}`) ?? 0,
      }));
    })
    .sort((a, b) =>
      a.date === b.date
        ? a.time === b.time
          ? a.id - b.id
          : a.time.localeCompare(b.time)
        : a.date.localeCompare(b.date),
    );
}

/** The stored timing of a row, as the timing rules read it. */
function timingOf(row: EventRow): EventTiming {
  return {
    date: row.date,
    time: row.time,
    end_time: row.endTime,
    repeat: (row.recurrenceRepeat as EventRepeat | null) ?? 'none',
    repeat_until: row.recurrenceUntil,
    repeat_count: row.recurrenceCount,
    repeat_exceptions: row.recurrenceExceptions,
  };
}

/** The timing columns, or the first rule broken, with its field. */
function timingColumns(timing: EventTiming): Result<EventTimingColumns> {
  const [field, message] = Object.entries(eventTimingErrors(timing))[0] ?? [];
  if (field && message) return invalid(message, field);
  if (timing.repeat === 'none') {
    return ok({
      endTime: timing.end_time,
      recurrenceRepeat: null,
      recurrenceRule: null,
      recurrenceUntil: null,
      recurrenceCount: null,
      recurrenceExceptions: [],
    });
  }
  return ok({
    endTime: timing.end_time,
    recurrenceRepeat: timing.repeat,
    recurrenceRule: seriesRule({
      date: timing.date,
      repeat: timing.repeat,
      until: timing.repeat_until,
      count: timing.repeat_count,
    }),
    recurrenceUntil: timing.repeat_until,
    recurrenceCount: timing.repeat_count,
    recurrenceExceptions: timing.repeat_exceptions,
  });
}

const maxBelowRegisteredMessage = (registered: number) =>
  `Max attendees cannot be lower than the ${registered} seats already booked.`;

export const EVENT_HAS_BOOKINGS_MESSAGE =
  'This event has bookings, so it cannot be deleted. Change its details instead, or cancel its bookings first.';

export async function getEvent(db: Executor, id: number): Promise<Result<ParishEvent>> {
  const row = await findEvent(db, id);
  return row ? ok(toEventJson(row)) : notFound(EVENT_NOT_FOUND_MESSAGE);
}

/**
 * One occurrence of a repeating event, as the booking page shows it: its
 * date, and its own seats taken. A date that is not one of its occurrences
 * is refused at `occurrence`; for a single event, the event.
 */
export async function getOccurrence(
  db: Executor,
  id: number,
  occurrence: string,
): Promise<Result<ParishEvent>> {
  const row = await findEvent(db, id);
  if (!row) return notFound(EVENT_NOT_FOUND_MESSAGE);
  if (!row.recurrenceRule) return ok(toEventJson(row));
  if (!fallsOn(row, occurrence)) return invalid(OCCURRENCE_UNKNOWN_MESSAGE, 'occurrence');
  return ok({
    ...toEventJson(row),
    date: occurrence,
    registered_attendees: await seatsTaken(db, seatKey(id, occurrence)),
  });
}

/** A new event, single or repeating; a broken timing rule is refused at its field. */
export async function createEvent(db: Database, input: EventInput): Promise<Result<ParishEvent>> {
  const timing = timingColumns(input);
  if (!timing.ok) return timing;
  return ok(await insertEvent(db, input, 0, timing.value));
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
    // A series' seats are counted per occurrence: the fullest one sets the floor.
    const taken = Math.max(current.registeredAttendees, await mostSeatsTakenOfOccurrences(tx, id));
    if (patch.max_attendees !== undefined && patch.max_attendees < taken) {
      return invalid(maxBelowRegisteredMessage(taken), 'max_attendees');
    }
    // The timing rules hold for the event as it will be: its fields merged with the patch.
    const before = timingOf(current);
    const timing = timingColumns({
      date: patch.date ?? before.date,
      time: patch.time ?? before.time,
      end_time: patch.end_time === undefined ? before.end_time : patch.end_time,
      repeat: patch.repeat ?? before.repeat,
      repeat_until: patch.repeat_until === undefined ? before.repeat_until : patch.repeat_until,
      repeat_count: patch.repeat_count === undefined ? before.repeat_count : patch.repeat_count,
      repeat_exceptions: patch.repeat_exceptions ?? before.repeat_exceptions,
    });
    if (!timing.ok) return timing;
    const updated = await updateEventRow(tx, id, patch, timing.value);
    // Capacity raised: the new seats go to those waiting first, in join order.
    if (patch.max_attendees !== undefined && patch.max_attendees > current.maxAttendees) {
      let offered = 0;
      for (const key of await waitingLinesOfEvent(tx, id)) {
        offered += await offerFreedSeats(tx, waitlist.outbox, key, waitlist.terms);
      }
      if (offered > 0) {
        const row = await findEvent(tx, id);
        if (row) return ok(toEventJson(row));
      }
    }
    return ok(updated);
  });
}

/**
 * Moves an event to the trash (features/trash). One with pending or
 * confirmed bookings is kept (409): those people hold tickets. Its cancelled
 * bookings stay with it, so a Restore brings it back whole; the purge, 30
 * days on, deletes them with it.
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
    await trashEventRow(tx, id);
    return ok(undefined);
  });
}
