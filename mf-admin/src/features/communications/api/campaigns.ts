import {
  apiPaths,
  type Campaign,
  type CampaignInput,
  type CampaignPreview,
  type CampaignReport,
  type CampaignSendInput,
  type NewsletterTopic,
} from '@parish/shared-types';
import { apiQuery, useApiQuery } from '@parish/shared-web';
import { api } from '../../../lib/api';

/** How often a campaign's page reads its progress again while it sends or waits for its time (ms). */
export const CAMPAIGN_REFRESH_MS = 3000;

/** The campaign's page in the dashboard. */
export const CAMPAIGN_PAGE_ROUTE = '/admin/communications/campaigns/:id';

export function campaignPage(id: number): string {
  return CAMPAIGN_PAGE_ROUTE.replace(':id', String(id));
}

/** Whether the campaign is still on its way: its page reads it again until it is sent. */
export function isUnderWay(campaign: Campaign | undefined): boolean {
  return campaign?.status === 'sending' || campaign?.status === 'scheduled';
}

/** `GET /api/campaigns/:id/`: the campaign and its progress, read again while under way. */
export function useCampaign(id: number) {
  return useApiQuery(
    apiQuery(apiPaths.campaign(id), (signal): Promise<Campaign> => api.campaigns.get(id, signal)),
    { refetchInterval: (campaign) => (isUnderWay(campaign) ? CAMPAIGN_REFRESH_MS : false) },
  );
}

/** `GET /api/campaigns/:id/report/`: delivered, each failure and why, who left since. */
export function useCampaignReport(id: number) {
  return useApiQuery(
    apiQuery(apiPaths.campaignReport(id), (signal): Promise<CampaignReport> =>
      api.campaigns.report(id, signal),
    ),
  );
}

/** `POST /api/campaigns/preview/` of a saved campaign: its mail and how many it reaches now. */
export function useCampaignPreview(campaign: Campaign) {
  const input: CampaignInput = {
    subject: campaign.subject,
    body: campaign.body,
    topics: campaign.topics,
  };
  // Known by the campaign and its last change: an edit shows a new preview.
  const key = `${apiPaths.campaignPreview}?campaign=${campaign.id}&at=${campaign.updated_at}`;
  return useApiQuery(apiQuery(key, (): Promise<CampaignPreview> => api.campaigns.preview(input)));
}

/** Every topic, retired ones too: a campaign's audience is named by them. */
export function useAllTopics() {
  return useApiQuery(
    apiQuery(apiPaths.newsletterTopicsAll, (signal): Promise<NewsletterTopic[]> =>
      api.newsletterTopics.listAll(signal),
    ),
  );
}

/** The campaign to the signed-in administrator's own address. */
export function sendTestCampaign(id: number): Promise<Campaign> {
  return api.campaigns.sendTest(id);
}

/** Now (no `scheduled_at`) or at a future time. */
export function sendCampaign(id: number, input: CampaignSendInput): Promise<Campaign> {
  return api.campaigns.send(id, input);
}
