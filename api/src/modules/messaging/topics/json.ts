/** The JSON this feature answers with (see openapi/schemas.ts). */
import {
  NEWSLETTER_STATUSES,
  type NewsletterPreferences,
  type NewsletterTopic,
} from '@parish/shared-types';
import { z } from 'zod';
import { shapeOf } from '../../../openapi/schemas';

export const newsletterTopicJson = shapeOf<NewsletterTopic>()(
  z.object({
    id: z.number().int(),
    name: z.string(),
    name_es: z.string().nullable(),
    description: z.string().nullable(),
    description_es: z.string().nullable(),
    position: z.number().int().describe('Lower first'),
    retired: z.boolean().describe('Kept with its subscribers, offered nowhere'),
  }),
);

export const newsletterPreferencesJson = shapeOf<NewsletterPreferences>()(
  z.object({
    email: z.email().describe("The link's own address: never another"),
    status: z.enum(NEWSLETTER_STATUSES),
    paused: z.boolean().describe('Nothing is sent while paused'),
    topics: z.array(z.number().int()).describe('The offered topics this address receives'),
    offered: z.array(newsletterTopicJson),
  }),
);
