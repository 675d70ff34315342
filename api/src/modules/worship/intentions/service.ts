/**
 * Mass intentions' rules (docs/mass-intentions.md): the Masses of a day and
 * the room each has, a visitor's request holding a slot while the offering
 * is paid, its payment settling it, and the office's book, confirmation and
 * move. A Mass is a schedule occurrence of kind `mass` or `vigil_mass`.
 */
import type { Language, ScheduleOccurrence } from '@parish/shared-types';
import {
  INTENTION_ALREADY_PAID_MESSAGE,
  INTENTION_NOT_FOUND_MESSAGE,
  INTENTION_CANCELLED_MESSAGE,
  INTENTION_MASS_FULL_MESSAGE,
  INTENTION_MASS_NOT_HELD_MESSAGE,
  INTENTION_NOT_PAID_MESSAGE,
  INTENTION_PAST_MESSAGE,
  massKeyOf,
  type IntentionBook,
  type IntentionDay,
  type IntentionMass,
  type MassIntention,
  type MassIntentionMove,
  type MassIntentionReceipt,
  type MassIntentionRequest,
  type MassIntentionSettings,
  type PublishedIntention,
} from '@parish/shared-types/intentions';
import type { Executor, Transaction } from '../../../db';
import { addDays } from '../../../lib/dates';
import { toDollars } from '../../../lib/money';
import { conflict, notFound, ok, unprocessable, type Result } from '../../../lib/result';
import type { Outbox } from '../../messaging';
import { findMass, massesBetween } from './masses';
import { mailIntention } from './mails';
import {
  countTaken,
  findIntention,
  holdEnd,
  holdLapsed,
  insertIntention,
  listPublished,
  listTaking,
  lockIntention,
  lockMass,
  readSettings,
  updateIntention,
  writeSettings,
  type IntentionRow,
} from './repository';

/** A Mass and its room: none when cancelled or begun. */
function massWithRoom(
  occurrence: ScheduleOccurrence,
  capacity: number,
  taken: number,
  now: Date,
): IntentionMass {
  const cancelled = occurrence.status === 'cancelled';
  const begun = new Date(occurrence.starts_at) <= now;
  return {
    mass: massKeyOf(occurrence),
    date: occurrence.date,
    start_time: occurrence.start_time,
    starts_at: occurrence.starts_at,
    kind: occurrence.kind,
    title: occurrence.title,
    title_es: occurrence.title_es,
    language: occurrence.language,
    place: occurrence.place,
    place_es: occurrence.place_es,
    cancelled,
    capacity,
    taken,
    available: cancelled || begun ? 0 : Math.max(0, capacity - taken),
  };
}

const slotOf = (date: string, mass: string) => `${date} ${mass}`;

function countBySlot(rows: readonly IntentionRow[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const slot = slotOf(row.date, row.mass);
    counts.set(slot, (counts.get(slot) ?? 0) + 1);
  }
  return counts;
}

/** `GET /api/mass-intentions/masses/?date=`: the day's Masses, their room, the suggested offering. */
export async function intentionDay(
  db: Executor,
  timeZone: string,
  date: string,
  now: Date,
): Promise<IntentionDay> {
  const [settings, masses, taking] = await Promise.all([
    readSettings(db),
    massesBetween(db, timeZone, date, 1),
    listTaking(db, date, date),
  ]);
  const counts = countBySlot(taking);
  return {
    date,
    offering: toDollars(settings.offeringCents),
    masses: masses.map((occurrence) =>
      massWithRoom(
        occurrence,
        settings.perMass,
        counts.get(slotOf(date, massKeyOf(occurrence))) ?? 0,
        now,
      ),
    ),
  };
}

export function receiptJson(row: IntentionRow): MassIntentionReceipt {
  return {
    id: row.id,
    status: row.status,
    date: row.date,
    mass: row.mass,
    intention: row.intention,
    publish: row.publish,
    amount: toDollars(row.amountCents),
    expires_at: row.status === 'held' && row.expiresAt ? row.expiresAt.toISOString() : null,
  };
}

export function intentionJson(row: IntentionRow): MassIntention {
  return {
    ...receiptJson(row),
    requested_by: row.requestedBy,
    email: row.email,
    language: row.language,
    created_at: row.createdAt.toISOString(),
    confirmed_at: row.confirmedAt ? row.confirmedAt.toISOString() : null,
  };
}

