import { z } from 'zod';

/**
 * Field builders shared by every input schema. Forms send strings, the API
 * receives JSON; both go through these so a rule and its message exist once.
 */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const SINGLE_LINE_MESSAGE =
  'Use one line of plain text: no line breaks, tabs or control characters (such as NUL).';
export const CONTROL_CHARACTERS_MESSAGE =
  'Remove the control characters (such as NUL): only line breaks and tabs are allowed.';

/**
 * Whether text is free of C0 control characters (U+0000 to U+001F), tab,
 * line feed and carriage return aside when `multiline`. Nobody types them;
 * PostgreSQL's text refuses NUL outright (a 500 if it got that far).
 */
export function isPlainText(value: string, multiline = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 0x20) continue;
    if (!multiline || (code !== 0x09 && code !== 0x0a && code !== 0x0d)) return false;
  }
  return true;
}

/** How a text field may be laid out: `multiline` lets line breaks and tabs through. */
export interface TextOptions {
  multiline?: boolean;
}

/** `.refine(...plainTextCheck())`: the text rule above, with its message. */
export function plainTextCheck(options: TextOptions = {}) {
  const multiline = options.multiline ?? false;
  return [
    (value: string) => isPlainText(value, multiline),
    multiline ? CONTROL_CHARACTERS_MESSAGE : SINGLE_LINE_MESSAGE,
  ] as const;
}

/** A required, trimmed string. `message` is shown when it is missing or blank. */
export function requiredText(message: string, maxLength = 200, options: TextOptions = {}) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(maxLength, `Must be at most ${maxLength} characters`)
    .refine(...plainTextCheck(options));
}

/** An optional, trimmed string; blank becomes `null` so the database never stores ''. */
export function optionalText(maxLength = 200, options: TextOptions = {}) {
  return z
    .string({ error: 'Must be text' })
    .trim()
    .max(maxLength, `Must be at most ${maxLength} characters`)
    .refine(...plainTextCheck(options))
    .nullish()
    .transform((value) => (value ? value : null));
}

/** Text that is not required and never null: missing, null or not text at all is ''. */
export function textOrBlank(maxLength = 200, options: TextOptions = {}) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value : ''),
    z
      .string()
      .trim()
      .max(maxLength, `Must be at most ${maxLength} characters`)
      .refine(...plainTextCheck(options)),
  );
}

export function isEmailAddress(value: string): boolean {
  const trimmed = value.trim();
  return EMAIL_PATTERN.test(trimmed) && isPlainText(trimmed);
}

/** A required e-mail address, trimmed and lower-cased so lookups are case-insensitive. */
export function requiredEmail(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, invalidMessage)
    .refine(isEmailAddress, invalidMessage)
    .transform((value) => value.toLowerCase());
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** An absolute http(s) URL, or a path on this site such as `/uploads/x.jpg`. */
export function requiredUrl(requiredMessage: string, invalidMessage = 'Please enter a valid URL') {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(2000, invalidMessage)
    .refine(
      (value) => isPlainText(value) && (isHttpUrl(value) || /^\/[^\s/][^\s]*$/.test(value)),
      invalidMessage,
    );
}

/** Like `requiredUrl` (an http(s) URL or a path on this site), but blank is `null`. */
export function optionalUrlOrPath(invalidMessage = 'Please enter a valid URL') {
  return z
    .string({ error: invalidMessage })
    .trim()
    .max(2000, invalidMessage)
    .refine(
      (value) =>
        value === '' ||
        (isPlainText(value) && (isHttpUrl(value) || /^\/[^\s/][^\s]*$/.test(value))),
      invalidMessage,
    )
    .nullish()
    .transform((value) => (value ? value : null));
}

export function optionalUrl(invalidMessage = 'Please enter a valid URL') {
  return z
    .string({ error: invalidMessage })
    .trim()
    .max(2000, invalidMessage)
    .refine((value) => value === '' || (isPlainText(value) && isHttpUrl(value)), invalidMessage)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** Turns form strings into numbers; leaves anything else for the number check to judge. */
function toNumber(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : Number(trimmed);
  }
  return value;
}

function requiredNumber(requiredMessage: string, invalidMessage: string) {
  return z.preprocess(
    toNumber,
    z.number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? requiredMessage : invalidMessage,
    }),
  );
}

/** A whole number within bounds. */
export function requiredInteger(
  requiredMessage: string,
  options: {
    min: number;
    max: number;
    invalidMessage?: string;
    minMessage?: string;
    maxMessage?: string;
  },
) {
  const invalid = options.invalidMessage ?? 'Must be a whole number';
  return requiredNumber(requiredMessage, invalid).pipe(
    z
      .number()
      .int(invalid)
      .min(options.min, options.minMessage ?? `Must be at least ${options.min}`)
      .max(options.max, options.maxMessage ?? `Must be at most ${options.max}`),
  );
}

/** Dollars with at most two decimals (the spec's price step of 0.01). */
export function requiredMoney(requiredMessage: string, options: { min: number; max: number }) {
  return requiredNumber(requiredMessage, 'Must be a number').pipe(
    z
      .number()
      .min(options.min, `Must be at least ${options.min}`)
      .max(options.max, `Must be at most ${options.max}`)
      .refine(
        (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
        'Use at most two decimals',
      ),
  );
}

/** `YYYY-MM-DD` that names a real day. */
export function requiredDate(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((value) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      if (!match) return false;
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const date = new Date(Date.UTC(year, month - 1, day));
      return (
        date.getUTCFullYear() === year &&
        date.getUTCMonth() === month - 1 &&
        date.getUTCDate() === day
      );
    }, 'Use the date format YYYY-MM-DD');
}

/** `HH:MM` or `HH:MM:SS`, normalised to `HH:MM:SS`. */
export function requiredTime(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Use the time format HH:MM')
    .transform((value) => (value.length === 5 ? `${value}:00` : value));
}
