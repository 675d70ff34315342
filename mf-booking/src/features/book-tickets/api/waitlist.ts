import { apiPaths, type WaitlistEntry, type WaitlistJoinInput } from '@parish/shared-types';
import { apiQuery, useApiQuery } from '@parish/shared-web';
import { api } from '../../../lib/api';

/** `POST /api/events/{id}/waitlist/`: joins a full event's waitlist. */
export function joinWaitlist(eventId: number, input: WaitlistJoinInput): Promise<WaitlistEntry> {
  return api.waitlist.join(eventId, input);
}

/** `GET /api/waitlist/{token}/`: the offer a claim link holds (seats, until when). */
export function getWaitlistOffer(token: string, signal?: AbortSignal): Promise<WaitlistEntry> {
  return api.waitlist.get(token, signal);
}

/** The claim of a waitlist offer's link (`?claim=`), read once the page is in the browser; null without one. */
export function useWaitlistOffer(claim: string) {
  return useApiQuery(
    apiQuery(apiPaths.waitlistEntry(claim), (signal) =>
      claim ? getWaitlistOffer(claim, signal) : Promise.resolve(null),
    ),
  );
}
