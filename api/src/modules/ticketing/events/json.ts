/** The JSON this feature answers with (see openapi/schemas.ts). */
import { type ParishEvent } from '@parish/shared-types';
import { z } from 'zod';
import { shapeOf, id, nullableText } from '../../../openapi/schemas';

export const eventJson = shapeOf<ParishEvent>()(
  z.object({
    id,
    title: z.string(),
    description: z.string(),
    title_es: nullableText.describe('The Spanish title; null when the office wrote none'),
    description_es: nullableText.describe(
      'The Spanish description; null when the office wrote none',
    ),
    date: z.iso.date(),
    time: z.iso.time(),
    location: z.string(),
    price: z.number().describe('Dollars'),
    max_attendees: z.int(),
    registered_attendees: z.int(),
    image: z.string(),
    registrationLink: nullableText,
    end_time: z.iso.time().nullable(),
    recurrence: z
      .object({
        repeat: z.enum(['weekly', 'monthly_weekday']),
        rule: z.string().describe('The RRULE, e.g. FREQ=WEEKLY;COUNT=8;BYDAY=SU'),
        starts: z.iso.date(),
        until: z.iso.date().nullable(),
        count: z.int().nullable(),
        exceptions: z.array(z.iso.date()),
      })
      .nullable()
      .describe('How a repeating event repeats; null for a single event'),
  }),
);
