/**
 * A campaign to 2,000 people whose sender is stopped halfway and started
 * again: every recipient receives exactly one mail, through the real SMTP
 * server (docs/communications.md, "Sending at parish scale").
 */
import { apiPaths, type Campaign, type NewsletterTopic } from '@parish/shared-types';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createMailingTestApp, testConfig, type TestApp } from '../../../../testing/app';
import type { TestSmtpServer } from '../../../../testing/smtp';
import {
  campaignRecipients,
  newsletterSubscribers,
  newsletterTopicSubscriptions,
} from '../../../../testing/tables';

const PEOPLE = 2_000;
let mailing: Awaited<ReturnType<typeof createMailingTestApp>> | undefined;
let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  // 500 a second: four batches of 500, a second apart, so a stop lands between them.
  mailing = await createMailingTestApp({
    mail: { ...testConfig().mail, ratePerMinute: 30_000 },
  });
  ({ t, smtp } = mailing);
});
afterAll(() => mailing?.close());

async function pendingCount(campaignId: number): Promise<number> {
  const [row] = await t.db
    .select({ count: sql<number>`count(*)::int` })
    .from(campaignRecipients)
    .where(and(eq(campaignRecipients.campaignId, campaignId), isNull(campaignRecipients.queuedAt)));
  return Number(row?.count ?? 0);
}

async function until(check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('gives each of 2,000 recipients exactly one mail when the sender is stopped halfway and started again', async () => {
  const cookie = await t.adminCookie();
  const topicResponse = await t.inject({
    method: 'POST',
    url: apiPaths.newsletterTopics,
    payload: { name: 'Everyone', position: 1 },
    headers: { cookie },
  });
  const topic = topicResponse.json<NewsletterTopic>();
  const people = await t.db
    .insert(newsletterSubscribers)
    .values(
      Array.from({ length: PEOPLE }, (_, index) => ({
        email: `person.${index}@example.org`,
        status: 'subscribed',
        confirmedAt: new Date(),
      })),
    )
    .returning({ id: newsletterSubscribers.id });
  await t.db
    .insert(newsletterTopicSubscriptions)
    .values(people.map((person) => ({ subscriberId: person.id, topicId: topic.id })));

  const created = await t.inject({
    method: 'POST',
    url: apiPaths.campaigns,
    payload: {
      subject: 'Parish-wide news',
      body: 'Dear {{first_name|all}}, hello.',
      topics: [topic.id],
    },
    headers: { cookie },
  });
  const campaign = created.json<Campaign>();
  const sent = await t.inject({
    method: 'POST',
    url: apiPaths.campaignSend(campaign.id),
    payload: {},
    headers: { cookie },
  });
  expect(sent.json<Campaign>().progress.recipients).toBe(PEOPLE);

  // Stopped after its first batch: the rest wait, none handed over twice.
  await until(async () => (await pendingCount(campaign.id)) < PEOPLE);
  await t.app.campaignSender.stop();
  const leftAtStop = await pendingCount(campaign.id);
  expect(leftAtStop).toBeGreaterThan(0);
  expect(leftAtStop).toBeLessThan(PEOPLE);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(await pendingCount(campaign.id)).toBe(leftAtStop);

  t.app.campaignSender.start();
  await smtp.waitForMatching((mail) => mail.parsed.subject === 'Parish-wide news', PEOPLE, 120_000);
  // Nothing more arrives after the last.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const received = smtp.received.filter((mail) => mail.parsed.subject === 'Parish-wide news');
  expect(received).toHaveLength(PEOPLE);
  const perAddress = new Map<string, number>();
  for (const mail of received) {
    for (const to of mail.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
  }
  expect(perAddress.size).toBe(PEOPLE);
  expect([...perAddress.values()].every((count) => count === 1)).toBe(true);

  const after = await t.inject({
    method: 'GET',
    url: apiPaths.campaign(campaign.id),
    headers: { cookie },
  });
  expect(after.json<Campaign>()).toMatchObject({
    status: 'sent',
    progress: { recipients: PEOPLE, sent: PEOPLE, failed: 0, left: 0 },
  });
}, 180_000);
