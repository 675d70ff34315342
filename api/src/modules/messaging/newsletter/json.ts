/** The JSON this feature answers with (see openapi/schemas.ts). */
import {
  NEWSLETTER_STATUSES,
  type NewsletterSignUpAnswer,
  type NewsletterSubscription,
} from '@parish/shared-types';
import { z } from 'zod';
import { shapeOf, dateTime } from '../../../openapi/schemas';

export const newsletterSignUpAnswerJson = shapeOf<NewsletterSignUpAnswer>()(
  z.object({ message: z.string().describe('The same for every address') }),
);

export const newsletterSubscriptionJson = shapeOf<NewsletterSubscription>()(
  z.object({
    email: z.email(),
    subscribed_at: dateTime,
    status: z
      .enum(NEWSLETTER_STATUSES)
      .describe('`pending` until the confirm link is used; only `subscribed` addresses get mail'),
    confirmed_at: dateTime.nullable(),
  }),
);
