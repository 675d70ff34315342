/**
 * My Giving end to end: the composed production site in Chromium, the API
 * mailing its sign-in links to a real SMTP server in this process. A gift
 * of $250 to Missions with a name and address; the donor asks for a link,
 * follows it from the mail, and finds the gift with its receipt. The page
 * is checked with axe in both themes at a phone's width, used by keyboard,
 * and a link is refused the second time.
 */
import type { Page } from 'playwright-core';
import { describeViolation, isSerious, runAxe } from '../support/axe';
import { mailboxForThisFile, type ReceivedMail } from '../support/mailbox';
import { PHONE, siteForThisFile, type TestSite } from '../support/site';

const mailbox = mailboxForThisFile();
const testSite = siteForThisFile({ apiEnv: mailbox.apiEnv });

const DONOR = { name: 'Teresa Gomez', email: 'teresa.mygiving@example.org' };
const SIGN_IN_SUBJECT = 'Your sign-in link for My Giving';

function signInMails(count: number): Promise<ReceivedMail[]> {
  return mailbox.waitFor(
    (mail) => mail.to.includes(DONOR.email) && mail.parsed.subject === SIGN_IN_SUBJECT,
    count,
  );
}

function signInLink(mail: ReceivedMail | undefined): string {
  const match = /https?:\/\/\S+\/my-giving\?token=[A-Za-z0-9_-]{43}/.exec(mail?.parsed.text ?? '');
  if (!match) throw new Error(`no sign-in link in:\n${mail?.parsed.text}`);
  return match[0];
}

async function expectAxeClean(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  const results = await runAxe(page);
  const minor = results.violations.filter((violation) => !isSerious(violation));
  if (minor.length > 0)
    console.info(`${label}, minor:\n${minor.map(describeViolation).join('\n')}`);
  expect(results.violations.filter(isSerious).map(describeViolation)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function give250ToMissions(site: TestSite) {
  const page = await site.newPage({ viewport: PHONE });
  await page.goto(site.url('/giving'));
  await page.getByRole('button', { name: '$250', exact: true }).click();
  await page.getByRole('button', { name: /^Missions/ }).click();
  await page.getByRole('textbox', { name: /^Your name/ }).fill(DONOR.name);
  await page.getByRole('textbox', { name: /^Email address/ }).fill(DONOR.email);
  await page.getByRole('button', { name: 'Donate Now' }).click();
  await page
    .getByRole('dialog', { name: 'Complete Your Gift' })
    .getByRole('button', { name: 'Pay by Card' })
    .click();
  await page.getByRole('button', { name: /^Approve payment of \$250\.00/ }).click();
  await page.waitForURL('**/success?session_id=*');
  await page.close();
}

describe('My Giving', () => {
  let firstLink = '';

  it.each(['light', 'dark'] as const)(
    'in the %s theme: a link by mail signs the donor in, and the $250 gift to Missions is there with its receipt',
    async (theme) => {
      const site = testSite();
      if (theme === 'light') await give250ToMissions(site);
      const context = await site.newContext({ viewport: PHONE, theme });
      const page = await context.newPage();

      await page.goto(site.url('/my-giving'));
      await page.getByRole('heading', { level: 1, name: 'My Giving' }).waitFor();
      const email = page.getByRole('textbox', { name: 'Your e-mail address', exact: true });
      await email.waitFor();
      await expectAxeClean(page, `My Giving, signed out (${theme})`);
      await expectNoSidewaysScroll(page);

      // By keyboard: type the address, Enter submits.
      const before = (await signInMails(0)).length;
      await email.fill(DONOR.email.toUpperCase());
      await email.press('Enter');
      await page.getByText(/a sign-in link is on its way/).waitFor();
      const mails = await signInMails(before + 1);
      const link = signInLink(mails.at(-1));
      if (theme === 'light') firstLink = link;

      await page.goto(link);
      await page.getByText(`Signed in as ${DONOR.name} (${DONOR.email})`).waitFor();
      expect(new URL(page.url()).search).toBe('');
      const gifts = page.getByRole('table', { name: 'Your gifts' });
      await gifts.getByRole('cell', { name: 'Missions', exact: true }).waitFor();
      await gifts.getByRole('cell', { name: '$250.00', exact: true }).waitFor();
      await expectAxeClean(page, `My Giving, signed in (${theme})`);
      await expectNoSidewaysScroll(page);

      const receiptButton = page.getByRole('button', { name: /^Receipt for \$250\.00 on/ });
      await receiptButton.focus();
      await page.keyboard.press('Enter');
      const receipt = page.getByRole('region', { name: 'Gift receipt' });
      await receipt.getByText('Missions').waitFor();
      await receipt.getByText('$250.00').first().waitFor();
      await expectAxeClean(page, `My Giving, receipt open (${theme})`);
      await page.keyboard.press('Escape');
      await receipt.waitFor({ state: 'detached' });
      await context.close();
    },
  );

  it('refuses a link used before', async () => {
    const site = testSite();
    const page = await site.newPage({ viewport: PHONE });
    await page.goto(firstLink);
    await page
      .getByText('This sign-in link has expired or was already used. Please ask for a new one.')
      .waitFor();
    await page.getByRole('button', { name: 'Email me a sign-in link' }).waitFor();
    expect(await page.getByText(/Signed in as/).count()).toBe(0);
  });
});
