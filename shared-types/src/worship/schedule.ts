import { z } from 'zod';
import type { LiturgicalDay } from './liturgy';
import {
  optionalText,
  optionalUrl,
  requiredDate,
  requiredInteger,
  requiredText,
  requiredTime,
} from '../schemas/fields';

/*
 * The liturgical schedule (issue 38, docs/worship.md): the Masses, Confession,
 * Adoration and prayer the parish keeps each week, and the exceptions for one
 * date (a cancelled Mass, a changed time, an added Mass on a holy day). The
 * API keeps the entries and the exceptions and computes a week from them in
 * the parish's time zone; the site's pages read that week only.
 *
 * The office's texts have their Spanish beside the English (`title_es` beside
 * `title`), as every translated field of the site (docs/i18n.md).
 */

/** What is celebrated: each has a name in every language of the site (the pages' catalogs). */
export const SCHEDULE_KINDS = [
  'mass',
  'vigil_mass',
  'confession',
  'adoration',
  'rosary',
  'morning_prayer',
  'evening_prayer',
  'other',
] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

/** The language a service is celebrated in: English, Spanish, or Latin. */
export const SCHEDULE_LANGUAGES = ['en', 'es', 'la'] as const;
export type ScheduleLanguage = (typeof SCHEDULE_LANGUAGES)[number];

/** The days of the week, Sunday first as a parish's week begins. */
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** How an exception changes its date: an entry's service cancelled or moved, or one added. */
export const SCHEDULE_CHANGES = ['cancelled', 'moved', 'added'] as const;
export type ScheduleChange = (typeof SCHEDULE_CHANGES)[number];

export const SCHEDULE_KIND_MESSAGE = 'Please choose what is celebrated';
export const SCHEDULE_WEEKDAYS_MESSAGE = 'Please choose at least one day of the week';
export const SCHEDULE_START_TIME_MESSAGE = 'Please enter the starting time';
export const SCHEDULE_DURATION_MESSAGE = 'Please enter how long it lasts, in minutes';
export const SCHEDULE_LANGUAGE_MESSAGE = 'Please choose the language';
export const SCHEDULE_PLACE_MESSAGE = 'Please enter the place, such as Church or Chapel';
export const SCHEDULE_LIVESTREAM_MESSAGE = 'Enter the livestream address starting with https://';
export const SCHEDULE_LIVESTREAM_PLAYER_MESSAGE =
  "Enter a livestream on the parish's video player, such as a YouTube link";
export const SCHEDULE_OVERLAP_MESSAGE =
  'Another service is already in this place at this time on one of these days';
export const SCHEDULE_EXCEPTION_DATE_MESSAGE = 'Please enter the date';
export const SCHEDULE_CHANGE_MESSAGE = 'Please choose what changes on that date';
export const SCHEDULE_EXCEPTION_ENTRY_MESSAGE = 'Please choose the service that changes';
export const SCHEDULE_ADDED_HAS_ENTRY_MESSAGE =
  'An added service stands on its own: leave the regular service empty';
export const SCHEDULE_NEW_TIME_MESSAGE = 'Please enter the new time';
export const SCHEDULE_DATE_NOT_ON_ENTRY_MESSAGE = 'The service is not held on this date';
export const SCHEDULE_EXCEPTION_TAKEN_MESSAGE = 'This service already has a change on this date';
export const SCHEDULE_ENTRY_NOT_FOUND_MESSAGE = 'Service not found';
export const SCHEDULE_EXCEPTION_NOT_FOUND_MESSAGE = 'Change not found';
export const SCHEDULE_RANGE_MESSAGE = 'Ask for 1 to 62 days from a date such as 2026-12-06';

/** A form's blank choice or field is no value at all (an exception's fields apply to some changes only). */
const blankIsNothing = (value: unknown) => (value === '' || value === undefined ? null : value);

/** At most 10 hours: an all-night vigil of Adoration is the longest a parish keeps. */
const duration = requiredInteger(SCHEDULE_DURATION_MESSAGE, { min: 5, max: 600 });

/** A recurring service, such as the Sunday 8:00 AM Mass in the church, in English. */
export const scheduleEntrySchema = z.object({
  kind: z.enum(SCHEDULE_KINDS, { error: SCHEDULE_KIND_MESSAGE }),
  /** Its own name where the kind's is not enough ("Sunday Worship", "Youth Mass"). */
  title: optionalText(80),
  title_es: optionalText(80),
  weekdays: z
    .array(z.enum(WEEKDAYS, { error: SCHEDULE_WEEKDAYS_MESSAGE }), {
      error: SCHEDULE_WEEKDAYS_MESSAGE,
    })
    .min(1, SCHEDULE_WEEKDAYS_MESSAGE)
    // Kept in the week's order, each day once, whatever order the form sent.
    .transform((days) => WEEKDAYS.filter((day) => days.includes(day))),
  start_time: requiredTime(SCHEDULE_START_TIME_MESSAGE),
  duration_minutes: duration,
  language: z.enum(SCHEDULE_LANGUAGES, { error: SCHEDULE_LANGUAGE_MESSAGE }),
  place: requiredText(SCHEDULE_PLACE_MESSAGE, 80),
  place_es: optionalText(80),
  celebrant: optionalText(80),
  notes: optionalText(500, { multiline: true }),
  notes_es: optionalText(500, { multiline: true }),
  /** A YouTube or other embeddable player's page for the streamed Masses. */
  livestream_url: optionalUrl(SCHEDULE_LIVESTREAM_MESSAGE),
  /**
   * Shown in the church hours (About, Contact, I'm New) and by the chat
   * assistant. A form's checkbox sends a boolean; an older client sends none.
   */
  featured: z.boolean().default(false),
});
export type ScheduleEntryInput = z.output<typeof scheduleEntrySchema>;
export interface ScheduleEntry extends ScheduleEntryInput {
  id: number;
}

