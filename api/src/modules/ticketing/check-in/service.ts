import {
  alreadyCheckedInMessage,
  CHECK_IN_CANCELLED_MESSAGE,
  CHECK_IN_CODE_UNKNOWN_MESSAGE,
  CHECK_IN_NOT_CHECKED_IN_MESSAGE,
  CHECK_IN_NOT_PAID_MESSAGE,
  CHECK_IN_OTHER_DATE_MESSAGE,
  CHECK_IN_OTHER_EVENT_MESSAGE,
  checkedInMessage,
  EVENT_NOT_FOUND_MESSAGE,
  OCCURRENCE_SINGLE_EVENT_MESSAGE,
  OCCURRENCE_UNKNOWN_MESSAGE,
  type CheckInInput,
  type CheckInResult,
  type EventRoster,
} from '@parish/shared-types';
import type { Executor } from '../../../db';
import { MAX_ID } from '../../../db/rows';
import { conflict, invalid, notFound, ok, type Result } from '../../../lib/result';
import { addDays } from '../../../lib/dates';
import { seatKey, seatsTaken } from '../seats/seats';
import { fallsOn, occurrenceDates } from '../events/recurrence';
import { findEvent, listEventRowsOn, type EventRow } from '../events/repository';
import {
  clearCheckIn,
  findDoorTicket,
  markCheckedIn,
  rosterOf,
  ticketsOn,
  type DoorTicket,
} from './repository';

/** The door's day: how many events (and series' dates) fall on `date`, their tickets, and how many are checked in. */
export async function doorDay(
  db: Executor,
  date: string,
): Promise<{ events: number; tickets: number; checkedIn: number }> {
  const onTheDay = (await listEventRowsOn(db, date)).filter((row) => fallsOn(row, date));
  const counts = await ticketsOn(
    db,
    onTheDay.map((row) => row.id),
    date,
  );
  return { events: onTheDay.length, ...counts };
}

/** '7:02 PM' on the parish's clock. */
export function doorTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(
    at,
  );
}

function resultOf(ticket: DoorTicket, checkedInAt: Date | null, message: string): CheckInResult {
  return {
    ticket_id: ticket.ticketId,
    ticket_number: ticket.ticketNumber,
    name: ticket.name,
    booking_id: ticket.bookingId,
    event: ticket.eventId,
    checked_in_at: checkedInAt?.toISOString() ?? null,
    message,
  };
}

/**
 * The door checks a ticket in, by its code or chosen from the roster. A
 * code of no ticket, a ticket of another event, of a cancelled or unpaid
 * booking, or one already checked in is refused with the screen's sentence
 * and nothing changes. The single success is the database's: see
 * `markCheckedIn`.
 */
export async function checkIn(
  db: Executor,
  input: CheckInInput,
  options: { timeZone: string; today: string },
): Promise<Result<CheckInResult>> {
  const field = input.code !== undefined ? 'code' : 'ticket';
  const by =
    input.code !== undefined
      ? { code: input.code }
      : { ticketId: Math.min(input.ticket ?? 0, MAX_ID) };
  const ticket = await findDoorTicket(db, by);
  if (!ticket) return invalid(CHECK_IN_CODE_UNKNOWN_MESSAGE, field);
  if (ticket.eventId !== input.event) return conflict(CHECK_IN_OTHER_EVENT_MESSAGE, field);
  if (ticket.occurrence !== null || input.occurrence !== undefined) {
    // The door's date: the one named, else the roster's own (the series' next date).
    const doorDate = input.occurrence ?? (await seriesDoorDate(db, ticket.eventId, options.today));
    if (ticket.occurrence !== doorDate) return conflict(CHECK_IN_OTHER_DATE_MESSAGE, field);
  }
  if (ticket.status === 'cancelled') return conflict(CHECK_IN_CANCELLED_MESSAGE, field);
  if (ticket.status !== 'confirmed') return conflict(CHECK_IN_NOT_PAID_MESSAGE, field);
  const checkedInAt = await markCheckedIn(db, ticket.ticketId);
  if (checkedInAt) {
    return ok(resultOf(ticket, checkedInAt, checkedInMessage(ticket.ticketNumber, ticket.name)));
  }
  // Someone checked it in first (perhaps a moment ago), or the booking changed meanwhile.
  const now = await findDoorTicket(db, { ticketId: ticket.ticketId });
  if (now?.status === 'cancelled') return conflict(CHECK_IN_CANCELLED_MESSAGE, field);
  if (!now?.checkedInAt) return conflict(CHECK_IN_NOT_PAID_MESSAGE, field);
  return conflict(alreadyCheckedInMessage(doorTime(now.checkedInAt, options.timeZone)), field);
}

