import {
  apiPaths,
  type CheckInInput,
  type CheckInResult,
  type EventRoster,
  type ParishEvent,
} from '@parish/shared-types';
import { describeApiError, apiQuery, useApiQuery } from '@parish/shared-web';
import { api } from '../../../lib/api';

/** Every event, for the door screen's picker. */
export function useDoorEvents() {
  return useApiQuery(
    apiQuery(apiPaths.events, (signal): Promise<ParishEvent[]> => api.events.list(signal)),
  );
}

/** An event's (or one date's of a repeating event) roster and totals; known by the event and date. */
export function useRoster(eventId: number, occurrence?: string) {
  const path = apiPaths.eventRoster(eventId);
  return useApiQuery(
    apiQuery(
      occurrence ? `${path}?occurrence=${occurrence}` : path,
      (signal): Promise<EventRoster> =>
        occurrence
          ? api.checkIn.occurrenceRoster(eventId, occurrence, signal)
          : api.checkIn.roster(eventId, signal),
    ),
  );
}

/** What the door screen shows after a scan: the server's sentence, accepted or refused. */
export type DoorAnswer = { ok: true; result: CheckInResult } | { ok: false; message: string };

/**
 * `POST /api/check-in/`. A refusal (already checked in, another event, a
 * cancelled booking, an unknown code) is an answer to show in large type,
 * not a form error, so it resolves too; `failureMessage` (in the page's
 * language) is said when the server does not explain a failure.
 */
export function checkInTicket(failureMessage: string) {
  return async (input: CheckInInput): Promise<DoorAnswer> => {
    try {
      return { ok: true, result: await api.checkIn.create(input) };
    } catch (error) {
      return { ok: false, message: describeApiError(error, failureMessage) };
    }
  };
}

/** `POST /api/check-in/{ticketId}/undo/`. */
export function undoCheckIn(ticketId: number): Promise<CheckInResult> {
  return api.checkIn.undo(ticketId);
}
