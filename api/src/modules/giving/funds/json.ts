/** The funds' answer as a zod schema for the OpenAPI document, checked against shared-types' `Fund`. */
import type { Fund } from '@parish/shared-types';
import { z } from 'zod';
import { dateTime, id, shapeOf } from '../../../openapi/schemas';

const day = z.string().describe("YYYY-MM-DD, the parish's date");
const cents = z.int().nonnegative();

export const fundJson = shapeOf<Fund>()(
  z.object({
    id,
    key: z.string().describe("The stable slug gifts name it by ('building')"),
    name: z.string(),
    name_es: z.string().nullable().describe('Null: the Spanish pages show the English name'),
    description: z.string().nullable(),
    description_es: z.string().nullable(),
    position: z.int().nonnegative().describe('Its place on the giving form, smallest first'),
    starts_on: day.nullable().describe("A second collection's first day; null: open"),
    ends_on: day.nullable().describe("A second collection's last day; null: open"),
    goal_cents: cents.nullable().describe('What the parish hopes to raise, in cents'),
    raised_cents: cents.describe("Counted gifts' parts to it within its dates, in cents"),
    retired_at: dateTime.nullable(),
  }),
);
