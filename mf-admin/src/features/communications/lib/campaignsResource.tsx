import { Link as RouterLink } from 'react-router';
import { Link } from '@mui/material';
import { campaignSchema, type Campaign, type NewsletterTopic } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { defineResource } from '../../../resources/lib/defineResource';
import type { ResourceContext } from '../../../resources/lib/resourceText';
import { campaignPage } from '../api/campaigns';
import { newsletterTopicsResource } from './newsletterTopicsResource';

/** When it went, goes, or is going out: sent or started, else scheduled; blank for a draft. */
function whenOf(campaign: Campaign): string {
  return campaign.finished_at ?? campaign.started_at ?? campaign.scheduled_at ?? '';
}

function statusText(campaign: Campaign, { t }: ResourceContext): string {
  return t(`admin.campaigns.status.${campaign.status}`);
}

/**
 * The office's campaigns to the newsletter's topics (docs/communications.md):
 * drafts are written and changed here; each campaign's page previews it,
 * sends a test, sends or schedules it, and shows its progress and report.
 * Only a draft can be changed or deleted (the API refuses the rest, naming
 * its status).
 */
export const campaignsResource = defineResource({
  key: 'campaigns',
  calls: {
    list: 'GET /api/campaigns/',
    create: 'POST /api/campaigns/',
    edit: 'PUT /api/campaigns/:id/',
    remove: 'DELETE /api/campaigns/:id/',
  },
  label: 'admin.campaigns.label',
  list: api.campaigns.list,
  // The list's recipients and progress move while one sends.
  refreshEvery: (campaigns) =>
    campaigns.some((campaign) => campaign.status === 'sending') ? 5000 : null,
  recordId: (campaign) => campaign.id,
  recordLabel: (campaign) => campaign.subject,
  columns: [
    {
      header: 'admin.campaigns.columns.subject',
      value: (campaign) => campaign.subject,
      render: (campaign) => (
        <Link component={RouterLink} to={campaignPage(campaign.id)}>
          {campaign.subject}
        </Link>
      ),
    },
    { header: 'admin.campaigns.columns.status', value: statusText },
    {
      header: 'admin.campaigns.columns.when',
      value: whenOf,
      render: (campaign, { format }) => {
        const when = whenOf(campaign);
        return when ? format.dateTime(when) : '';
      },
    },
    {
      header: 'admin.campaigns.columns.recipients',
      // A draft's audience is counted on its page (the preview); the list counts a send's.
      value: (campaign) => (campaign.status === 'draft' ? '' : campaign.progress.recipients),
    },
  ],
  loadingText: 'admin.campaigns.loading',
  emptyText: 'admin.campaigns.empty',
  loadErrorText: 'admin.campaigns.loadError',
  remove: {
    call: (campaign) => api.campaigns.remove(campaign.id),
    confirmTitle: 'admin.campaigns.delete.confirmTitle',
    doneText: 'admin.campaigns.delete.done',
    failureText: 'admin.campaigns.delete.failed',
  },
  fields: {
    subject: { label: 'admin.campaigns.fields.subject', kind: 'text' },
    body: {
      label: 'admin.campaigns.fields.body',
      kind: 'multiline',
      rows: 12,
      hint: 'admin.campaigns.fields.bodyHint',
    },
    topics: {
      kind: 'record',
      of: newsletterTopicsResource,
      multiple: true,
      offered: (topic) => !(topic as NewsletterTopic).retired,
      label: 'admin.campaigns.fields.topics',
      hint: 'admin.campaigns.fields.topicsHint',
    },
  },
  create: {
    route: '/admin/communications/add-campaign',
    schema: campaignSchema,
    save: (input) => api.campaigns.create(input),
    title: 'admin.campaigns.create.title',
    submitLabel: 'admin.campaigns.create.submit',
    busyLabel: 'admin.campaigns.create.busy',
    successText: 'admin.campaigns.create.success',
    failureText: 'admin.campaigns.create.failed',
  },
  edit: {
    route: '/admin/communications/campaigns/edit/:id',
    schema: campaignSchema,
    load: (id, signal) => api.campaigns.get(id, signal),
    save: (input, id) => api.campaigns.update(id, input),
    title: 'admin.campaigns.edit.title',
    submitLabel: 'admin.campaigns.edit.submit',
    busyLabel: 'admin.campaigns.edit.busy',
    successText: 'admin.campaigns.edit.success',
    failureText: 'admin.campaigns.edit.failed',
    loadErrorText: 'admin.campaigns.edit.loadError',
  },
});
