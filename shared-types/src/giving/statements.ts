import { z } from 'zod';
import { requiredDate, requiredInteger } from '../schemas/fields';
import { fundKeySchema } from './payments';

/**
 * Year-end giving statements (one PDF per donor per year) and the
 * dashboard's Giving area: donors, gifts by date and fund, totals.
 */

/** Said on every statement: US donors need it to deduct their gifts. */
export const NO_GOODS_OR_SERVICES_STATEMENT =
  'No goods or services were provided in exchange for these contributions.';

export const STATEMENT_YEAR_REQUIRED_MESSAGE = 'Enter the year of the statements.';
export const STATEMENT_YEAR_INVALID_MESSAGE = 'Enter a year such as 2026.';
export const STATEMENT_DONOR_REQUIRED_MESSAGE = 'Choose the donor to send the statement to.';
export const STATEMENT_NOT_FOUND_MESSAGE = 'There is no gift in that year, so no statement.';
export const STATEMENT_DONOR_NOT_FOUND_MESSAGE = 'Donor not found';
export const STATEMENT_JOB_NOT_FOUND_MESSAGE = 'Statement run not found';
export const STATEMENT_RUN_BUSY_MESSAGE =
  'Statements for that year are being made already. Wait for that run to finish.';

const statementYear = requiredInteger(STATEMENT_YEAR_REQUIRED_MESSAGE, {
  min: 2000,
  max: 2100,
  invalidMessage: STATEMENT_YEAR_INVALID_MESSAGE,
  minMessage: STATEMENT_YEAR_INVALID_MESSAGE,
  maxMessage: STATEMENT_YEAR_INVALID_MESSAGE,
});

/** `POST /api/statements/jobs/`: make and mail every donor's statement for a year. */
export const statementRunInputSchema = z.object({ year: statementYear });
export type StatementRunInput = z.output<typeof statementRunInputSchema>;
export type StatementRunValues = z.input<typeof statementRunInputSchema>;

/** `POST /api/statements/resend/`: make and mail one donor's statement again. */
export const statementResendInputSchema = z.object({
  year: statementYear,
  donor_id: requiredInteger(STATEMENT_DONOR_REQUIRED_MESSAGE, {
    min: 1,
    max: 2_147_483_647,
    invalidMessage: STATEMENT_DONOR_REQUIRED_MESSAGE,
    minMessage: STATEMENT_DONOR_REQUIRED_MESSAGE,
    maxMessage: STATEMENT_DONOR_REQUIRED_MESSAGE,
  }),
});
export type StatementResendInput = z.output<typeof statementResendInputSchema>;
export type StatementResendValues = z.input<typeof statementResendInputSchema>;

export const STATEMENT_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type StatementJobStatus = (typeof STATEMENT_JOB_STATUSES)[number];

export const GIFT_RANGE_ORDER_MESSAGE = 'The end date must not be before the start date.';

/** `GET /api/payments/gifts/?from=&to=&fund=`: completed gifts in a date range (UTC days) and fund. */
export const giftSearchSchema = z
  .object({
    from: requiredDate('Enter a start date.').optional(),
    to: requiredDate('Enter an end date.').optional(),
    fund: fundKeySchema.optional(),
  })
  .superRefine((search, ctx) => {
    if (search.from && search.to && search.to < search.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: GIFT_RANGE_ORDER_MESSAGE });
    }
  });
export type GiftSearch = z.output<typeof giftSearchSchema>;
