/** The waitlist's mails, queued in the transaction that joins or offers. Each has a link to leave. */
import type { Executor } from '../../db';
import type { EventRow } from '../events/repository';
import type { Outbox } from '../mail/outbox';
import type { WaitlistRow } from './repository';

/** The booking page with the offer's claim: the normal booking and payment, on the held seats. */
export function claimUrl(
  siteUrl: string,
  entry: Pick<WaitlistRow, 'eventId' | 'token'> & { occurrence?: string | null },
): string {
  const query = new URLSearchParams({ eventId: String(entry.eventId), claim: entry.token });
  if (entry.occurrence) query.set('date', entry.occurrence);
  return `${siteUrl}/event/tickets?${query.toString()}`;
}

/** The page that shows where the person stands and lets them leave the waitlist. */
export function leaveUrl(siteUrl: string, entry: Pick<WaitlistRow, 'token'>): string {
  return `${siteUrl}/waitlist?${new URLSearchParams({ token: entry.token }).toString()}`;
}

function eventFacts(event: EventRow) {
  return { eventTitle: event.title, eventDate: event.date, eventTime: event.time };
}

export async function mailWaitlistJoined(
  tx: Executor,
  outbox: Outbox,
  entry: WaitlistRow,
  event: EventRow,
  position: number,
): Promise<void> {
  await outbox.enqueue(tx, {
    kind: 'waitlist_joined',
    to: entry.email,
    toName: entry.name,
    data: {
      name: entry.name,
      ...eventFacts(event),
      seats: entry.seats,
      position,
      leaveUrl: leaveUrl(outbox.siteUrl, entry),
    },
  });
}

export async function mailWaitlistOffer(
  tx: Executor,
  outbox: Outbox,
  entry: WaitlistRow,
  event: EventRow,
  expiresAt: Date,
): Promise<void> {
  await outbox.enqueue(tx, {
    kind: 'waitlist_offer',
    to: entry.email,
    toName: entry.name,
    data: {
      name: entry.name,
      ...eventFacts(event),
      seats: entry.seats,
      expiresAt: expiresAt.toISOString(),
      claimUrl: claimUrl(outbox.siteUrl, entry),
      leaveUrl: leaveUrl(outbox.siteUrl, entry),
    },
  });
}
