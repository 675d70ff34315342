import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxMail } from '@parish/shared-types';
import { buildNewsletterSubscription, buildOutboxMail } from '@parish/shared-types/testing';
import { mockApi, type MockReply } from '@parish/shared-web/testing';
import { toCsv } from '../../../resources/lib/csv';
import { renderAdmin } from '../../../testing/renderAdmin';
import { readTable, renderResourceList } from '../../../testing/resourceList';
import { resetSession, signIn } from '../../../testing/session';
import { mailResource } from '../lib/mailResource';
import { findSection } from '../../../testing/dashboard';

const receipt = buildOutboxMail({
  id: 12,
  kind: 'gift_receipt',
  to: 'giver@example.org',
  subject: 'Thank you for your gift',
  status: 'sent',
  attempts: 1,
});
const bounced = buildOutboxMail({
  id: 11,
  kind: 'booking_confirmed',
  to: 'grace@example.org',
  subject: 'Your booking is confirmed',
  status: 'failed',
  attempts: 5,
  last_error: '550 5.1.1 Mailbox unavailable',
  sent_at: null,
});
const waiting = buildOutboxMail({
  id: 10,
  kind: 'newsletter_confirm',
  to: 'reader@example.org',
  subject: 'Please confirm your subscription',
  status: 'queued',
  attempts: 0,
  sent_at: null,
});

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
  resetSession();
});

/** The outbox as the API lists it: `lists` answered in turn, the last one from then on. */
function renderOutbox(lists: OutboxMail[][], resend: MockReply = { status: 200 }) {
  let reads = 0;
  api = mockApi({
    'GET /api/mail/': () => {
      const list = lists[Math.min(reads, lists.length - 1)] ?? [];
      reads += 1;
      return { status: 200, body: list };
    },
    'POST /api/mail/11/resend/': resend,
  });
  renderResourceList(mailResource);
  return { user: userEvent.setup(), requests: api.requests };
}

const outboxReads = (requests: { method: string; url: string }[]) =>
  requests.filter((request) => request.method === 'GET' && request.url === '/api/mail/');

it('lists each mail with its kind, address, subject, status, attempts and last error', async () => {
  renderOutbox([[receipt, bounced, waiting]]);

  const { headers, rows } = await readTable('Outbox');
  expect(headers).toEqual([
    'Kind',
    'To',
    'Subject',
    'Status',
    'Attempts',
    'Last error',
    'Created',
    'Sent',
    'Actions',
  ]);
  expect(rows.map((cells) => cells.slice(0, 6))).toEqual([
    ['Gift receipt', 'giver@example.org', 'Thank you for your gift', 'Sent', '1', ''],
    [
      'Booking confirmed',
      'grace@example.org',
      'Your booking is confirmed',
      'Failed',
      '5',
      '550 5.1.1 Mailbox unavailable',
    ],
    [
      'Newsletter: confirm',
      'reader@example.org',
      'Please confirm your subscription',
      'Queued',
      '0',
      '',
    ],
  ]);
  expect(rows[0]?.[7]).toMatch(/2026/);
  expect(rows[1]?.[7]).toBe('');
  expect(toCsv(mailResource.columns, [bounced]).split('\r\n')[1]).toBe(
    'Booking confirmed,grace@example.org,Your booking is confirmed,Failed,5,550 5.1.1 Mailbox unavailable,2026-11-02T09:00:00Z,',
  );
});

it('finds the mails sent to an address', async () => {
  const { user } = renderOutbox([[receipt, bounced, waiting]]);
  await screen.findByRole('table', { name: 'Outbox' });
  await user.type(screen.getByRole('searchbox', { name: 'Search outbox' }), 'grace@');
  expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
    'Booking confirmed',
  ]);
});

it('offers Resend only for a failed mail', async () => {
  renderOutbox([[receipt, bounced, waiting]]);
  await screen.findByRole('table', { name: 'Outbox' });
  expect(screen.getAllByRole('button', { name: /^Resend/ })).toEqual([
    screen.getByRole('button', { name: 'Resend mail 11 to grace@example.org' }),
  ]);
});

it('queues a failed mail again, says so, and shows the list as it is now', async () => {
  const requeued: OutboxMail = { ...bounced, status: 'queued', last_error: null };
  const { user, requests } = renderOutbox([
    [receipt, bounced],
    [receipt, requeued],
  ]);
  await user.click(
    await screen.findByRole('button', { name: 'Resend mail 11 to grace@example.org' }),
  );

  expect(await screen.findByRole('status')).toHaveTextContent('Mail queued again');
  const row = (await screen.findByRole('rowheader', { name: 'Booking confirmed' })).closest('tr');
  if (!row) throw new Error('no row for the mail');
  await waitFor(() => expect(within(row).getByText('Queued')).toBeInTheDocument());
  expect(screen.queryByRole('button', { name: /^Resend/ })).not.toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'POST')).toEqual([
    { method: 'POST', url: '/api/mail/11/resend/', body: undefined },
  ]);
  expect(outboxReads(requests)).toHaveLength(2);
});

it("says why when the mail cannot be queued again, and keeps the row's Resend", async () => {
  const { user, requests } = renderOutbox([[bounced]], {
    status: 409,
    body: { message: 'Only a failed mail can be sent again.' },
  });
  await user.click(
    await screen.findByRole('button', { name: 'Resend mail 11 to grace@example.org' }),
  );

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Only a failed mail can be sent again.',
  );
  expect(screen.getByRole('button', { name: 'Resend mail 11 to grace@example.org' })).toBeEnabled();
  expect(outboxReads(requests)).toHaveLength(1);
});

it('shows the outbox and the subscribers on the Mail tab', async () => {
  signIn();
  api = mockApi({
    'GET /api/mail/': { status: 200, body: [receipt] },
    'GET /api/newsletter/': { status: 200, body: [buildNewsletterSubscription()] },
  });
  renderAdmin({ pathname: '/admin', state: { tab: 'mail' } });

  const panel = await findSection('Mail');
  expect(within(panel).getByRole('heading', { level: 2, name: 'Outbox' })).toBeVisible();
  expect(within(panel).getByRole('heading', { level: 2, name: 'Newsletter' })).toBeVisible();
  expect(await within(panel).findByRole('rowheader', { name: 'Gift receipt' })).toBeVisible();
});
