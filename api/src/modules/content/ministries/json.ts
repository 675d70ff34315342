/** The JSON this feature answers with (see openapi/schemas.ts). */
import { type Ministry } from '@parish/shared-types';
import { z } from 'zod';
import { shapeOf, id, nullableText } from '../../../openapi/schemas';

export const ministryJson = shapeOf<Ministry>()(
  z.object({
    id,
    title: z.string(),
    description: z.string(),
    image: z.string(),
    leader: nullableText,
    schedule: nullableText,
    location: nullableText,
    title_es: nullableText.describe('The Spanish title; null when the office wrote none'),
    description_es: nullableText.describe(
      'The Spanish description; null when the office wrote none',
    ),
    schedule_es: nullableText.describe('The Spanish schedule; null when the office wrote none'),
  }),
);