/**
 * Whether the Mass `mass` on `date` can take one more intention, its
 * requests held one at a time (`lockMass`) until the caller's transaction
 * ends. 422 naming `mass` for no such Mass, `date` for one begun; 409
 * naming `mass` for a full or cancelled one.
 */
async function claimSlot(
  tx: Executor,
  timeZone: string,
  date: string,
  mass: string,
  now: Date,
): Promise<Result<ScheduleOccurrence>> {
  await lockMass(tx, date, mass);
  const occurrence = await findMass(tx, timeZone, date, mass);
  if (!occurrence) return unprocessable(INTENTION_MASS_NOT_HELD_MESSAGE, 'mass');
  if (new Date(occurrence.starts_at) <= now) return unprocessable(INTENTION_PAST_MESSAGE, 'date');
  if (occurrence.status === 'cancelled') return conflict(INTENTION_MASS_FULL_MESSAGE, 'mass');
  const { perMass } = await readSettings(tx);
  if ((await countTaken(tx, date, mass)) >= perMass) {
    return conflict(INTENTION_MASS_FULL_MESSAGE, 'mass');
  }
  return ok(occurrence);
}

/**
 * A visitor's request: its slot is held for `holdMinutes` while the
 * offering is paid (the Payments calls with `intention_id`), as a paid
 * booking's seats are.
 */
export async function requestIntention(
  tx: Transaction,
  input: MassIntentionRequest,
  options: { timeZone: string; holdMinutes: number; language: Language; now: Date },
): Promise<Result<MassIntentionReceipt>> {
  const slot = await claimSlot(tx, options.timeZone, input.date, input.mass, options.now);
  if (!slot.ok) return slot;
  const { offeringCents } = await readSettings(tx);
  const row = await insertIntention(tx, {
    date: input.date,
    mass: input.mass,
    intention: input.intention,
    requestedBy: input.requested_by,
    email: input.email,
    publish: input.publish,
    amountCents: offeringCents,
    language: options.language,
    status: 'held',
    // By the database's clock, as a booking's hold.
    expiresAt: holdEnd(options.holdMinutes),
  });
  return ok(receiptJson(row));
}

/** A held intention the Payments calls may charge: locked, still held and not lapsed. */
export async function lockHeldIntention(
  tx: Executor,
  id: number,
): Promise<IntentionRow | undefined> {
  const row = await lockIntention(tx, id);
  if (!row || row.status !== 'held' || (await holdLapsed(tx, id))) return undefined;
  return row;
}

/** A held intention, for the Payments calls to charge (its lapsed hold released first by them). */
export async function intentionToPay(
  db: Executor,
  id: number,
): Promise<Result<IntentionRow & { status: 'held' }>> {
  const row = await findIntention(db, id);
  if (!row) return notFound(INTENTION_NOT_FOUND_MESSAGE, 'intention_id');
  if (row.status === 'cancelled') return conflict(INTENTION_CANCELLED_MESSAGE, 'intention_id');
  if (row.status !== 'held') return conflict(INTENTION_ALREADY_PAID_MESSAGE, 'intention_id');
  return ok({ ...row, status: 'held' });
}

/**
 * The offering is in: the held intention is `requested` and its requester
 * mailed, in the payment's transaction. Paid after its hold lapsed, it
 * still takes its slot if the Mass has room; otherwise `slotLost` (the
 * payment is to be refunded) and it stays cancelled.
 */
export async function confirmPaidIntention(
  tx: Executor,
  outbox: Outbox,
  id: number,
  timeZone: string,
): Promise<{ slotLost: boolean }> {
  const row = await lockIntention(tx, id);
  if (!row) return { slotLost: true };
  if (row.status === 'requested' || row.status === 'confirmed') return { slotLost: false };
  const lapsed = row.status === 'cancelled' || (await holdLapsed(tx, id));
  if (lapsed) {
    // Not counted while lapsed: take the slot again only if one is free.
    await lockMass(tx, row.date, row.mass);
    const { perMass } = await readSettings(tx);
    const occurrence = await findMass(tx, timeZone, row.date, row.mass);
    const taken = await countTaken(tx, row.date, row.mass);
    if (!occurrence || occurrence.status === 'cancelled' || taken >= perMass) {
      if (row.status !== 'cancelled') await updateIntention(tx, id, { status: 'cancelled' });
      return { slotLost: true };
    }
  }
  const requested = await updateIntention(tx, id, { status: 'requested', expiresAt: null });
  await mailIntention(tx, outbox, requested, 'received', timeZone);
  return { slotLost: false };
}

