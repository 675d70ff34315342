import {
  DEFAULT_LANGUAGE,
  EVENT_NOT_FOUND_MESSAGE,
  EVENT_PAST_MESSAGE,
  WAITLIST_CLAIM_OTHER_EVENT_MESSAGE,
  WAITLIST_JOIN_SEATS_AVAILABLE_MESSAGE,
  WAITLIST_LEFT_MESSAGE,
  WAITLIST_LINK_UNKNOWN_MESSAGE,
  WAITLIST_NOT_OFFERED_MESSAGE,
  WAITLIST_OFFER_EXPIRED_MESSAGE,
  WAITLIST_OFFER_USED_MESSAGE,
  WAITLIST_TOKEN_PATTERN,
  waitlistClaimTooManyMessage,
  type AdminWaitlistEntry,
  type Language,
  type WaitlistEntry,
  type WaitlistJoinInput,
} from '@parish/shared-types';
import type { Database, Transaction } from '../../../db';
import { MAX_ID } from '../../../db/rows';
import { commitIfOk, conflict, invalid, notFound, ok, type Result } from '../../../lib/result';
import type { BookingPayments } from '../booking-payments';
import { releaseLapsedHolds, releaseLapsedHoldsNow } from '../seats/holds';
import { seatKey, seatsTaken } from '../seats/seats';
import { occurrenceProblem } from '../events/occurrences';
import { findEvent, lockEvent, type EventRow } from '../events/repository';
import type { Outbox } from '../../messaging';
import { mailWaitlistJoined } from './mails';
import {
  changeTakenSeats,
  offerFreedSeats,
  offerToWaiting,
  onOccurrence,
  type OfferTerms,
} from './offers';
import {
  eventsWithLapsedOffers,
  eventsWithWaitingEntries,
  findEntryByToken,
  insertEntry,
  keyOfEntry,
  lapseOffers,
  listEntries,
  lockEntry,
  positionOf,
  setStatus,
  toWaitlistJson,
  type WaitlistRow,
} from './repository';

async function entryJson(db: Transaction | Database, row: WaitlistRow, event: EventRow) {
  return toWaitlistJson(row, event, row.status === 'waiting' ? await positionOf(db, row) : null);
}

/**
 * Joins an event's waitlist. Only when the event has fewer seats left than
 * asked (after lapsed holds are released and free seats offered to those
 * already waiting); otherwise the visitor is told to book. The event's row
 * is locked, so a cancellation offering seats meanwhile sees this entry or
 * this one sees its seats.
 */
export function joinWaitlist(
  db: Database,
  outbox: Outbox,
  payments: BookingPayments,
  eventId: number,
  input: WaitlistJoinInput,
  terms: OfferTerms,
  { language = DEFAULT_LANGUAGE }: { language?: Language } = {},
): Promise<Result<WaitlistEntry>> {
  if (eventId > MAX_ID) return Promise.resolve(notFound(EVENT_NOT_FOUND_MESSAGE));
  return commitIfOk(db, async (tx) => {
    await releaseLapsedHolds(tx, { eventId }, payments);
    const event = await lockEvent(tx, eventId);
    if (!event) return notFound(EVENT_NOT_FOUND_MESSAGE);
    const occurrence = input.occurrence ?? null;
    const wrong = occurrenceProblem(event, occurrence, terms.today);
    if (wrong) return wrong;
    if (event.date < terms.today && occurrence === null) {
      return invalid(EVENT_PAST_MESSAGE, 'event');
    }
    await offerToWaiting(tx, outbox, event, occurrence, terms);
    const left = event.maxAttendees - (await seatsTaken(tx, seatKey(eventId, occurrence)));
    if (input.number_of_tickets <= left) {
      return conflict(WAITLIST_JOIN_SEATS_AVAILABLE_MESSAGE, 'number_of_tickets');
    }
    const row = await insertEntry(tx, {
      eventId,
      occurrence,
      name: input.name,
      email: input.email,
      seats: input.number_of_tickets,
      language,
    });
    const position = await positionOf(tx, row);
    await mailWaitlistJoined(tx, outbox, row, onOccurrence(event, occurrence), position);
    return ok(toWaitlistJson(row, event, position));
  });
}

function knownToken(token: string): boolean {
  return WAITLIST_TOKEN_PATTERN.test(token);
}

/** Where an entry stands, by its link's token. */
export async function getWaitlistEntry(
  db: Database,
  token: string,
): Promise<Result<WaitlistEntry>> {
  const row = knownToken(token) ? await findEntryByToken(db, token) : undefined;
  const event = row && (await findEvent(db, row.eventId));
  if (!row || !event) return notFound(WAITLIST_LINK_UNKNOWN_MESSAGE);
  return ok(await entryJson(db, row, event));
}

/**
 * Leaves the waitlist. Seats held for the entry's offer go straight to the
 * next person whose request fits. Leaving twice changes nothing; an offer
 * already booked or lapsed stays as it was.
 */
