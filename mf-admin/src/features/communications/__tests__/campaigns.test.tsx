import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CAMPAIGN_NO_RECIPIENTS_MESSAGE,
  type Campaign,
  type CampaignReport,
  type NewsletterTopic,
} from '@parish/shared-types';
import { mockApi } from '@parish/shared-web/testing';
import { renderAdmin } from '../../../testing/renderAdmin';
import { resetSession, signIn } from '../../../testing/session';
import { previewDocument } from '../lib/previewDocument';

const topic = (id: number, name: string, retired = false): NewsletterTopic => ({
  id,
  name,
  name_es: null,
  description: null,
  description_es: null,
  position: id,
  retired,
});
const parishNews = topic(1, 'Parish news');
const youth = topic(3, 'Youth');
const lent = topic(6, 'Lent 2026', true);

const draft: Campaign = {
  id: 12,
  subject: 'Adoration moves to the chapel',
  body: 'Dear {{first_name|friends}}, this Thursday Adoration is in the chapel.',
  topics: [3],
  status: 'draft',
  scheduled_at: null,
  started_at: null,
  finished_at: null,
  created_at: '2026-12-07T09:00:00.000Z',
  updated_at: '2026-12-07T09:00:00.000Z',
  progress: { recipients: 0, sent: 0, failed: 0, left: 0 },
};
const previewHtml =
  '<html><head><style>@media (prefers-color-scheme: dark){.m-card{background-color:#1e1e1e!important}}</style></head><body><p>Thursday Adoration</p></body></html>';

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => signIn());
afterEach(() => {
  mock?.restore();
  resetSession();
});

// What changes something: not the reads, nor the preview (a POST that writes nothing).
const writes = () =>
  mock?.requests.filter(
    (request) => request.method !== 'GET' && request.url !== '/api/campaigns/preview/',
  ) ?? [];

it('composes a draft: subject, Markdown message and the topics still offered', async () => {
  mock = mockApi({
    'GET /api/newsletter/topics/all/': { status: 200, body: [parishNews, youth, lent] },
    'POST /api/campaigns/': { status: 201, body: draft },
    '*': { status: 200, body: [] },
  });
  const user = userEvent.setup();
  renderAdmin('/admin/communications/add-campaign');
  expect(await screen.findByRole('heading', { level: 1, name: 'Write a Campaign' })).toBeVisible();
  expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription(
    /\{\{first_name\|friends\}\} is replaced by the recipient’s first name/,
  );
  const topics = screen.getByRole('group', { name: /^Topics/ });
  await within(topics).findByRole('checkbox', { name: 'Youth' });
  // A retired topic is offered nowhere.
  expect(within(topics).queryByRole('checkbox', { name: 'Lent 2026' })).toBeNull();

  await user.type(screen.getByLabelText(/^Subject/), draft.subject);
  await user.type(screen.getByLabelText(/^Message/), 'Adoration is in the chapel.');
  await user.click(within(topics).getByRole('checkbox', { name: 'Youth' }));
  await user.click(screen.getByRole('button', { name: 'Save Draft' }));

  expect(await screen.findByText('Draft saved')).toBeInTheDocument();
  expect(writes()).toEqual([
    {
      method: 'POST',
      url: '/api/campaigns/',
      body: { subject: draft.subject, body: 'Adoration is in the chapel.', topics: [3] },
    },
  ]);
});

