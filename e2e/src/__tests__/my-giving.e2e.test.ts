/**
 * My Giving end to end: the composed production site in Chromium, the API
 * mailing its sign-in links to a real SMTP server in this process. A gift
 * of $250 to Missions with a name and address; the donor asks for a link,
 * follows it from the mail, and finds the gift with its receipt. The page
 * is checked with axe in both themes at a phone's width, used by keyboard,
 * and a link is refused the second time.
 */
import type { Page } from '@playwright/test';
import { apiFor } from '../support/api';
import { expect, expectNoSidewaysScroll, test, type Axe } from '../support/fixtures';
import type { ReceivedMail, TestSmtpServer } from '@parish/api/testing/smtp';
import { giveByCard } from '../support/giving';

// A donor's page, used on a phone: every test here is at 390 px.
test.use({ siteOptions: { mail: true } });

const DONOR = { name: 'Teresa Gomez', email: 'teresa.mygiving@example.org' };
const SIGN_IN_SUBJECT = 'Your sign-in link for My Giving';

function signInMails(mailbox: TestSmtpServer, count: number): Promise<ReceivedMail[]> {
  return mailbox.waitForMatching(
    (mail) => mail.to.includes(DONOR.email) && mail.parsed.subject === SIGN_IN_SUBJECT,
    count,
  );
}

function signInLink(mail: ReceivedMail | undefined): string {
  const match = /https?:\/\/\S+\/my-giving\?token=[A-Za-z0-9_-]{43}/.exec(mail?.parsed.text ?? '');
  if (!match) throw new Error(`no sign-in link in:\n${mail?.parsed.text}`);
  return match[0];
}

/** Axe once the page's reads are done (a gift list, a receipt). */
async function expectAxeClean(axe: Axe, page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  await axe(page, label);
}

