/**
 * Issue 37, part 2 (docs/communications.md): an editor writes a campaign to
 * one topic in the dashboard on a phone and sends it. Two people confirmed
 * different topics; exactly the one on that topic gets the mail from the
 * real SMTP server, and its unsubscribe link works on the site.
 */
import type { ReceivedMail } from '@parish/api/testing/smtp';
import { apiFor } from '../support/api';
import { expect, expectNoSidewaysScroll, test } from '../support/fixtures';
import { openSection } from '../support/dashboard';
import { logInAs } from '../support/site';
import { expectTakenOver } from '../support/takeover';

test.use({ siteOptions: { mail: true } });

const EDITOR = { email: 'campaigns@e2e.example', password: 'Psalter-2031', name: 'Office Editor' };
const YOUTH_READER = 'youth.reader@example.org';
const NEWS_READER = 'news.reader@example.org';
const SUBJECT = 'Retreat on Saturday';

/** The first link to `path` in a mail's plain text. */
function linkIn(mail: ReceivedMail | undefined, path: string): string {
  const match = new RegExp(`https?://\\S+${path}\\?\\S+`).exec(mail?.parsed.text ?? '');
  if (!match) throw new Error(`no ${path} link in:\n${mail?.parsed.text}`);
  return match[0];
}

test('an editor sends a campaign to one topic: only its subscriber gets it, and can unsubscribe @phone-only', async ({
  page,
  site,
  mailbox,
}) => {
  if (!mailbox) throw new Error('this file runs with a mailbox');
  const visitor = apiFor(site);
  const admin = apiFor(site, { asAdmin: true });
  const topics = await visitor.newsletterTopics.list();
  const topicId = (name: string) => topics.find((topic) => topic.name === name)?.id ?? 0;

  // Two people subscribe to different topics and confirm from their mail.
  await visitor.newsletter.subscribe({ email: YOUTH_READER, topics: [topicId('Youth')] });
  await visitor.newsletter.subscribe({ email: NEWS_READER, topics: [topicId('Parish news')] });
  for (const address of [YOUTH_READER, NEWS_READER]) {
    const [confirm] = await mailbox.waitForMatching((mail) => mail.to.includes(address));
    const token = new URL(linkIn(confirm, '/newsletter/confirm')).searchParams.get('token');
    await visitor.newsletter.confirm({ token: token ?? '' });
  }

  await admin.admins.create({ ...EDITOR, roles: ['editor'] });
  await logInAs(page, site, EDITOR);
  await openSection(page, 'Communications');
  await page.getByRole('link', { name: 'Write a Campaign' }).click();
  await page.getByLabel(/^Subject/).fill(SUBJECT);
  await page
    .getByLabel(/^Message/)
    .fill('Dear {{first_name|friends}},\n\nThe **retreat** starts at 9 on Saturday.');
  await page.getByRole('checkbox', { name: 'Youth' }).check();
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await page.getByRole('link', { name: SUBJECT, exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: SUBJECT })).toBeVisible();
  await expect(page.getByText('It reaches 1 person now.')).toBeVisible();
  await expect(
    page.frameLocator(`iframe[title="Preview of the mail: ${SUBJECT}"]`).getByText(/starts at 9/),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Send now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send to 1 person' }).click();

  const [received] = await mailbox.waitForMatching((mail) => mail.parsed.subject === SUBJECT);
  expect(received?.to).toEqual([YOUTH_READER]);
  expect(received?.parsed.text).toContain('Dear friends,');
  await expect(page.getByRole('heading', { name: 'Report' })).toBeVisible({ timeout: 15_000 });
  expect(mailbox.received.filter((mail) => mail.parsed.subject === SUBJECT)).toHaveLength(1);

  await page.goto(linkIn(received, '/newsletter/unsubscribe'));
  await expectTakenOver(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You have been unsubscribed')).toBeVisible();
});