it('says at the topics when nobody would receive the campaign', async () => {
  mock = mockApi({
    'GET /api/campaigns/12/': { status: 200, body: draft },
    'GET /api/newsletter/topics/all/': { status: 200, body: [parishNews, youth] },
    'POST /api/campaigns/preview/': {
      status: 200,
      body: { subject: draft.subject, html: previewHtml, recipients: 0 },
    },
    'POST /api/campaigns/12/send/': {
      status: 422,
      body: {
        message: CAMPAIGN_NO_RECIPIENTS_MESSAGE,
        fields: { topics: CAMPAIGN_NO_RECIPIENTS_MESSAGE },
      },
    },
  });
  const user = userEvent.setup();
  renderAdmin('/admin/communications/campaigns/12');
  expect(await screen.findByText('It reaches 0 people now.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Send now' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send to 0 people' }),
  );

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const audience = screen.getByRole('group', { name: 'Topics' });
  await waitFor(() => expect(audience).toHaveAccessibleDescription(CAMPAIGN_NO_RECIPIENTS_MESSAGE));
  expect(within(audience).getByText('Youth')).toBeVisible();
});

it('asks before sending now, naming how many people it goes to, then sends', async () => {
  mock = mockApi({
    'GET /api/campaigns/12/': { status: 200, body: draft },
    'GET /api/newsletter/topics/all/': { status: 200, body: [parishNews, youth] },
    'POST /api/campaigns/preview/': {
      status: 200,
      body: { subject: draft.subject, html: previewHtml, recipients: 42 },
    },
    'POST /api/campaigns/12/send/': { status: 200, body: { ...draft, status: 'sending' } },
  });
  const user = userEvent.setup();
  renderAdmin('/admin/communications/campaigns/12');
  const frame = await screen.findByTitle(`Preview of the mail: ${draft.subject}`);
  expect(frame).toHaveAttribute('sandbox', '');
  expect(frame.getAttribute('srcdoc')).toBe(previewDocument(previewHtml, 'light'));
  await user.click(screen.getByRole('switch', { name: 'Dark mode' }));
  expect(frame.getAttribute('srcdoc')).toContain('@media (min-width: 0px)');

  await user.click(screen.getByRole('button', { name: 'Send now' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send this campaign now?' });
  expect(dialog).toHaveTextContent(`“${draft.subject}” goes to 42 people now.`);
  expect(writes()).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Send to 42 people' }));

  expect(await screen.findByText('The campaign is being sent')).toBeInTheDocument();
  expect(writes()).toContainEqual({ method: 'POST', url: '/api/campaigns/12/send/', body: {} });
});

it('shows sent, failed and left on a progress bar while it sends', async () => {
  mock = mockApi({
    'GET /api/campaigns/12/': {
      status: 200,
      body: {
        ...draft,
        status: 'sending',
        started_at: '2026-12-07T10:00:00.000Z',
        progress: { recipients: 200, sent: 120, failed: 2, left: 78 },
      },
    },
  });
  renderAdmin('/admin/communications/campaigns/12');
  const bar = await screen.findByRole('progressbar', { name: 'Sending progress' });
  expect(bar).toHaveAttribute('aria-valuenow', '61');
  expect(bar).toHaveAttribute('aria-valuetext', '122 of 200');
  expect(screen.getByText('Sent: 120 · Failed: 2 · Left: 78')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Send now' })).toBeNull();
});

it('shows the report once sent: delivered, each failure with its reason, who left since', async () => {
  const report: CampaignReport = {
    recipients: 3,
    sent: 2,
    failed: 1,
    left: 0,
    delivered: 2,
    failures: [{ email: 'gone@example.org', reason: '550 5.1.1 No such user' }],
    unsubscribed_since: 1,
  };
  mock = mockApi({
    'GET /api/campaigns/12/': {
      status: 200,
      body: {
        ...draft,
        status: 'sent',
        started_at: '2026-12-07T10:00:00.000Z',
        finished_at: '2026-12-07T10:01:00.000Z',
        progress: { recipients: 3, sent: 2, failed: 1, left: 0 },
      },
    },
    'GET /api/campaigns/12/report/': { status: 200, body: report },
  });
  renderAdmin('/admin/communications/campaigns/12');
  const section = await screen.findByRole('region', { name: 'Report' });
  expect(
    await within(section).findByText('Recipients: 3 · Delivered: 2 · Failed: 1'),
  ).toBeVisible();
  expect(within(section).getByText('gone@example.org')).toBeVisible();
  expect(within(section).getByText('550 5.1.1 No such user')).toBeVisible();
  expect(
    within(section).getByText('1 person left the newsletter since it was sent.'),
  ).toBeVisible();
});
