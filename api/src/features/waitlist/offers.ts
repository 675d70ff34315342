/**
 * Freed seats go to the waitlist, in join order, to the first person whose
 * request fits. The seats of an offer are added to the event's
 * `registered_attendees` at once, in the transaction that frees them: the
 * same conditional-UPDATE model as a booking's seat hold, so no booking can
 * take them and nothing is ever oversold. The offer's mail is queued in that
 * transaction too.
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db';
import { events } from '../../db/schema';
import { lockEvent, type EventRow } from '../events/repository';
import type { Outbox } from '../mail/outbox';
import { mailWaitlistOffer } from './mails';
import { hasWaitingEntries, lockWaitingEntries, markOffered } from './repository';

/** What deciding on offers needs to know: the time, the parish's date and an offer's length. */
export interface OfferTerms {
  /** The clock's now (injected in tests). */
  now: Date;
  /** The parish's date: a past event's seats are not offered. */
  today: string;
  /** WAITLIST_CLAIM_HOURS. */
  claimHours: number;
}

export function offerExpiry(terms: OfferTerms): Date {
  return new Date(terms.now.getTime() + terms.claimHours * 3_600_000);
}

/** Adds (or, negative, removes) seats to what an event has taken. */
export async function changeTakenSeats(db: Executor, eventId: number, seats: number) {
  if (seats === 0) return;
  await db
    .update(events)
    .set({ registeredAttendees: sql`greatest(${events.registeredAttendees} + ${seats}, 0)` })
    .where(eq(events.id, eventId));
}

/**
 * Offers an event's free seats to its waiting entries, first come first
 * served among those whose request fits, and mails each one offered.
 * Locks the event's row, then its waiting entries. Returns how many were
 * offered seats.
 */
export async function offerFreedSeats(
  tx: Transaction,
  outbox: Outbox,
  eventId: number,
  terms: OfferTerms,
): Promise<number> {
  // Cheap way out for the usual event, which nobody waits for.
  if (!(await hasWaitingEntries(tx, eventId))) return 0;
  const event = await lockEvent(tx, eventId);
  if (!event || event.date < terms.today) return 0;
  return offerToWaiting(tx, outbox, event, terms);
}

/** `offerFreedSeats` for an event whose row the caller has locked. */
export async function offerToWaiting(
  tx: Transaction,
  outbox: Outbox,
  event: EventRow,
  terms: OfferTerms,
): Promise<number> {
  let free = event.maxAttendees - event.registeredAttendees;
  if (free <= 0) return 0;
  const offered = [];
  for (const entry of await lockWaitingEntries(tx, event.id)) {
    if (entry.seats > free) continue;
    offered.push(entry);
    free -= entry.seats;
    if (free === 0) break;
  }
  if (offered.length === 0) return 0;
  const expiresAt = offerExpiry(terms);
  await markOffered(
    tx,
    offered.map((entry) => entry.id),
    terms.now,
    expiresAt,
  );
  await changeTakenSeats(
    tx,
    event.id,
    offered.reduce((sum, entry) => sum + entry.seats, 0),
  );
  for (const entry of offered) {
    await mailWaitlistOffer(tx, outbox, entry, event, expiresAt);
  }
  return offered.length;
}
