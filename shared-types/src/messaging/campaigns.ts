import { z } from 'zod';
import type { IsoDateTime } from '../isoDates';
import { requiredText } from '../schemas/fields';
import { topicIdsSchema } from './topics';

/*
 * Campaigns (issue 37, part 2; docs/communications.md): what the office
 * writes to the people on one or more topics. A campaign is a draft until
 * it is sent now or scheduled; sending freezes its recipients, and each is
 * handed to the outbox once, at `MAIL_RATE_PER_MINUTE`.
 */

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_SUBJECT_MESSAGE = 'Please enter the subject';
export const CAMPAIGN_BODY_MESSAGE = 'Please write the message';
export const CAMPAIGN_NOT_FOUND_MESSAGE = 'Campaign not found';
export const CAMPAIGN_NOT_DRAFT_MESSAGE =
  'This campaign is no longer a draft: it has been scheduled or sent and cannot be changed.';
export const CAMPAIGN_NO_RECIPIENTS_MESSAGE =
  'Nobody would receive this campaign: no confirmed subscriber receives these topics.';
export const CAMPAIGN_SCHEDULE_PAST_MESSAGE = 'Please choose a time in the future.';
export const CAMPAIGN_SCHEDULE_INVALID_MESSAGE = 'Please enter a date and time.';
export const CAMPAIGN_TEST_NO_ADDRESS_MESSAGE =
  'Your account has no e-mail address to send the test to.';

/** `{{first_name}}` or `{{first_name|fallback}}` in a campaign's body: the recipient's first name. */
export const FIRST_NAME_PLACEHOLDER = /\{\{\s*first_name\s*(?:\|([^}]*))?\}\}/g;

/** A campaign as the office writes it (the dashboard's form, `POST` and `PUT`). */
export const campaignSchema = z.object({
  subject: requiredText(CAMPAIGN_SUBJECT_MESSAGE, 150),
  /** Markdown, sanitised as blog posts are (links only http(s) and mailto). */
  body: requiredText(CAMPAIGN_BODY_MESSAGE, 50_000, { multiline: true }),
  /** The topics whose confirmed subscribers receive it: each person once. */
  topics: topicIdsSchema,
});
export type CampaignInput = z.output<typeof campaignSchema>;

/** `POST /api/campaigns/:id/send/`: now (no `scheduled_at`) or at a future time. */
export const campaignSendSchema = z.object({
  scheduled_at: z
    .string({ error: CAMPAIGN_SCHEDULE_INVALID_MESSAGE })
    .refine((value) => !Number.isNaN(Date.parse(value)), CAMPAIGN_SCHEDULE_INVALID_MESSAGE)
    .nullish(),
});
export type CampaignSendInput = z.output<typeof campaignSendSchema>;

/** How far a campaign's sending has gone: recipients handed to SMTP, refused, still to go. */
export interface CampaignProgress {
  recipients: number;
  sent: number;
  failed: number;
  left: number;
}

export interface Campaign extends CampaignInput {
  id: number;
  status: CampaignStatus;
  scheduled_at: IsoDateTime | null;
  started_at: IsoDateTime | null;
  finished_at: IsoDateTime | null;
  created_at: IsoDateTime;
  updated_at: IsoDateTime;
  progress: CampaignProgress;
}

/** The report after a send: who got it, who did not and why, who left since. */
export interface CampaignReport extends CampaignProgress {
  delivered: number;
  failures: { email: string; reason: string }[];
  unsubscribed_since: number;
}

/** The preview: the mail's subject and HTML as a recipient gets it, and how many would. */
export interface CampaignPreview {
  subject: string;
  html: string;
  recipients: number;
}