test.describe('My Giving', { tag: '@phone-only' }, () => {
  // The last test uses the link the first one followed.
  test.describe.configure({ mode: 'serial' });
  let firstLink = '';

  for (const theme of ['light', 'dark'] as const) {
    test(`in the ${theme} theme: a link by mail signs the donor in, and the $250 gift to Missions is there with its receipt`, async ({
      site,
      newPage,
      mailbox,
      axe,
    }) => {
      if (theme === 'light') {
        const giver = await newPage();
        await giveByCard(site, giver, { amount: 250, fund: 'Missions', ...DONOR });
        await giver.close();
      }
      const page = await newPage({ theme });

      await page.goto(site.url('/my-giving'));
      await expect(page.getByRole('heading', { level: 1, name: 'My Giving' })).toBeVisible();
      const email = page.getByRole('textbox', { name: 'Your e-mail address', exact: true });
      await expect(email).toBeVisible();
      await expectAxeClean(axe, page, `My Giving, signed out (${theme})`);
      await expectNoSidewaysScroll(page);

      // By keyboard: type the address, Enter submits.
      const before = (await signInMails(mailbox, 0)).length;
      await email.fill(DONOR.email.toUpperCase());
      await email.press('Enter');
      await expect(page.getByText(/a sign-in link is on its way/)).toBeVisible();
      const mails = await signInMails(mailbox, before + 1);
      const link = signInLink(mails.at(-1));
      if (theme === 'light') firstLink = link;

      await page.goto(link);
      await expect(page.getByText(`Signed in as ${DONOR.name} (${DONOR.email})`)).toBeVisible();
      expect(new URL(page.url()).search).toBe('');
      const gifts = page.getByRole('table', { name: 'Your gifts' });
      await expect(gifts.getByRole('cell', { name: 'Missions', exact: true })).toBeVisible();
      await expect(gifts.getByRole('cell', { name: '$250.00', exact: true })).toBeVisible();
      await expectAxeClean(axe, page, `My Giving, signed in (${theme})`);
      await expectNoSidewaysScroll(page);

      const receiptButton = page.getByRole('button', { name: /^Receipt for \$250\.00 on/ });
      await receiptButton.focus();
      await page.keyboard.press('Enter');
      const receipt = page.getByRole('region', { name: 'Gift receipt' });
      await expect(receipt.getByText('Missions')).toBeVisible();
      await expect(receipt.getByText('$250.00').first()).toBeVisible();
      await expectAxeClean(axe, page, `My Giving, receipt open (${theme})`);
      await page.keyboard.press('Escape');
      await expect(receipt).toHaveCount(0);
    });
  }

  test('refuses a link used before', async ({ page }) => {
    await page.goto(firstLink);
    await expect(
      page.getByText(
        'This sign-in link has expired or was already used. Please ask for a new one.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
    await expect(page.getByText(/Signed in as/)).toHaveCount(0);
  });
});

test.describe('a recurring gift on My Giving', { tag: '@phone-only' }, () => {
  const GIVER = { name: 'Lucia Ferrante', email: 'lucia.recurring@example.org' };
  const mailTo = (mailbox: TestSmtpServer, subject: string) =>
    mailbox
      .waitForMatching(
        (mail) => mail.to.includes(GIVER.email) && mail.parsed.subject === subject,
        1,
      )
      .then((mails) => mails[0]);

  test('is set up monthly, changed to $40 and cancelled, with a mail for each; a renewal is a second payment with its receipt', async ({
    site,
    page,
    mailbox,
    axe,
  }) => {
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
    await mailTo(mailbox, 'Receipt for your gift of $50.00');

    // Signed in from the mailed link.
    await page.goto(site.url('/my-giving'));
    await page.getByRole('textbox', { name: 'Your e-mail address', exact: true }).fill(GIVER.email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    const signIn = await mailTo(mailbox, SIGN_IN_SUBJECT);
    await page.goto(signInLink(signIn));
    const monthly = page.getByRole('article', { name: 'Monthly gift of $50.00' });
    await expect(monthly.getByText(/^Active/)).toBeVisible();

    // Changed to $40: validated at the field first.
    await monthly.getByRole('button', { name: 'Change amount or frequency' }).click();
    const amount = monthly.getByRole('textbox', { name: /^Amount/ });
    await amount.fill('0');
    await monthly.getByRole('button', { name: 'Save change' }).click();
    await expect(monthly.getByText('The smallest gift is $1.').first()).toBeVisible();
    await amount.fill('40');
    await monthly.getByRole('button', { name: 'Save change' }).click();
    const changed = page.getByRole('article', { name: 'Monthly gift of $40.00' });
    await expect(changed).toBeVisible();
    const changedMail = await mailTo(
      mailbox,
      'Your recurring gift is now a monthly gift of $40.00',
    );
    expect(changedMail?.parsed.text).toContain('monthly gift of $50.00');
    await expectAxeClean(axe, page, 'My Giving, a recurring gift changed');
    await expectNoSidewaysScroll(page);

    // A renewal (the sandbox's, as the office simulates it): a second payment with its receipt.
    const office = apiFor(site, { asAdmin: true });
    const gift = (await office.payments.recurringGifts()).find(
      (candidate) => candidate.amount === 40 && candidate.status === 'active',
    );
    if (!gift) throw new Error('no recurring gift of $40');
    const renewal = await office.payments.simulateRenewal(gift.id, 'paid');
    await mailTo(mailbox, 'Receipt for your gift of $40.00');
    await page.reload();
    const gifts = page.getByRole('table', { name: 'Your gifts' });
    await expect(gifts.getByRole('cell', { name: '$40.00', exact: true })).toBeVisible();
    await expect(gifts.getByRole('cell', { name: '$50.00', exact: true })).toBeVisible();
    await page.getByRole('button', { name: /^Receipt for \$40\.00 on/ }).click();
    const receipt = page.getByRole('region', { name: 'Gift receipt' });
    await expect(receipt.getByText(renewal.provider_reference ?? '-')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(receipt).toHaveCount(0);

    // Cancelled, after the question.
    const current = page.getByRole('article', { name: 'Monthly gift of $40.00' });
    await current.getByRole('button', { name: 'Cancel gift' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel gift' }).click();
    await expect(current.getByText(/^Cancelled/)).toBeVisible();
    const cancelled = await mailTo(mailbox, 'Your monthly gift of $40.00 is cancelled');
    expect(cancelled?.parsed.text).toContain('nothing more will be charged');
    await expect(current.getByRole('button', { name: 'Cancel gift' })).toHaveCount(0);
  });
});
