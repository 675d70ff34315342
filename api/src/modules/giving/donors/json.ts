/** My Giving's answers as zod schemas for the OpenAPI document, checked against shared-types. */
import {
  LANGUAGES,
  RECURRING_GIFT_PRICE_IDS,
  type DonorSignInAnswer,
  type DonorSummary,
  type MyGiving,
} from '@parish/shared-types';
import { z } from 'zod';
import { dateTime, id, shapeOf } from '../../../openapi/schemas';

const dollars = z.number().describe('Dollars');
const fundShares = z.array(
  z.object({
    fund: z.string().describe("A fund's key (GET /api/funds/)"),
    amount: dollars,
    name: z.string(),
    name_es: z.string(),
  }),
);

export const donorSignInAnswerJson = shapeOf<DonorSignInAnswer>()(
  z.object({ message: z.string().describe('The same for every address') }),
);

export const myGivingJson = shapeOf<MyGiving>()(
  z.object({
    donor: z.object({ name: z.string(), email: z.string() }),
    language: z
      .enum(LANGUAGES)
      .optional()
      .describe("The language of the donor's receipts, statements and mails"),
    recurring_gifts: z
      .array(
        z.object({
          id,
          price_id: z.enum(RECURRING_GIFT_PRICE_IDS),
          frequency: z.string(),
          amount: dollars.describe('Each time, without a covered fee'),
          processing_fee: dollars,
          funds: fundShares,
          status: z.enum(['pending', 'active', 'paused', 'cancelled']),
          next_gift_on: z.string().nullable().describe('YYYY-MM-DD while active'),
        }),
      )
      .optional(),
    gifts: z.array(
      z.object({
        id,
        date: dateTime,
        amount: dollars,
        processing_fee: dollars,
        funds: fundShares,
        frequency: z.string().nullable(),
        reference: z.string().describe('Its printable receipt: /success?session_id=<reference>'),
      }),
    ),
    totals_by_year: z.array(
      z.object({ year: z.int(), total: dollars, gifts: z.int().nonnegative() }),
    ),
    totals_by_fund: z.array(
      z.object({
        fund: z.string().describe("A fund's key (GET /api/funds/)"),
        label: z.string(),
        name_es: z.string(),
        total: dollars,
      }),
    ),
  }),
);

export const donorSummaryJson = shapeOf<DonorSummary>()(
  z.object({
    id,
    name: z.string(),
    email: z.string(),
    postal_address: z.string().nullable(),
    total_given: dollars,
    gifts: z.int().nonnegative(),
    last_gift_at: dateTime.nullable(),
    gift_years: z.array(z.int()),
  }),
);
