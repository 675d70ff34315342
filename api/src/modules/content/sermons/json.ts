/** The JSON this feature answers with (see openapi/schemas.ts). */
import { type Sermon } from '@parish/shared-types';
import { z } from 'zod';
import { shapeOf, id, nullableText } from '../../../openapi/schemas';

export const sermonJson = shapeOf<Sermon>()(
  z.object({
    id,
    title: z.string(),
    preacher: z.string(),
    date: z.string().describe('YYYY-MM-DD'),
    scripture: z.string(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    audio: z
      .object({
        url: z.string().describe('Our file (/api/uploads/audio/<name>) or a linked recording'),
        type: z.string().nullable(),
        length: z.number().int().nullable().describe('Bytes'),
        uploaded: z.boolean(),
      })
      .nullable(),
    video_url: z.string().nullable(),
    title_es: nullableText.describe('The Spanish title; null when the office wrote none'),
    description_es: nullableText.describe(
      'The Spanish description; null when the office wrote none',
    ),
  }),
);
