/** My Giving's answers as zod schemas for the OpenAPI document, checked against shared-types. */
import { GIVING_FUND_IDS, type DonorSignInAnswer, type MyGiving } from '@parish/shared-types';
import { z } from 'zod';
import { dateTime, id, shapeOf } from '../../openapi/schemas';

const dollars = z.number().describe('Dollars');
const fundShares = z.array(z.object({ fund: z.enum(GIVING_FUND_IDS), amount: dollars }));

export const donorSignInAnswerJson = shapeOf<DonorSignInAnswer>()(
  z.object({ message: z.string().describe('The same for every address') }),
);

export const myGivingJson = shapeOf<MyGiving>()(
  z.object({
    donor: z.object({ name: z.string(), email: z.string() }),
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
      z.object({ fund: z.enum(GIVING_FUND_IDS), label: z.string(), total: dollars }),
    ),
  }),
);
