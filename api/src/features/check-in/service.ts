import {
  alreadyCheckedInMessage,
  CHECK_IN_CANCELLED_MESSAGE,
  CHECK_IN_CODE_UNKNOWN_MESSAGE,
  CHECK_IN_NOT_CHECKED_IN_MESSAGE,
  CHECK_IN_NOT_PAID_MESSAGE,
  CHECK_IN_OTHER_EVENT_MESSAGE,
  checkedInMessage,
  EVENT_NOT_FOUND_MESSAGE,
  type CheckInInput,
  type CheckInResult,
  type EventRoster,
} from '@parish/shared-types';
import type { Executor } from '../../db';
import { MAX_ID } from '../../db/rows';
import { conflict, invalid, notFound, ok, type Result } from '../../lib/result';
import {
  clearCheckIn,
  findDoorTicket,
  findEventFacts,
  markCheckedIn,
  rosterOf,
  type DoorTicket,
} from './repository';

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
  options: { timeZone: string },
): Promise<Result<CheckInResult>> {
  const field = input.code !== undefined ? 'code' : 'ticket';
  const by =
    input.code !== undefined
      ? { code: input.code }
      : { ticketId: Math.min(input.ticket ?? 0, MAX_ID) };
  const ticket = await findDoorTicket(db, by);
  if (!ticket) return invalid(CHECK_IN_CODE_UNKNOWN_MESSAGE, field);
  if (ticket.eventId !== input.event) return conflict(CHECK_IN_OTHER_EVENT_MESSAGE, field);
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

/** An event's roster: every ticket of its confirmed bookings, and the totals the door needs. */
export async function eventRoster(db: Executor, eventId: number): Promise<Result<EventRoster>> {
  const event = eventId <= MAX_ID ? await findEventFacts(db, eventId) : undefined;
  if (!event) return notFound(EVENT_NOT_FOUND_MESSAGE);
  const rows = await rosterOf(db, eventId);
  return ok({
    event: {
      id: event.id,
      title: event.title,
      date: event.date,
      time: event.time,
      max_attendees: event.maxAttendees,
    },
    totals: {
      booked: rows.length,
      checked_in: rows.filter((row) => row.checkedInAt !== null).length,
      seats_left: Math.max(0, event.maxAttendees - event.registeredAttendees),
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
