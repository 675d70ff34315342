import type { WaitlistEntry } from '@parish/shared-types';
import { api } from '../../../lib/api';

/** `GET /api/waitlist/{token}/`: where the person stands, by the link in their waitlist mail. */
export function getWaitlistEntry(token: string, signal?: AbortSignal): Promise<WaitlistEntry> {
  return api.waitlist.get(token, signal);
}

/** `POST /api/waitlist/{token}/leave/`: leaves the waitlist; seats held pass to the next person. */
export function leaveWaitlist(token: string): Promise<WaitlistEntry> {
  return api.waitlist.leave(token);
}
