import { z } from 'zod';
import { requiredDate, requiredEmail, requiredInteger, requiredText } from '../schemas/fields';
import type { ScheduleKind, ScheduleLanguage, ScheduleOccurrence } from './schedule';
import { INTENTION_NOT_FOUND_MESSAGE } from './intentionNotFound';

export { INTENTION_NOT_FOUND_MESSAGE };

/*
 * Mass intentions (issue 38, docs/mass-intentions.md): a visitor asks for a
 * Mass to be offered for an intention on a date, from the Masses of that day
 * that still have room, and pays the suggested offering. The office keeps the
 * book of intentions by date: it confirms one, or moves it to another Mass
 * with room; the published ones are read under their Mass on /mass-times.
 *
 * A Mass is one occurrence of the schedule: `mass` is `entry:<id>` for a
 * weekly entry's Mass on `date` (moved or not), `added:<id>` for an added
 * Mass (an exception of its own).
 */

export const INTENTION_STATUSES = ['held', 'requested', 'confirmed', 'cancelled'] as const;
/**
 * `held`: its slot is kept while the offering is paid (as a booking's seats);
 * `requested`: paid, waiting for the office; `confirmed` by the office;
 * `cancelled`: its payment failed, was cancelled or lapsed (the slot is free).
 */
export type IntentionStatus = (typeof INTENTION_STATUSES)[number];

export const INTENTION_MASS_MESSAGE = 'Please choose a Mass';
export const INTENTION_TEXT_MESSAGE = 'Please enter the intention';
export const INTENTION_REQUESTED_BY_MESSAGE = 'Please enter your name';
export const INTENTION_EMAIL_MESSAGE = 'Please enter your email address';
export const INTENTION_EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';
export const INTENTION_DATE_MESSAGE = 'Please choose the date';
export const INTENTION_MASS_FULL_MESSAGE =
  'This Mass has no room for another intention. Please choose another Mass or date.';
export const INTENTION_MASS_NOT_HELD_MESSAGE = 'There is no such Mass on this date';
export const INTENTION_PAST_MESSAGE = 'Please choose a Mass that has not yet begun';
export const INTENTION_ALREADY_PAID_MESSAGE = 'This intention is already paid';
export const INTENTION_NOT_PAID_MESSAGE = 'This intention has not been paid';
export const INTENTION_CANCELLED_MESSAGE = 'This intention was cancelled';
export const INTENTION_CAPACITY_MESSAGE = 'Please enter how many intentions each Mass takes';
export const INTENTION_OFFERING_MESSAGE = 'Please enter the suggested offering in whole dollars';

/** `entry:12` or `added:5`: a Mass of the schedule on a date. */
export const MASS_KEY_PATTERN = /^(entry|added):[1-9]\d{0,9}$/;

/** The kinds of service a Mass intention can be offered at. */
export const INTENTION_MASS_KINDS: readonly ScheduleKind[] = ['mass', 'vigil_mass'];

/** The key of the Mass an occurrence is: `entry:12` for a weekly entry's (moved or not), `added:5` for an added one. */
export function massKeyOf(
  occurrence: Pick<ScheduleOccurrence, 'status' | 'entry_id' | 'exception_id'>,
): string {
  return occurrence.status === 'added' || occurrence.entry_id === null
    ? `added:${occurrence.exception_id}`
    : `entry:${occurrence.entry_id}`;
}

const massKey = z
  .string({ error: INTENTION_MASS_MESSAGE })
  .trim()
  .regex(MASS_KEY_PATTERN, INTENTION_MASS_MESSAGE);

/** What a visitor asks for: a Mass on a date offered for an intention. */
export const massIntentionRequestSchema = z.object({
  date: requiredDate(INTENTION_DATE_MESSAGE),
  mass: massKey,
  /** "For the repose of the soul of …". */
  intention: requiredText(INTENTION_TEXT_MESSAGE, 300),
  requested_by: requiredText(INTENTION_REQUESTED_BY_MESSAGE, 120),
  email: requiredEmail(INTENTION_EMAIL_MESSAGE, INTENTION_EMAIL_INVALID_MESSAGE),
  /** Whether the intention (never the names) may be read under its Mass on /mass-times. */
  publish: z.boolean().default(false),
});
export type MassIntentionRequest = z.output<typeof massIntentionRequestSchema>;
export type MassIntentionRequestPayload = z.input<typeof massIntentionRequestSchema>;

/** The office moves an intention to another Mass with room. */
export const massIntentionMoveSchema = z.object({
  date: requiredDate(INTENTION_DATE_MESSAGE),
  mass: massKey,
});
export type MassIntentionMove = z.output<typeof massIntentionMoveSchema>;

/** The parish's rule: how many intentions each Mass takes, and the suggested offering. */
export const massIntentionSettingsSchema = z.object({
  per_mass: requiredInteger(INTENTION_CAPACITY_MESSAGE, { min: 1, max: 50 }),
  /** Whole dollars. */
  offering: requiredInteger(INTENTION_OFFERING_MESSAGE, { min: 1, max: 1000 }),
});
export type MassIntentionSettings = z.output<typeof massIntentionSettingsSchema>;

/** `?date=YYYY-MM-DD`: the day a visitor chooses (the parish's today when left out). */
export const massIntentionDaySchema = z.object({
  date: requiredDate(INTENTION_DATE_MESSAGE).optional(),
});
export type MassIntentionDay = z.output<typeof massIntentionDaySchema>;

/** `?from=&days=` (1 to 62): the book's days, or the published intentions' (from the parish's today when left out). */
export const massIntentionRangeSchema = z.object({
  from: requiredDate(INTENTION_DATE_MESSAGE).optional(),
  days: z.coerce.number().int().min(1).max(62).default(7),
});
export type MassIntentionRange = z.output<typeof massIntentionRangeSchema>;
export type MassIntentionRangeQuery = z.input<typeof massIntentionRangeSchema>;

/** A Mass on a date and the room it has for intentions. */
export interface IntentionMass {
  mass: string;
  date: string;
  start_time: string;
  starts_at: string;
  kind: ScheduleKind;
  title: string | null;
  title_es: string | null;
  language: ScheduleLanguage;
  place: string;
  place_es: string | null;
  /** Cancelled that date: no room at all. */
  cancelled: boolean;
  capacity: number;
  taken: number;
  /** How many more it takes (0 when full, cancelled or begun). */
  available: number;
}

/** `GET /api/mass-intentions/masses/?date=`: the day's Masses and the suggested offering. */
export interface IntentionDay {
  date: string;
  /** Whole dollars. */
  offering: number;
  masses: IntentionMass[];
}

/** A visitor's intention as its requester and the page that asked see it. */
export interface MassIntentionReceipt {
  id: number;
  status: IntentionStatus;
  date: string;
  mass: string;
  intention: string;
  publish: boolean;
  /** Dollars. */
  amount: number;
  /** While `held`: when the slot is given back unless paid. */
  expires_at: string | null;
}

/** An intention in the office's book. */
export interface MassIntention extends MassIntentionReceipt {
  requested_by: string;
  email: string;
  language: string;
  created_at: string;
  confirmed_at: string | null;
}

/** One Mass of the book with its intentions (held, requested and confirmed). */
export interface IntentionBookMass extends IntentionMass {
  intentions: MassIntention[];
}

/** `GET /api/mass-intentions/book/?from=&days=`: the office's book by date. */
export interface IntentionBook {
  from: string;
  to: string;
  masses: IntentionBookMass[];
}

/** A published intention, as /mass-times reads it: no names, no addresses. */
export interface PublishedIntention {
  mass: string;
  date: string;
  intention: string;
}
