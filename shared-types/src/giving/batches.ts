import { z } from 'zod';
import {
  isEmailAddress,
  optionalText,
  requiredDate,
  requiredInteger,
  requiredText,
} from '../schemas/fields';
import { FUND_KEY_PATTERN } from './funds';
import { UNKNOWN_FUND_MESSAGE } from './payments';

/*
 * Batches for the basket (issue 39, docs/batches.md): finance opens a batch
 * (a Sunday collection, the week's mailed checks …), enters its gifts and
 * the counted total, and commits it once the entries add up to that total.
 * A committed batch is locked: a mistake is corrected by a reversing entry
 * (a negative counter-entry naming the original and a reason), never by
 * editing it. Amounts are integer cents end to end.
 */

/** What a batch holds: its kinds, stored by key. */
export const BATCH_KINDS = ['sunday_collection', 'mailed_checks', 'other'] as const;
export type BatchKind = (typeof BATCH_KINDS)[number];

/** The kinds' words (the dashboard's select and list; Spanish in shared-types' catalog). */
export const BATCH_KIND_LABELS: Readonly<Record<BatchKind, string>> = {
  sunday_collection: 'Sunday collection',
  mailed_checks: 'Mailed checks',
  other: 'Other',
};

/** How a basket gift was given. */
export const BATCH_METHODS = ['cash', 'check'] as const;
export type BatchMethod = (typeof BATCH_METHODS)[number];
export const BATCH_METHOD_LABELS: Readonly<Record<BatchMethod, string>> = {
  cash: 'Cash',
  check: 'Check',
};

export const BATCH_DATE_MESSAGE = 'Enter the date of the batch';
export const BATCH_KIND_MESSAGE = 'Choose what the batch holds';
export const BATCH_COUNTED_MESSAGE =
  'Enter the counted total in whole cents, from 0 to 100,000,000 (one million dollars)';
export const BATCH_COUNTED_MISSING_MESSAGE = 'Enter the counted total before committing';
export const BATCH_EMPTY_MESSAGE = 'Add at least one gift before committing';
export const BATCH_NOT_FOUND_MESSAGE = 'Batch not found';
export const BATCH_ENTRY_NOT_FOUND_MESSAGE = 'Entry not found';
export const BATCH_LOCKED_MESSAGE =
  'This batch is committed and locked. Correct a mistake with a reversing entry.';
export const BATCH_NOT_COMMITTED_MESSAGE =
  'This batch is not committed yet: delete the entry or change it instead of reversing it.';
export const BATCH_ALREADY_REVERSED_MESSAGE = 'This entry is already reversed';
export const BATCH_REVERSAL_OF_REVERSAL_MESSAGE = 'A reversing entry cannot itself be reversed';
export const BATCH_AMOUNT_MESSAGE =
  'Enter the amount in whole cents, more than 0 and at most 100,000,000';
export const BATCH_CHECK_NUMBER_MESSAGE = 'Enter the check number';
export const BATCH_METHOD_MESSAGE = 'Choose cash or check';
export const BATCH_FUND_MESSAGE = 'Choose a fund';
export const BATCH_SPLIT_SUM_MESSAGE = 'The parts must add up to the amount';
export const BATCH_FUND_TWICE_MESSAGE = 'Each fund may be chosen only once';
export const BATCH_ONE_DONOR_MESSAGE =
  'Choose a donor, an envelope number or a new donor, only one of them';
export const BATCH_DONOR_NOT_FOUND_MESSAGE = 'No donor has this number';
export const BATCH_ENVELOPE_NOT_FOUND_MESSAGE = 'No donor has this envelope number';
export const BATCH_ENVELOPE_TAKEN_MESSAGE = 'Another donor has this envelope number';
export const BATCH_NEW_DONOR_NAME_MESSAGE = 'Enter the new donor’s name';
export const BATCH_NEW_DONOR_EMAIL_MESSAGE = 'Enter the new donor’s e-mail address';
export const BATCH_DONOR_EMAIL_TAKEN_MESSAGE =
  'A donor already gives with this e-mail address: choose them by search';
export const BATCH_REASON_MESSAGE = 'Say why the entry is reversed';

