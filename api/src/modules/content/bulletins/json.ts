/** The JSON this feature answers with (see openapi/schemas.ts). */
import type { Bulletin } from '@parish/shared-types/bulletins';
import { z } from 'zod';
import { dateTime, id, nullableText, shapeOf } from '../../../openapi/schemas';

export const bulletinJson = shapeOf<Bulletin>()(
  z.object({
    id,
    date: z.iso.date().describe('The Sunday it is for (YYYY-MM-DD)'),
    title: nullableText.describe('An optional title; the page shows the date when none'),
    title_es: nullableText.describe('The title in Spanish; null for none'),
    filename: z.string().describe("The PDF's name on the office's computer"),
    file_url: z.string().describe('The PDF, e.g. /api/uploads/bulletins/<name>.pdf (a download)'),
    size_bytes: z.int().nonnegative(),
    preview_url: z
      .string()
      .describe('A PNG of the first page, made on upload: /api/uploads/bulletins/<name>.png'),
    preview_width: z.int().positive(),
    preview_height: z.int().positive(),
    uploaded_at: dateTime,
  }),
);
