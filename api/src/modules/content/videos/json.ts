/** The JSON this feature answers with (see openapi/schemas.ts). */
import { VIDEO_CATEGORIES, type Video } from '@parish/shared-types';
import { z } from 'zod';
import { shapeOf, id } from '../../../openapi/schemas';

export const videoJson = shapeOf<Video>()(
  z.object({ id, title: z.string(), youtube_url: z.string(), category: z.enum(VIDEO_CATEGORIES) }),
);