export async function leaveWaitlist(
  db: Database,
  outbox: Outbox,
  token: string,
  terms: OfferTerms,
): Promise<Result<WaitlistEntry>> {
  const found = knownToken(token) ? await findEntryByToken(db, token) : undefined;
  if (!found) return notFound(WAITLIST_LINK_UNKNOWN_MESSAGE);
  return commitIfOk(db, async (tx) => {
    const event = await lockEvent(tx, found.eventId);
    const row = await lockEntry(tx, found.id);
    if (!event || !row) return notFound(WAITLIST_LINK_UNKNOWN_MESSAGE);
    if (row.status !== 'waiting' && row.status !== 'offered')
      return ok(await entryJson(tx, row, event));
    const left = await setStatus(tx, row.id, 'left');
    if (row.status === 'offered') {
      await changeTakenSeats(tx, keyOfEntry(row), -row.seats);
      await offerFreedSeats(tx, outbox, keyOfEntry(row), terms);
    }
    return ok(await entryJson(tx, left, event));
  });
}

/**
 * A booking made from an offer's claim link: checks the offer (this
 * event's, still open, for at least the seats asked) and locks it. The
 * caller's transaction then books the seats the offer holds, which are
 * already counted as taken, and marks it claimed (`markClaimed`).
 * Every refusal names the field and changes nothing.
 */
export async function takeOffer(
  tx: Transaction,
  token: string,
  eventId: number,
  seats: number,
  terms: OfferTerms,
): Promise<Result<{ event: EventRow; entry: WaitlistRow }>> {
  const found = knownToken(token) ? await findEntryByToken(tx, token) : undefined;
  if (!found) return invalid(WAITLIST_LINK_UNKNOWN_MESSAGE, 'waitlist_claim');
  if (found.eventId !== eventId)
    return invalid(WAITLIST_CLAIM_OTHER_EVENT_MESSAGE, 'waitlist_claim');
  const event = await lockEvent(tx, eventId);
  const entry = await lockEntry(tx, found.id);
  if (!event || !entry) return invalid(WAITLIST_LINK_UNKNOWN_MESSAGE, 'waitlist_claim');
  if ((entry.occurrence ?? event.date) < terms.today) return invalid(EVENT_PAST_MESSAGE, 'event');
  switch (entry.status) {
    case 'claimed':
      return conflict(WAITLIST_OFFER_USED_MESSAGE, 'waitlist_claim');
    case 'lapsed':
      return conflict(WAITLIST_OFFER_EXPIRED_MESSAGE, 'waitlist_claim');
    case 'left':
      return conflict(WAITLIST_LEFT_MESSAGE, 'waitlist_claim');
    case 'waiting':
      return conflict(WAITLIST_NOT_OFFERED_MESSAGE, 'waitlist_claim');
  }
  if (!entry.offerExpiresAt || entry.offerExpiresAt <= terms.now) {
    return conflict(WAITLIST_OFFER_EXPIRED_MESSAGE, 'waitlist_claim');
  }
  if (seats > entry.seats) {
    return invalid(waitlistClaimTooManyMessage(entry.seats), 'number_of_tickets');
  }
  return ok({ event, entry });
}

/**
 * The offer became `bookingId`. Seats it held beyond those booked go back,
 * and on to the next person.
 */
export async function markClaimed(
  tx: Transaction,
  outbox: Outbox,
  entry: WaitlistRow,
  bookingId: string,
  seatsBooked: number,
  terms: OfferTerms,
): Promise<void> {
  await setStatus(tx, entry.id, 'claimed', bookingId);
  if (seatsBooked < entry.seats) {
    await changeTakenSeats(tx, keyOfEntry(entry), seatsBooked - entry.seats);
    await offerFreedSeats(tx, outbox, keyOfEntry(entry), terms);
  }
}

/** Administrators: the entries of one event, or of all, with positions and open offers. */
export function listWaitlist(db: Database, eventId?: number): Promise<AdminWaitlistEntry[]> {
  return listEntries(db, eventId);
}

/**
 * One pass of the waitlist job: offers that ran out by `terms.now` lapse
 * and their seats pass to the next person; lapsed booking holds are
 * released; free seats of every event someone waits for are offered. Each
 * event in a transaction of its own. Returns how many offers lapsed and
 * how many were made.
 */
export async function sweepWaitlist(
  db: Database,
  outbox: Outbox,
  payments: BookingPayments,
  terms: OfferTerms,
): Promise<{ lapsed: number; offered: number }> {
  let lapsed = 0;
  let offered = 0;
  for (const key of await eventsWithLapsedOffers(db, terms.now)) {
    await db.transaction(async (tx) => {
      if (!(await lockEvent(tx, key.eventId))) return;
      const ran = await lapseOffers(tx, key, terms.now);
      lapsed += ran.count;
      await changeTakenSeats(tx, key, -ran.seats);
      offered += await offerFreedSeats(tx, outbox, key, terms);
    });
  }
  await releaseLapsedHoldsNow(db, 'all', payments);
  for (const key of await eventsWithWaitingEntries(db)) {
    offered += await db.transaction((tx) => offerFreedSeats(tx, outbox, key, terms));
  }
  return { lapsed, offered };
}
