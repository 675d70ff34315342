import {
  apiPaths,
  CAMPAIGN_NO_RECIPIENTS_MESSAGE,
  CAMPAIGN_NOT_DRAFT_MESSAGE,
  CAMPAIGN_NOT_FOUND_MESSAGE,
  CAMPAIGN_SCHEDULE_PAST_MESSAGE,
  campaignSchema,
  campaignSendSchema,
  TOPIC_NOT_OFFERED_MESSAGE,
  type CampaignInput,
} from '@parish/shared-types';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../../http/context';
import { HttpError } from '../../../http/errors';
import { requestLanguage } from '../../../http/language';
import { unwrap } from '../../../http/results';
import { parseId } from '../../../http/validation';
import { docs } from '../../../openapi/registry';
import { auditActor } from '../../platform';
import type { MailSite } from '../mail/kinds';
import { campaignJson, campaignPreviewJson, campaignReportJson } from './json';
import {
  campaignReport,
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  previewCampaign,
  sendCampaign,
  sendTest,
  updateCampaign,
} from './service';

const tag = 'Campaigns';
const example: CampaignInput = {
  subject: 'Thursday’s Adoration moves to the chapel',
  body: 'Dear {{first_name|friends}},\n\nThis Thursday **Adoration** is in the chapel, 7 to 9 pm.',
  topics: [1],
};
const idOf = (params: unknown) =>
  parseId((params as { id: string }).id, CAMPAIGN_NOT_FOUND_MESSAGE);
const one = { description: 'The campaign', schema: campaignJson };

/** What a running sender is woken with when a campaign starts sending. */
export interface CampaignRouteOptions {
  /** The parish as mails show it (the office's stored details). */
  site: () => Promise<MailSite>;
  /** Called after a campaign starts sending, so this process hands its first batch over at once. */
  sendingStarted?: () => void;
}

/** The office's campaigns: written, previewed, tested, sent or scheduled (docs/communications.md). */
export function campaignRoutes(options: CampaignRouteOptions) {
  return async function routes(app: ApiApp, { db, outbox, clock }: AppContext) {
    app.get(
      apiPaths.campaigns,
      docs({
        tag,
        summary: 'Every campaign',
        description: 'Newest first, with the progress of those sending or sent.',
        access: 'admin',
        responses: { 200: { description: 'The campaigns', schema: z.array(campaignJson) } },
      }),
      async () => listCampaigns(db),
    );

    app.post(
      apiPaths.campaigns,
      docs({
        tag,
        summary: 'Write a campaign (a draft)',
        description:
          'Subject, Markdown body (sanitised as blog posts are; `{{first_name|fallback}}` is the greeting) and topics (offered ones). Audited.',
        access: 'admin',
        body: campaignSchema,
        example,
        responses: { 201: one },
        errors: { 422: `${TOPIC_NOT_OFFERED_MESSAGE} (naming \`topics\`)` },
      }),
      async (request, reply) => {
        const created = unwrap(await createCampaign(db, auditActor(request), request.body));
        return reply.status(201).send(created);
      },
    );

    app.post(
      apiPaths.campaignPreview,
      docs({
        tag,
        summary: 'Preview a campaign',
        description:
          'The mail as a recipient gets it (its HTML, in the language asked for by `Accept-Language`), from the form’s campaign, saved or not; and how many people its topics reach now.',
        access: 'admin',
        body: campaignSchema,
        example,
        responses: { 200: { description: 'The preview', schema: campaignPreviewJson } },
        errors: { 422: `${TOPIC_NOT_OFFERED_MESSAGE} (naming \`topics\`)` },
      }),
      async (request) => {
        const site = await options.site();
        const language = requestLanguage(request.headers['accept-language']);
        return unwrap(await previewCampaign(db, { ...site, language }, request.body));
      },
    );

    app.get(
      apiPaths.campaign.pattern,
      docs({ tag, summary: 'One campaign', access: 'admin', responses: { 200: one } }),
      async (request) => {
        const campaign = await getCampaign(db, idOf(request.params));
        if (!campaign) throw new HttpError(404, CAMPAIGN_NOT_FOUND_MESSAGE);
        return campaign;
      },
    );

    app.put(
      apiPaths.campaign.pattern,
      docs({
        tag,
        summary: 'Change a draft',
        description: 'Only a draft changes: a scheduled or sent campaign answers 409. Audited.',
        access: 'admin',
        body: campaignSchema,
        example,
        responses: { 200: one },
        errors: { 409: CAMPAIGN_NOT_DRAFT_MESSAGE },
      }),
      async (request) =>
        unwrap(await updateCampaign(db, auditActor(request), idOf(request.params), request.body)),
    );

    app.delete(
      apiPaths.campaign.pattern,
      docs({
        tag,
        summary: 'Delete a draft',
        description: 'Only a draft is deleted: a scheduled or sent campaign answers 409. Audited.',
        access: 'admin',
        responses: { 204: { description: 'Deleted' } },
        errors: { 409: CAMPAIGN_NOT_DRAFT_MESSAGE },
      }),
      async (request, reply) => {
        unwrap(await deleteCampaign(db, auditActor(request), idOf(request.params)));
        return reply.status(204).send();
      },
    );

    app.post(
      apiPaths.campaignTest.pattern,
      docs({
        tag,
        summary: 'Send me a test',
        description:
          'The campaign to the signed-in administrator’s address, through the outbox, marked as a test; its links act on nobody. Audited.',
        access: 'admin',
        responses: { 202: one },
      }),
      async (request, reply) => {
        const campaign = unwrap(
          await sendTest(db, outbox, auditActor(request), idOf(request.params)),
        );
        return reply.status(202).send(campaign);
      },
    );

    app.post(
      apiPaths.campaignSend.pattern,
      docs({
        tag,
        summary: 'Send now, or schedule',
        description:
          'Without `scheduled_at`: sending starts now; its recipients (confirmed, not paused or suppressed, on a topic not retired; each once) are frozen with the change, and handed to the outbox at `MAIL_RATE_PER_MINUTE`. With it: sent then (in the future). Audited.',
        access: 'admin',
        body: campaignSendSchema,
        example: {},
        responses: { 200: one },
        errors: {
          409: CAMPAIGN_NOT_DRAFT_MESSAGE,
          422: `${CAMPAIGN_NO_RECIPIENTS_MESSAGE} (naming \`topics\`); ${CAMPAIGN_SCHEDULE_PAST_MESSAGE} (naming \`scheduled_at\`)`,
        },
      }),
      async (request) => {
        const campaign = unwrap(
          await sendCampaign(db, auditActor(request), idOf(request.params), request.body, clock()),
        );
        if (campaign.status === 'sending') options.sendingStarted?.();
        return campaign;
      },
    );

    app.get(
      apiPaths.campaignReport.pattern,
      docs({
        tag,
        summary: 'A campaign’s report',
        description:
          'Delivered, failed (with the mail server’s answer), left, and how many recipients left the newsletter since it started.',
        access: 'admin',
        responses: { 200: { description: 'The report', schema: campaignReportJson } },
      }),
      async (request) => unwrap(await campaignReport(db, idOf(request.params))),
    );
  };
}
