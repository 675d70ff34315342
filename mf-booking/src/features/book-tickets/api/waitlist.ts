import type { WaitlistEntry, WaitlistJoinInput } from '@parish/shared-types';
import { api } from '../../../lib/api';

/** `POST /api/events/{id}/waitlist/`: joins a full event's waitlist. */
export function joinWaitlist(eventId: number, input: WaitlistJoinInput): Promise<WaitlistEntry> {
  return api.waitlist.join(eventId, input);
}

/** `GET /api/waitlist/{token}/`: the offer a claim link holds (seats, until when). */
export function getWaitlistOffer(token: string, signal?: AbortSignal): Promise<WaitlistEntry> {
  return api.waitlist.get(token, signal);
}