/**
 * A change on one date. `cancelled` and `moved` name the entry whose service
 * changes (the date must be one of its days; a moved one has its new time);
 * `added` stands alone with what, when and where, as an entry has them.
 */
export const scheduleExceptionSchema = z
  .object({
    change: z.enum(SCHEDULE_CHANGES, { error: SCHEDULE_CHANGE_MESSAGE }),
    date: requiredDate(SCHEDULE_EXCEPTION_DATE_MESSAGE),
    entry_id: z.preprocess(
      blankIsNothing,
      z.coerce.number({ error: SCHEDULE_EXCEPTION_ENTRY_MESSAGE }).int().positive().nullable(),
    ),
    /** The new time of a moved service, the time of an added one. */
    start_time: z.preprocess(blankIsNothing, requiredTime(SCHEDULE_NEW_TIME_MESSAGE).nullable()),
    kind: z.preprocess(
      blankIsNothing,
      z.enum(SCHEDULE_KINDS, { error: SCHEDULE_KIND_MESSAGE }).nullable(),
    ),
    title: optionalText(80),
    title_es: optionalText(80),
    duration_minutes: z.preprocess(blankIsNothing, duration.nullable()),
    language: z.preprocess(
      blankIsNothing,
      z.enum(SCHEDULE_LANGUAGES, { error: SCHEDULE_LANGUAGE_MESSAGE }).nullable(),
    ),
    place: optionalText(80),
    place_es: optionalText(80),
    /** What the page says beside it: "Moved for the parish feast", "Christmas Eve". */
    note: optionalText(300),
    note_es: optionalText(300),
  })
  .superRefine((value, context) => {
    const missing = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (value.change === 'added') {
      if (value.entry_id !== null) missing('entry_id', SCHEDULE_ADDED_HAS_ENTRY_MESSAGE);
      if (!value.start_time) missing('start_time', SCHEDULE_NEW_TIME_MESSAGE);
      if (!value.kind) missing('kind', SCHEDULE_KIND_MESSAGE);
      if (value.duration_minutes === null) missing('duration_minutes', SCHEDULE_DURATION_MESSAGE);
      if (!value.language) missing('language', SCHEDULE_LANGUAGE_MESSAGE);
      if (!value.place) missing('place', SCHEDULE_PLACE_MESSAGE);
      return;
    }
    if (value.entry_id === null) missing('entry_id', SCHEDULE_EXCEPTION_ENTRY_MESSAGE);
    if (value.change === 'moved' && !value.start_time)
      missing('start_time', SCHEDULE_NEW_TIME_MESSAGE);
  });
export type ScheduleExceptionInput = z.output<typeof scheduleExceptionSchema>;
export interface ScheduleException extends ScheduleExceptionInput {
  id: number;
}

/** `?from=2026-12-06&days=7`: the days a week's page, the chat or the footer asks for. */
export const scheduleRangeSchema = z.object({
  // A parish's dates: the liturgical calendar is computed for the Gregorian years 1900 to 2999.
  from: requiredDate(SCHEDULE_RANGE_MESSAGE)
    .refine((date) => date >= '1900-01-01' && date <= '2999-10-31', SCHEDULE_RANGE_MESSAGE)
    .optional(),
  days: z.coerce
    .number({ error: SCHEDULE_RANGE_MESSAGE })
    .int(SCHEDULE_RANGE_MESSAGE)
    .min(1, SCHEDULE_RANGE_MESSAGE)
    .max(62, SCHEDULE_RANGE_MESSAGE)
    .optional(),
});
export type ScheduleRange = z.output<typeof scheduleRangeSchema>;

/** One service on one date, with its date's exception applied. */
export interface ScheduleOccurrence {
  /** The entry it comes from; null for an added service. */
  entry_id: number | null;
  /** The exception that changed or added it, if one did. */
  exception_id: number | null;
  /** Its date in the parish's time zone, `YYYY-MM-DD`. */
  date: string;
  /** Its start in the parish, `HH:MM:SS`. */
  start_time: string;
  /** Its start and end as instants (ISO 8601, UTC), right across daylight-saving changes. */
  starts_at: string;
  ends_at: string;
  status: 'scheduled' | 'moved' | 'cancelled' | 'added';
  /** The time it had before it moved. */
  moved_from: string | null;
  kind: ScheduleKind;
  title: string | null;
  title_es: string | null;
  language: ScheduleLanguage;
  place: string;
  place_es: string | null;
  celebrant: string | null;
  notes: string | null;
  notes_es: string | null;
  livestream_url: string | null;
  note: string | null;
  note_es: string | null;
}

/** `GET /api/schedule/`: the days asked for, each service in order of its start. */
export interface ScheduleWeek {
  from: string;
  /** The last day included. */
  to: string;
  time_zone: string;
  occurrences: ScheduleOccurrence[];
  /** Each day's celebration, from `from` to `to` (docs/worship.md). */
  days: LiturgicalDay[];
}
