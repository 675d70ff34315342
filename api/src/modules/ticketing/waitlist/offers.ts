/**
 * Freed seats go to the waitlist, in join order, to the first person whose
 * request fits. The seats of an offer are added to the event's
 * (or, for a repeating event, the occurrence's) seats taken at once, in the transaction that frees them: the
 * same conditional-UPDATE model as a booking's seat hold, so no booking can
 * take them and nothing is ever oversold. The offer's mail is queued in that
 * transaction too.
 */
import type { Executor, Transaction } from '../../../db';
import { changeSeats, seatsTaken, type SeatKey } from '../seats/seats';
import { lockEvent, type EventRow } from '../events/repository';
import type { Outbox } from '../../messaging';
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

/** Adds (or, negative, removes) seats to what an event (or occurrence) has taken. */
export async function changeTakenSeats(db: Executor, key: SeatKey, seats: number) {
  await changeSeats(db, key, seats);
}

/** The event as one occurrence of it: its date that occurrence's (what mails and answers show). */
export function onOccurrence(event: EventRow, occurrence: string | null): EventRow {
  return occurrence === null ? event : { ...event, date: occurrence };
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
  key: SeatKey,
  terms: OfferTerms,
): Promise<number> {
  // Cheap way out for the usual event, which nobody waits for.
  if (!(await hasWaitingEntries(tx, key))) return 0;
  const event = await lockEvent(tx, key.eventId);
  if (!event || (key.occurrence ?? event.date) < terms.today) return 0;
  return offerToWaiting(tx, outbox, event, key.occurrence, terms);
}

/** `offerFreedSeats` for an event whose row the caller has locked (one occurrence of it, for a series). */
export async function offerToWaiting(
  tx: Transaction,
  outbox: Outbox,
  event: EventRow,
  occurrence: string | null,
  terms: OfferTerms,
): Promise<number> {
  const key = { eventId: event.id, occurrence };
  let free = event.maxAttendees - (await seatsTaken(tx, key));
  if (free <= 0) return 0;
  const offered = [];
  for (const entry of await lockWaitingEntries(tx, key)) {
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
    key,
    offered.reduce((sum, entry) => sum + entry.seats, 0),
  );
  for (const entry of offered) {
    await mailWaitlistOffer(tx, outbox, entry, onOccurrence(event, occurrence), expiresAt);
  }
  return offered.length;
}
