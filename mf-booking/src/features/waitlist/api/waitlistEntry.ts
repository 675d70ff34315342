import { apiPaths, WAITLIST_LINK_UNKNOWN_MESSAGE, type WaitlistEntry } from '@parish/shared-types';
import { apiQuery, useApiQuery } from '@parish/shared-web';
import { api } from '../../../lib/api';

/** `GET /api/waitlist/{token}/`: where the person stands, by the link in their waitlist mail. */
export function getWaitlistEntry(token: string, signal?: AbortSignal): Promise<WaitlistEntry> {
  return api.waitlist.get(token, signal);
}

/** The entry the page's link names; a link with no token names none. */
export function useWaitlistEntry(token: string) {
  return useApiQuery(
    apiQuery(apiPaths.waitlistEntry(token), (signal) =>
      token
        ? getWaitlistEntry(token, signal)
        : Promise.reject(new Error(WAITLIST_LINK_UNKNOWN_MESSAGE)),
    ),
  );
}

/** `POST /api/waitlist/{token}/leave/`: leaves the waitlist; seats held pass to the next person. */
export function leaveWaitlist(token: string): Promise<WaitlistEntry> {
  return api.waitlist.leave(token);
}
