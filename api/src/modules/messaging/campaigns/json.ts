/** The JSON this feature answers with (see openapi/schemas.ts). */
import {
  CAMPAIGN_STATUSES,
  type Campaign,
  type CampaignPreview,
  type CampaignProgress,
  type CampaignReport,
} from '@parish/shared-types';
import { z } from 'zod';
import { shapeOf } from '../../../openapi/schemas';

const progressShape = {
  recipients: z.number().int().describe('Frozen when sending started: each person once'),
  sent: z.number().int().describe('Accepted by the mail server'),
  failed: z.number().int().describe('Refused for good (a 5xx reply) or out of attempts'),
  left: z.number().int().describe('Not yet handed to the outbox, or waiting in it'),
};

export const campaignProgressJson = shapeOf<CampaignProgress>()(z.object(progressShape));

export const campaignJson = shapeOf<Campaign>()(
  z.object({
    id: z.number().int(),
    subject: z.string(),
    body: z.string().describe('Markdown'),
    topics: z.array(z.number().int()),
    status: z.enum(CAMPAIGN_STATUSES),
    scheduled_at: z.string().nullable(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable().describe('When its last recipient was handed to the outbox'),
    created_at: z.string(),
    updated_at: z.string(),
    progress: campaignProgressJson,
  }),
);

export const campaignReportJson = shapeOf<CampaignReport>()(
  z.object({
    ...progressShape,
    delivered: z.number().int(),
    failures: z.array(z.object({ email: z.string(), reason: z.string() })),
    unsubscribed_since: z
      .number()
      .int()
      .describe('Recipients who left the newsletter after it started'),
  }),
);

export const campaignPreviewJson = shapeOf<CampaignPreview>()(
  z.object({
    subject: z.string(),
    html: z.string().describe('The mail’s HTML as a recipient’s mail client gets it'),
    recipients: z.number().int().describe('How many people its topics reach now'),
  }),
);
