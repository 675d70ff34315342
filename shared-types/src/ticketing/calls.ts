/** The API's calls of events, bookings, the waitlist and check-in (put together by createParishApi in client.ts). */
import { apiPaths } from '../api';
import { answer, eventCalls, listOf } from '../crud';
import type { Booking, CheckInResult, EventRoster, ParishEvent } from './entities';
import type { HttpClient } from '../httpClient';
import type { BookingCancellationInput, BookingInput, CheckInInput } from './bookings';
import type {
  AdminWaitlistEntry,
  OfficeCancellationInput,
  WaitlistEntry,
  WaitlistJoinInput,
} from './waitlist';

export function ticketingCalls(http: HttpClient) {
  const listAt = listOf(http);
  return {
    events: {
      ...eventCalls(http),
      /** A repeating event once (its first date), not once per occurrence: what the dashboard edits. */
      listSeries: (signal?: AbortSignal) =>
        answer(http.get<ParishEvent[]>(`${apiPaths.events}?series=1`, { signal })),
      /** One date of a repeating event: that date, and its own seats taken. */
      getOccurrence: (id: number, occurrence: string, signal?: AbortSignal) =>
        answer(
          http.get<ParishEvent>(
            `${apiPaths.event(id)}?${new URLSearchParams({ occurrence }).toString()}`,
            { signal },
          ),
        ),
    },
    bookings: {
      create: (input: BookingInput) => answer(http.post<Booking>(apiPaths.bookings, input)),
      /** The public view; with the manage token, the booker's (contacts unmasked, ticket codes). */
      get: (bookingId: string, signal?: AbortSignal, manageToken?: string) =>
        answer(
          http.get<Booking>(
            manageToken
              ? `${apiPaths.booking(bookingId)}?${new URLSearchParams({ token: manageToken }).toString()}`
              : apiPaths.booking(bookingId),
            { signal },
          ),
        ),
      /** Administrators: every booking, newest first. */
      list: listAt<Booking>(apiPaths.bookings),
      /** Cancels a booking with its private manage token (from the booking mail's link). */
      cancel: (bookingId: string, input: BookingCancellationInput) =>
        answer(http.post<Booking>(apiPaths.bookingCancellation(bookingId), input)),
      /** Administrators: cancel a booking with a reason, marking its refund requested or done; the booker is mailed. */
      cancelByOffice: (bookingId: string, input: OfficeCancellationInput) =>
        answer(http.post<Booking>(apiPaths.bookingOfficeCancellation(bookingId), input)),
    },
    waitlist: {
      /** Joins an event's waitlist (when it has fewer seats left than asked). */
      join: (eventId: number, input: WaitlistJoinInput) =>
        answer(http.post<WaitlistEntry>(apiPaths.eventWaitlist(eventId), input)),
      /** A waitlist entry by the private token of its mails' links. */
      get: (token: string, signal?: AbortSignal) =>
        answer(http.get<WaitlistEntry>(apiPaths.waitlistEntry(token), { signal })),
      /** Leaves the waitlist (an offer held for the entry passes to the next person). */
      leave: (token: string) => answer(http.post<WaitlistEntry>(apiPaths.waitlistLeave(token))),
      /** Administrators: every entry of every event, each event's line in order. */
      list: listAt<AdminWaitlistEntry>(apiPaths.waitlist),
      /** Administrators: one event's entries. */
      ofEvent: (eventId: number, signal?: AbortSignal) =>
        answer(http.get<AdminWaitlistEntry[]>(apiPaths.eventWaitlist(eventId), { signal })),
    },
    checkIn: {
      /** Administrators: check a ticket in at the door; refused (409) if it already is. */
      create: (input: CheckInInput) => answer(http.post<CheckInResult>(apiPaths.checkIn, input)),
      /** Administrators: undo a ticket's check-in. */
      undo: (ticketId: number) => answer(http.post<CheckInResult>(apiPaths.checkInUndo(ticketId))),
      /** Administrators: an event's roster and totals. */
      roster: (eventId: number, signal?: AbortSignal) =>
        answer(http.get<EventRoster>(apiPaths.eventRoster(eventId), { signal })),
      /** One date's roster of a repeating event. */
      occurrenceRoster: (eventId: number, occurrence: string, signal?: AbortSignal) =>
        answer(
          http.get<EventRoster>(
            `${apiPaths.eventRoster(eventId)}?${new URLSearchParams({ occurrence }).toString()}`,
            { signal },
          ),
        ),
    },
  };
}
