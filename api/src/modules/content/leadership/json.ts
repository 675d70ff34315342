/** The JSON this feature answers with (see openapi/schemas.ts). */
import { type Leader } from '@parish/shared-types';
import { z } from 'zod';
import { shapeOf, id, nullableText } from '../../../openapi/schemas';

export const leaderJson = shapeOf<Leader>()(
  z.object({
    id,
    name: z.string(),
    title: z.string(),
    bio: z.string(),
    image: z.string(),
    contact_email: nullableText,
    facebook: nullableText,
    twitter: nullableText,
  }),
);
