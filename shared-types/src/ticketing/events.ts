import { z } from 'zod';
import {
  optionalText,
  optionalUrl,
  requiredDate,
  requiredInteger,
  requiredMoney,
  requiredText,
  requiredTime,
  requiredUrl,
} from '../schemas/fields';

const required = (field: string) => `Field "${field}" is required`;

/** How an event repeats: not at all, every week on its weekday, or monthly on its nth weekday (2nd Sunday). */
export const EVENT_REPEATS = ['none', 'weekly', 'monthly_weekday'] as const;
export type EventRepeat = (typeof EVENT_REPEATS)[number];

export const EVENT_REPEAT_MESSAGE = 'Choose how the event repeats';
export const EVENT_SERIES_END_MESSAGE =
  'A repeating event needs an end: a last date or a number of times';
export const EVENT_SERIES_BOTH_ENDS_MESSAGE = 'Give a last date or a number of times, not both';
export const EVENT_SERIES_UNTIL_BEFORE_START_MESSAGE =
  'The last date must be on or after the first';
export const EVENT_END_BEFORE_START_MESSAGE = 'The end time must be after the start time';
export const EVENT_EXCEPTIONS_MESSAGE =
  'List the dates to skip as YYYY-MM-DD, separated by commas or spaces';
/** At most this many occurrences in a series (two years of weeks). */
export const EVENT_SERIES_MAX_COUNT = 104;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) =>
  DATE_PATTERN.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** An optional time (the end time): blank is none. */
const optionalTime = z
  .string({ error: 'Use the time format HH:MM' })
  .trim()
  .refine((value) => value === '' || TIME_PATTERN.test(value), 'Use the time format HH:MM')
  .nullish()
  .transform((value) => (value ? (value.length === 5 ? `${value}:00` : value) : null));

/** An optional date (a series' last date): blank is none. */
const optionalDate = z
  .string({ error: 'Use the date format YYYY-MM-DD' })
  .trim()
  .refine((value) => value === '' || isRealDate(value), 'Use the date format YYYY-MM-DD')
  .nullish()
  .transform((value) => (value ? value : null));

/** An optional number of occurrences: blank is none. */
const optionalCount = z
  .union([z.string(), z.number()], { error: 'Must be a whole number' })
  .nullish()
  .transform((value, context) => {
    if (value === null || value === undefined || String(value).trim() === '') return null;
    const count = Number(String(value).trim());
    if (!Number.isInteger(count) || count < 2 || count > EVENT_SERIES_MAX_COUNT) {
      context.addIssue({
        code: 'custom',
        message: `Must be a whole number from 2 to ${EVENT_SERIES_MAX_COUNT}`,
      });
      return z.NEVER;
    }
    return count;
  });

/** The dates a series skips: a list, or text with dates separated by commas, spaces or lines. */
const exceptionDates = z
  .union([z.string(), z.array(z.string())], { error: EVENT_EXCEPTIONS_MESSAGE })
  .nullish()
  .transform((value, context) => {
    const dates = (Array.isArray(value) ? value : (value ?? '').split(/[\s,;]+/))
      .map((date) => date.trim())
      .filter(Boolean);
    if (dates.some((date) => !isRealDate(date)) || dates.length > EVENT_SERIES_MAX_COUNT) {
      context.addIssue({ code: 'custom', message: EVENT_EXCEPTIONS_MESSAGE });
      return z.NEVER;
    }
    return [...new Set(dates)].sort();
  });

/** The end time and repetition fields (issue 26), each optional: left out, a single event without an end. */
const eventTimingFields = {
  end_time: optionalTime,
  repeat: z
    .enum(EVENT_REPEATS, { error: EVENT_REPEAT_MESSAGE })
    .nullish()
    .transform((value) => value ?? 'none'),
  repeat_until: optionalDate,
  repeat_count: optionalCount,
  repeat_exceptions: exceptionDates,
};

/** What the timing rules read: the start, and the fields above as parsed. */
export interface EventTiming {
  date: string;
  time: string;
  end_time: string | null;
  repeat: EventRepeat;
  repeat_until: string | null;
  repeat_count: number | null;
  repeat_exceptions: string[];
}

/**
 * The rules across fields, by field: an end after the start, and a series
 * with exactly one end (an RRULE without UNTIL or COUNT is refused) that
 * does not end before it begins. The API checks them on the merged record;
 * the form by the same function.
 */
export function eventTimingErrors(timing: EventTiming): Record<string, string> {
  const errors: Record<string, string> = {};
  if (timing.end_time !== null && timing.end_time.slice(0, 5) <= timing.time.slice(0, 5)) {
    errors.end_time = EVENT_END_BEFORE_START_MESSAGE;
  }
  if (timing.repeat !== 'none') {
    if (timing.repeat_until === null && timing.repeat_count === null) {
      errors.repeat_until = EVENT_SERIES_END_MESSAGE;
    } else if (timing.repeat_until !== null && timing.repeat_count !== null) {
      errors.repeat_count = EVENT_SERIES_BOTH_ENDS_MESSAGE;
    } else if (timing.repeat_until !== null && timing.repeat_until < timing.date) {
      errors.repeat_until = EVENT_SERIES_UNTIL_BEFORE_START_MESSAGE;
    }
  }
  return errors;
}

/** Creating an event: all eight fields of the spec are required (section 5); their Spanish is not. */
export const eventInputSchema = z.object({
  title: requiredText(required('title'), 200),
  description: requiredText(required('description'), 5000, { multiline: true }),
  // The Spanish beside the English (docs/i18n.md): optional, blank for none.
  title_es: optionalText(200).optional(),
  description_es: optionalText(5000, { multiline: true }).optional(),
  date: requiredDate(required('date')),
  time: requiredTime(required('time')),
  location: requiredText(required('location'), 200),
  price: requiredMoney(required('price'), { min: 0, max: 100_000 }),
  max_attendees: requiredInteger(required('max_attendees'), { min: 1, max: 100_000 }),
  image: requiredUrl(required('image')),
  registrationLink: optionalUrl().optional(),
  ...eventTimingFields,
});

/** Editing an event: any subset of the same fields, by the same rules. */
export const eventPatchSchema = eventInputSchema.partial();

export type EventInput = z.output<typeof eventInputSchema>;
export type EventFormValues = z.input<typeof eventInputSchema>;
export type EventPatch = z.output<typeof eventPatchSchema>;
