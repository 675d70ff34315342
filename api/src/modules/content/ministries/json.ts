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
  }),
);
