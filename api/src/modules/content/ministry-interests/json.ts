/** The JSON this feature answers with (see openapi/schemas.ts). */
import { type MinistryInterest } from '@parish/shared-types';
import { z } from 'zod';
import { shapeOf, id, dateTime, nullableText } from '../../../openapi/schemas';

export const ministryInterestJson = shapeOf<MinistryInterest>()(
  z.object({
    id,
    name: z.string(),
    email: z.string(),
    phone: nullableText,
    ministry: id.nullable().describe("The ministry's id; null once it has been deleted"),
    ministry_title: z.string().describe("The ministry's title when the interest was sent"),
    message: nullableText,
    created_at: dateTime,
  }),
);
