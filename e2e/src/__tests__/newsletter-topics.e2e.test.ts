/**
 * Newsletter topics and the preference page (docs/communications.md), end to
 * end on a phone: a visitor subscribes to two topics on /newsletter,
 * confirms from the mail the real SMTP server received, opens the
 * preference page from the welcome mail's link, and drops a topic.
 */
import type { ReceivedMail, TestSmtpServer } from '@parish/api/testing/smtp';
import { apiFor } from '../support/api';
import { expect, expectNoSidewaysScroll, test } from '../support/fixtures';
import { PHONE } from '../support/site';
import { expectTakenOver } from '../support/takeover';

test.use({ siteOptions: { mail: true } });

const mailsTo = (mailbox: TestSmtpServer, address: string, count = 1) =>
  mailbox.waitForMatching((mail) => mail.to.includes(address), count);

/** The first link to `path` in a mail's plain text. */
function linkIn(mail: ReceivedMail | undefined, path: string): string {
  const match = new RegExp(`https?://\\S+${path}\\?\\S+`).exec(mail?.parsed.text ?? '');
  if (!match) throw new Error(`no ${path} link in:\n${mail?.parsed.text}`);
  return match[0];
}

test('subscribes to two topics, confirms by mail, and drops one on the preference page', async ({
  site,
  newPage,
  mailbox,
  axe,
}) => {
  if (!mailbox) throw new Error('this file runs with a mailbox');
  const address = 'topics.reader@example.org';
  const page = await newPage(PHONE);

  await page.goto(site.url('/newsletter'));
  await expectTakenOver(page);
  await expect(page.getByRole('checkbox', { name: /^Parish news/ })).toBeChecked();
  // The page's form, not the footer's box beside it.
  const main = page.getByRole('main');
  await main.getByRole('checkbox', { name: /^Youth/ }).check();
  await main.getByRole('textbox', { name: /^Email/ }).fill(address);
  await main.getByRole('button', { name: 'Subscribe' }).click();
  await expect(main.getByText(/^Almost done: check your inbox/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await axe(page, 'Newsletter, phone');

  const [confirm] = await mailsTo(mailbox, address);
  await page.goto(linkIn(confirm, '/newsletter/confirm'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Subscription confirmed' }),
  ).toBeVisible();

  const [, welcome] = await mailsTo(mailbox, address, 2);
  await page.goto(linkIn(welcome, '/newsletter/preferences'));
  await expectTakenOver(page);
  await expect(page.getByText(`These are the preferences of ${address}.`)).toBeVisible();
  const youth = page.getByRole('checkbox', { name: /^Youth/ });
  await expect(youth).toBeChecked();
  await youth.uncheck();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Your preferences are saved.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await axe(page, 'Newsletter preferences, phone');

  // The address stays subscribed, now to Parish news alone.
  const subscriber = (await apiFor(site, { asAdmin: true }).newsletter.list()).find(
    (row) => row.email === address,
  );
  expect(subscriber?.status).toBe('subscribed');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /^Youth/ })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Parish news/ })).toBeChecked();
});