/** The most a batch, an entry or a part of one holds: one million dollars, in cents. */
export const MAX_BATCH_CENTS = 100_000_000;

/** Cents as the parish writes dollars: 123400 → '$1,234.00' (negative: '-$5.00'). */
export function formatBatchCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  const dollars = Math.floor(whole / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * Why a batch does not commit: its entries' sum against the counted total,
 * with the difference in money ("The entries come to $1,234.00, $10.00 less
 * than the counted total $1,244.00").
 */
export function batchUnbalancedMessage(entriesCents: number, countedCents: number): string {
  const difference = formatBatchCents(Math.abs(countedCents - entriesCents));
  const entries = formatBatchCents(entriesCents);
  const counted = formatBatchCents(countedCents);
  return entriesCents < countedCents
    ? `The entries come to ${entries}, ${difference} less than the counted total ${counted}`
    : `The entries come to ${entries}, ${difference} more than the counted total ${counted}`;
}

/** A form's blank field is no value at all. */
const blankIsNothing = (value: unknown) => (value === '' || value === undefined ? null : value);

const cents = (message: string, min: number) =>
  requiredInteger(message, {
    min,
    max: MAX_BATCH_CENTS,
    invalidMessage: message,
    minMessage: message,
    maxMessage: message,
  });

/** `POST /api/batches/` and `PUT /api/batches/:id/` (while open): a batch as finance writes it. */
export const batchInputSchema = z.object({
  batch_date: requiredDate(BATCH_DATE_MESSAGE),
  kind: z.enum(BATCH_KINDS, { error: BATCH_KIND_MESSAGE }),
  note: optionalText(200),
  /** What the counters counted, in cents; null until it is entered. */
  counted_total_cents: z.preprocess(blankIsNothing, cents(BATCH_COUNTED_MESSAGE, 0).nullable()),
});
export type BatchInput = z.output<typeof batchInputSchema>;
export type BatchValues = z.input<typeof batchInputSchema>;

const fundKey = z
  .string({ error: BATCH_FUND_MESSAGE })
  .trim()
  .min(1, BATCH_FUND_MESSAGE)
  .regex(FUND_KEY_PATTERN, UNKNOWN_FUND_MESSAGE);

/** One fund's part of a split entry, in cents. */
export const batchEntryPartSchema = z.object({
  fund: fundKey,
  amount_cents: cents(BATCH_AMOUNT_MESSAGE, 1),
});

const optionalDonorId = z.preprocess(
  blankIsNothing,
  requiredInteger(BATCH_DONOR_NOT_FOUND_MESSAGE, {
    min: 1,
    max: 2_147_483_647,
    invalidMessage: BATCH_DONOR_NOT_FOUND_MESSAGE,
    minMessage: BATCH_DONOR_NOT_FOUND_MESSAGE,
    maxMessage: BATCH_DONOR_NOT_FOUND_MESSAGE,
  }).nullable(),
);

/**
 * `POST /api/batches/:id/entries/`: one gift of the basket. Its donor is one
 * of: an existing donor (`donor_id`, found by search), an envelope number
 * (`envelope_number`), a new donor (`new_donor_name` and
 * `new_donor_email`, with `envelope_number` as the new donor's), or none
 * (anonymous, loose cash). Its money goes to `fund`, or across `parts`
 * (a split, adding up to `amount_cents`).
 */
export const batchEntryInputSchema = z
  .object({
    donor_id: optionalDonorId,
    envelope_number: optionalText(20),
    new_donor_name: optionalText(120),
    new_donor_email: optionalText(254),
    amount_cents: cents(BATCH_AMOUNT_MESSAGE, 1),
    fund: z.preprocess(blankIsNothing, fundKey.nullable()).default(null),
    parts: z.array(batchEntryPartSchema).max(6).default([]),
    method: z.enum(BATCH_METHODS, { error: BATCH_METHOD_MESSAGE }),
    check_number: optionalText(30),
  })
  .superRefine((entry, ctx) => {
    const isNew = Boolean(entry.new_donor_name || entry.new_donor_email);
    if (entry.donor_id !== null && (isNew || entry.envelope_number)) {
      ctx.addIssue({ code: 'custom', path: ['donor_id'], message: BATCH_ONE_DONOR_MESSAGE });
    }
    if (isNew && !entry.new_donor_name) {
      ctx.addIssue({
        code: 'custom',
        path: ['new_donor_name'],
        message: BATCH_NEW_DONOR_NAME_MESSAGE,
      });
    }
    if (isNew && (!entry.new_donor_email || !isEmailAddress(entry.new_donor_email))) {
      ctx.addIssue({
        code: 'custom',
        path: ['new_donor_email'],
        message: BATCH_NEW_DONOR_EMAIL_MESSAGE,
      });
    }
    if (entry.method === 'check' && !entry.check_number) {
      ctx.addIssue({ code: 'custom', path: ['check_number'], message: BATCH_CHECK_NUMBER_MESSAGE });
    }
    if (entry.parts.length === 0 && !entry.fund) {
      ctx.addIssue({ code: 'custom', path: ['fund'], message: BATCH_FUND_MESSAGE });
    }
    if (entry.parts.length > 0) {
      const seen = new Set<string>();
      for (const [index, part] of entry.parts.entries()) {
        if (seen.has(part.fund)) {
          ctx.addIssue({
            code: 'custom',
            path: ['parts', index, 'fund'],
            message: BATCH_FUND_TWICE_MESSAGE,
          });
        }
        seen.add(part.fund);
      }
      const sum = entry.parts.reduce((total, part) => total + part.amount_cents, 0);
      if (sum !== entry.amount_cents) {
        ctx.addIssue({ code: 'custom', path: ['parts'], message: BATCH_SPLIT_SUM_MESSAGE });
      }
    }
  });
export type BatchEntryInput = z.output<typeof batchEntryInputSchema>;
export type BatchEntryValues = z.input<typeof batchEntryInputSchema>;

/** `POST /api/batches/:id/entries/:entryId/reverse/`: why a committed entry is reversed. */
export const batchReversalInputSchema = z.object({
  reason: requiredText(BATCH_REASON_MESSAGE, 300),
});
export type BatchReversalInput = z.output<typeof batchReversalInputSchema>;
export type BatchReversalValues = z.input<typeof batchReversalInputSchema>;

/** One fund's part of an entry as the API answers it (negative in a reversing entry). */
export interface BatchEntryPart {
  fund: string;
  fund_name: string;
  amount_cents: number;
}

/** An entry of a batch as the API answers it. */
export interface BatchEntry {
  id: number;
  batch_id: number;
  /** Null: anonymous (loose cash). */
  donor_id: number | null;
  donor_name: string | null;
  envelope_number: string | null;
  /** Negative for a reversing entry. */
  amount_cents: number;
  method: BatchMethod;
  check_number: string | null;
  parts: BatchEntryPart[];
  /** A reversing entry: the entry it reverses, and why. */
  reverses_entry_id: number | null;
  reason: string | null;
  /** Set on an entry a later reversing entry cancels. */
  reversed_by_entry_id: number | null;
  created_at: string;
}

/** A batch as the API answers it. */
export interface Batch {
  id: number;
  batch_date: string;
  kind: BatchKind;
  note: string | null;
  counted_total_cents: number | null;
  /** The gifts entered (reversing entries left out), in cents. */
  entries_total_cents: number;
  /** The reversing entries' sum (zero or negative), in cents. */
  reversed_cents: number;
  entry_count: number;
  /** When it was committed; null while open. */
  committed_at: string | null;
  created_at: string;
}

/** `GET /api/batches/:id/`: a batch with its entries, in the order entered. */
export interface BatchWithEntries extends Batch {
  entries: BatchEntry[];
}

/** `GET /api/batches/donors/?q=`: a donor found by name, e-mail or envelope number. */
export interface BatchDonorMatch {
  id: number;
  name: string;
  email: string;
  envelope_number: string | null;
}

/** `GET /api/batches/donors/?q=`: what finance typed to find the donor of an entry (none: no donor). */
export const batchDonorSearchSchema = z.object({
  q: optionalText(100),
});
export type BatchDonorSearch = z.output<typeof batchDonorSearchSchema>;
