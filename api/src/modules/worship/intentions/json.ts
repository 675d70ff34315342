/** The JSON the Mass intentions answer with (see openapi/schemas.ts). */
import { SCHEDULE_KINDS, SCHEDULE_LANGUAGES } from '@parish/shared-types';
import {
  INTENTION_STATUSES,
  type IntentionBook,
  type IntentionDay,
  type MassIntention,
  type MassIntentionReceipt,
  type MassIntentionSettings,
  type PublishedIntention,
} from '@parish/shared-types/intentions';
import { z } from 'zod';
import { dateTime, id, nullableText, shapeOf } from '../../../openapi/schemas';

const date = z.string().describe('YYYY-MM-DD');
const mass = z
  .string()
  .describe('The Mass: `entry:<id>` (a weekly entry) or `added:<id>` (an added Mass)');

const massFields = {
  mass,
  date,
  start_time: z.string().describe("HH:MM:SS, the parish's wall-clock time"),
  starts_at: dateTime,
  kind: z.enum(SCHEDULE_KINDS),
  title: nullableText,
  title_es: nullableText,
  language: z.enum(SCHEDULE_LANGUAGES),
  place: z.string(),
  place_es: nullableText,
  cancelled: z.boolean().describe('Cancelled that date: no room'),
  capacity: z.int().describe('How many intentions the Mass takes'),
  taken: z.int().describe('Slots taken: paid, confirmed, or held while being paid'),
  available: z.int().describe('Slots left (0 when full, cancelled or begun)'),
};

const intentionMass = z.object(massFields);

export const intentionDayJson = shapeOf<IntentionDay>()(
  z.object({
    date,
    offering: z.number().describe('The suggested offering, dollars'),
    masses: z.array(intentionMass),
  }),
);

const receiptFields = {
  id,
  status: z.enum(INTENTION_STATUSES),
  date,
  mass,
  intention: z.string(),
  publish: z.boolean(),
  amount: z.number().describe('Dollars'),
  expires_at: dateTime.nullable().describe('While held: when the slot is given back unless paid'),
};

export const massIntentionReceiptJson = shapeOf<MassIntentionReceipt>()(z.object(receiptFields));

export const massIntentionJson = shapeOf<MassIntention>()(
  z.object({
    ...receiptFields,
    requested_by: z.string(),
    email: z.string(),
    language: z.string(),
    created_at: dateTime,
    confirmed_at: dateTime.nullable(),
  }),
);

export const intentionBookJson = shapeOf<IntentionBook>()(
  z.object({
    from: date,
    to: date,
    masses: z.array(z.object({ ...massFields, intentions: z.array(massIntentionJson) })),
  }),
);

export const publishedIntentionJson = shapeOf<PublishedIntention>()(
  z.object({ mass, date, intention: z.string() }),
);

export const massIntentionSettingsJson = shapeOf<MassIntentionSettings>()(
  z.object({
    per_mass: z.int().describe('How many intentions each Mass takes'),
    offering: z.int().describe('The suggested offering, whole dollars'),
  }),
);