/** Undoes a ticket's check-in (a mistaken scan); refused when it is not checked in. */
export async function undoCheckIn(db: Executor, ticketId: number): Promise<Result<CheckInResult>> {
  const ticket = ticketId <= MAX_ID ? await findDoorTicket(db, { ticketId }) : undefined;
  if (!ticket) return notFound(CHECK_IN_CODE_UNKNOWN_MESSAGE);
  if (!(await clearCheckIn(db, ticketId))) return conflict(CHECK_IN_NOT_CHECKED_IN_MESSAGE);
  return ok(
    resultOf(ticket, null, `Check-in undone: Ticket #${ticket.ticketNumber}, ${ticket.name}`),
  );
}

/**
 * An event's roster: every ticket of its confirmed bookings, and the totals
 * the door needs. For a repeating event, one occurrence's: the date asked,
 * or the next one from `today` on (the last one, once the series is over).
 */
export async function eventRoster(
  db: Executor,
  eventId: number,
  asked: { occurrence: string | null; today: string },
): Promise<Result<EventRoster>> {
  const event = eventId <= MAX_ID ? await findEvent(db, eventId) : undefined;
  if (!event) return notFound(EVENT_NOT_FOUND_MESSAGE);
  let occurrence: string | null = null;
  if (event.recurrenceRule) {
    occurrence = asked.occurrence ?? nextOccurrence(event, asked.today) ?? null;
    if (!occurrence || !fallsOn(event, occurrence)) {
      return invalid(OCCURRENCE_UNKNOWN_MESSAGE, 'occurrence');
    }
  } else if (asked.occurrence !== null) {
    return invalid(OCCURRENCE_SINGLE_EVENT_MESSAGE, 'occurrence');
  }
  const rows = await rosterOf(db, eventId, occurrence);
  const taken = await seatsTaken(db, seatKey(eventId, occurrence));
  return ok({
    event: {
      id: event.id,
      title: event.title,
      date: occurrence ?? event.date,
      occurrence,
      time: event.time,
      max_attendees: event.maxAttendees,
    },
    totals: {
      booked: rows.length,
      checked_in: rows.filter((row) => row.checkedInAt !== null).length,
      seats_left: Math.max(0, event.maxAttendees - taken),
    },
    attendees: rows.map((row) => ({
      ticket_id: row.ticketId,
      ticket_number: row.ticketNumber,
      name: row.name,
      booking_id: row.bookingId,
      booker: row.booker,
      checked_in_at: row.checkedInAt?.toISOString() ?? null,
    })),
  });
}

/** The date a series' door checks in when none is named: the roster's (see `eventRoster`). */
async function seriesDoorDate(db: Executor, eventId: number, today: string) {
  const event = await findEvent(db, eventId);
  return event?.recurrenceRule ? (nextOccurrence(event, today) ?? null) : null;
}

/** A series' next date from `today` on, or its last one when it is over. */
function nextOccurrence(event: EventRow, today: string): string | undefined {
  const ahead = occurrenceDates(event, today, addDays(today, 800))[0];
  return ahead ?? occurrenceDates(event, event.date, today).at(-1);
}