/** The payment failed or was cancelled: a held intention gives its slot back. */
export async function cancelUnpaidIntention(tx: Executor, id: number): Promise<void> {
  const row = await lockIntention(tx, id);
  if (row?.status === 'held') await updateIntention(tx, id, { status: 'cancelled' });
}

/** A held intention whose hold has lapsed is cancelled; answers whether it was. */
export async function releaseLapsedIntention(tx: Executor, id: number): Promise<boolean> {
  const row = await lockIntention(tx, id);
  if (row?.status !== 'held' || !(await holdLapsed(tx, id))) return false;
  await updateIntention(tx, id, { status: 'cancelled' });
  return true;
}

/** The published intentions of some days, for /mass-times: the intention only, never a name. */
export async function publishedIntentions(
  db: Executor,
  from: string,
  days: number,
): Promise<PublishedIntention[]> {
  const rows = await listPublished(db, from, addDays(from, days - 1));
  return rows.map((row) => ({ mass: row.mass, date: row.date, intention: row.intention }));
}

/** The office's book: each Mass of the days with the intentions that take its slots. */
export async function intentionBook(
  db: Executor,
  timeZone: string,
  from: string,
  days: number,
  now: Date,
): Promise<IntentionBook> {
  const to = addDays(from, days - 1);
  const [settings, masses, taking] = await Promise.all([
    readSettings(db),
    massesBetween(db, timeZone, from, days),
    listTaking(db, from, to),
  ]);
  const bySlot = new Map<string, IntentionRow[]>();
  for (const row of taking) {
    const slot = slotOf(row.date, row.mass);
    bySlot.set(slot, [...(bySlot.get(slot) ?? []), row]);
  }
  return {
    from,
    to,
    masses: masses.map((occurrence) => {
      const rows = bySlot.get(slotOf(occurrence.date, massKeyOf(occurrence))) ?? [];
      return {
        ...massWithRoom(occurrence, settings.perMass, rows.length, now),
        intentions: rows.map(intentionJson),
      };
    }),
  };
}

/** The office confirms a paid intention; its requester is mailed. */
export async function confirmIntention(
  tx: Executor,
  outbox: Outbox,
  id: number,
  timeZone: string,
): Promise<Result<MassIntention>> {
  const row = await lockIntention(tx, id);
  if (!row) return notFound(INTENTION_NOT_FOUND_MESSAGE);
  if (row.status === 'confirmed') return ok(intentionJson(row));
  if (row.status !== 'requested') {
    return conflict(
      row.status === 'cancelled' ? INTENTION_CANCELLED_MESSAGE : INTENTION_NOT_PAID_MESSAGE,
    );
  }
  const confirmed = await updateIntention(tx, id, {
    status: 'confirmed',
    confirmedAt: new Date(),
  });
  await mailIntention(tx, outbox, confirmed, 'confirmed', timeZone);
  return ok(intentionJson(confirmed));
}

/** The office moves a paid intention to another Mass with room; its requester is mailed. */
export async function moveIntention(
  tx: Executor,
  outbox: Outbox,
  id: number,
  to: MassIntentionMove,
  options: { timeZone: string; now: Date },
): Promise<Result<MassIntention>> {
  const row = await lockIntention(tx, id);
  if (!row) return notFound(INTENTION_NOT_FOUND_MESSAGE);
  if (row.status !== 'requested' && row.status !== 'confirmed') {
    return conflict(
      row.status === 'cancelled' ? INTENTION_CANCELLED_MESSAGE : INTENTION_NOT_PAID_MESSAGE,
    );
  }
  if (row.date === to.date && row.mass === to.mass) return ok(intentionJson(row));
  const slot = await claimSlot(tx, options.timeZone, to.date, to.mass, options.now);
  if (!slot.ok) return slot;
  const previous = { date: row.date, mass: row.mass };
  const moved = await updateIntention(tx, id, { date: to.date, mass: to.mass });
  await mailIntention(tx, outbox, moved, 'moved', options.timeZone, previous);
  return ok(intentionJson(moved));
}

export async function intentionSettings(db: Executor): Promise<MassIntentionSettings> {
  const settings = await readSettings(db);
  return { per_mass: settings.perMass, offering: toDollars(settings.offeringCents) };
}

export async function saveIntentionSettings(
  db: Executor,
  input: MassIntentionSettings,
): Promise<MassIntentionSettings> {
  await writeSettings(db, { perMass: input.per_mass, offeringCents: input.offering * 100 });
  return intentionSettings(db);
}
