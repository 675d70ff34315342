/** The JSON this feature answers with (see openapi/schemas.ts). */
import { type Photo } from '@parish/shared-types';
import { z } from 'zod';
import { shapeOf, id, dateTime } from '../../../openapi/schemas';

export const photoJson = shapeOf<Photo>()(
  z.object({
    id,
    url: z.string().describe('Where the image is served, e.g. /api/uploads/photos/<name>.jpg'),
    filename: z.string().describe("The file's name on the uploader's computer"),
    uploaded_at: dateTime,
  }),
);
