/**
 * My Giving end to end: the composed production site in Chromium, the API
 * mailing its sign-in links to a real SMTP server in this process. A gift
 * of $250 to Missions with a name and address; the donor asks for a link,
 * follows it from the mail, and finds the gift with its receipt. The page
 * is checked with axe in both themes at a phone's width, used by keyboard,
 * and a link is refused the second time.
 */
import type { Page } from 'playwright-core';
import { apiFor } from '../support/api';
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

describe('a recurring gift on My Giving', () => {
  const GIVER = { name: 'Lucia Ferrante', email: 'lucia.recurring@example.org' };
  const mailTo = (subject: string) =>
    mailbox
      .waitFor((mail) => mail.to.includes(GIVER.email) && mail.parsed.subject === subject, 1)
      .then((mails) => mails[0]);

  it('is set up monthly, changed to $40 and cancelled, with a mail for each; a renewal is a second payment with its receipt', async () => {
    const site = testSite();
    const page = await site.newPage({ viewport: PHONE });

    // Set up: $50 a month (the form's start), paid on the sandbox's page.
    await page.goto(site.url('/giving?tab=recurring'));
    const form = page.getByRole('form', { name: 'Recurring gift' });
    await form.getByRole('button', { name: 'Monthly', exact: true }).click();
    await form.getByRole('textbox', { name: /^Your name/ }).fill(GIVER.name);
    await form.getByRole('textbox', { name: /^Email address/ }).fill(GIVER.email);
    await form.getByRole('button', { name: 'Set Up Recurring Gift' }).click();
    await page
      .getByRole('dialog', { name: 'Set Up Your Recurring Gift' })
      .getByRole('button', { name: 'Pay by Card' })
      .click();
    await page.getByRole('button', { name: /^Approve payment of \$50\.00/ }).click();
    await page.waitForURL('**/success?session_id=*');
    await mailTo('Receipt for your gift of $50.00');

    // Signed in from the mailed link.
    await page.goto(site.url('/my-giving'));
    await page.getByRole('textbox', { name: 'Your e-mail address', exact: true }).fill(GIVER.email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    const signIn = await mailTo(SIGN_IN_SUBJECT);
    await page.goto(signInLink(signIn));
    const monthly = page.getByRole('article', { name: 'Monthly gift of $50.00' });
    await monthly.getByText(/^Active/).waitFor();

    // Changed to $40: validated at the field first.
    await monthly.getByRole('button', { name: 'Change amount or frequency' }).click();
    const amount = monthly.getByRole('textbox', { name: /^Amount/ });
    await amount.fill('0');
    await monthly.getByRole('button', { name: 'Save change' }).click();
    await monthly.getByText('The smallest gift is $1.').first().waitFor();
    await amount.fill('40');
    await monthly.getByRole('button', { name: 'Save change' }).click();
    const changed = page.getByRole('article', { name: 'Monthly gift of $40.00' });
    await changed.waitFor();
    const changedMail = await mailTo('Your recurring gift is now a monthly gift of $40.00');
    expect(changedMail?.parsed.text).toContain('monthly gift of $50.00');
    await expectAxeClean(page, 'My Giving, a recurring gift changed');
    await expectNoSidewaysScroll(page);

    // A renewal (the sandbox's, as the office simulates it): a second payment with its receipt.
    const office = apiFor(site, { asAdmin: true });
    const gift = (await office.payments.recurringGifts()).find(
      (candidate) => candidate.amount === 40 && candidate.status === 'active',
    );
    if (!gift) throw new Error('no recurring gift of $40');
    const renewal = await office.payments.simulateRenewal(gift.id, 'paid');
    await mailTo('Receipt for your gift of $40.00');
    await page.reload();
    const gifts = page.getByRole('table', { name: 'Your gifts' });
    await gifts.getByRole('cell', { name: '$40.00', exact: true }).waitFor();
    await gifts.getByRole('cell', { name: '$50.00', exact: true }).waitFor();
    await page.getByRole('button', { name: /^Receipt for \$40\.00 on/ }).click();
    const receipt = page.getByRole('region', { name: 'Gift receipt' });
    await receipt.getByText(renewal.provider_reference ?? '-').waitFor();
    await page.keyboard.press('Escape');
    await receipt.waitFor({ state: 'detached' });

    // Cancelled, after the question.
    const current = page.getByRole('article', { name: 'Monthly gift of $40.00' });
    await current.getByRole('button', { name: 'Cancel gift' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel gift' }).click();
    await current.getByText(/^Cancelled/).waitFor();
    const cancelled = await mailTo('Your monthly gift of $40.00 is cancelled');
    expect(cancelled?.parsed.text).toContain('nothing more will be charged');
    expect(await current.getByRole('button', { name: 'Cancel gift' }).count()).toBe(0);
    await page.close();
  });
});
