import { buildNewsletterSubscription } from '@parish/shared-types/testing';
import { mockApi } from '@parish/shared-web/testing';
import { readTable, renderResourceList } from '../../../testing/resourceList';
import { newsletterResource } from '../lib/newsletterResource';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

it('lists subscribers with whether they confirmed, and when', async () => {
  const confirmed = buildNewsletterSubscription({ email: 'maria@example.org' });
  const pending = buildNewsletterSubscription({
    email: 'peter@example.org',
    status: 'pending',
    confirmed_at: null,
  });
  const left = buildNewsletterSubscription({ email: 'ruth@example.org', status: 'unsubscribed' });
  api = mockApi({ 'GET /api/newsletter/': { status: 200, body: [confirmed, pending, left] } });
  renderResourceList(newsletterResource);

  const { headers, rows } = await readTable('Newsletter');
  expect(headers).toEqual(['Email', 'Status', 'Subscribed', 'Confirmed']);
  expect(rows.map((cells) => cells.slice(0, 2))).toEqual([
    ['maria@example.org', 'Subscribed'],
    ['peter@example.org', 'Awaiting confirmation'],
    ['ruth@example.org', 'Unsubscribed'],
  ]);
  expect(rows[0]?.[3]).toMatch(/2026/);
  expect(rows[1]?.[3]).toBe('');
});
