/**
 * Accounts that resist takeover, end to end (docs/accounts.md): a mailed
 * password-reset link works once; with `ADMIN_2FA_REQUIRED_ROLES=finance`,
 * a finance administrator's dashboard stays shut until two-step sign-in is
 * on; a recovery code signs in once.
 */
import type { Page } from 'playwright-core';
import {
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_LINK_INVALID_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  SECOND_FACTOR_FAILED_MESSAGE,
  TWO_FACTOR_SETUP_REQUIRED_MESSAGE,
} from '@parish/shared-types';
import { describeViolation, isSerious, runAxe } from '../support/axe';
import { mailboxForThisFile, type ReceivedMail } from '../support/mailbox';
import { totpCode } from '../support/totp';
import { apiFor } from '../support/api';
import { DEMO_ADMIN, DESKTOP, logInAs, PHONE, siteForThisFile } from '../support/site';

/** The role whose administrators must use two-step sign-in here (the docs recommend owner and finance). */
const REQUIRED_ROLE = 'finance';
const NEW_PASSWORD = 'Vespers at the lakeside 2026';
/** The treasurer, added by the demo owner (whose own sign-in the setting leaves alone). */
const TREASURER = {
  email: 'treasurer@e2e.example',
  password: 'Offertory ledger 2031',
  name: 'E2E Treasurer',
};

const mailbox = mailboxForThisFile();
const testSite = siteForThisFile({
  apiEnv: Object.assign(mailbox.apiEnv, { ADMIN_2FA_REQUIRED_ROLES: REQUIRED_ROLE }),
});
beforeAll(async () => {
  // Before the first test changes the demo owner's password.
  await apiFor(testSite(), { asAdmin: true }).admins.create({ ...TREASURER, roles: ['finance'] });
});

function resetLinkIn(mail: ReceivedMail | undefined): string {
  const match = /https?:\/\/\S+\/login\/reset\?token=[\w-]+/.exec(mail?.parsed.text ?? '');
  if (!match) throw new Error(`no reset link in:\n${mail?.parsed.text}`);
  return match[0];
}

async function expectAxeClean(page: Page) {
  const results = await runAxe(page, { include: ['main'] });
  expect(results.violations.filter(isSerious).map(describeViolation)).toEqual([]);
}

async function expectFitsWidth(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

describe('accounts', () => {
  it('a mailed reset link sets a new password once', async () => {
    const site = testSite();
    const page = await site.newPage({ viewport: PHONE });
    await page.goto(site.url('/login'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await heading(page, 'Forgot password').waitFor();
    await expectAxeClean(page);
    await expectFitsWidth(page);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_ADMIN.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText(PASSWORD_RESET_SENT_MESSAGE).waitFor();

    const [mail] = await mailbox.waitFor(
      (received) =>
        received.to.includes(DEMO_ADMIN.email) &&
        received.parsed.subject === 'Set a new password for the parish dashboard',
    );
    const link = resetLinkIn(mail);
    await page.goto(link);
    await heading(page, 'Set a new password').waitFor();
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.waitForURL('**/login');
    await page.getByText(PASSWORD_RESET_DONE_MESSAGE).waitFor();

    // The same link again: refused.
    await page.goto(link);
    await page.getByLabel(/^New password/).fill('Another evening at vespers');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByText(PASSWORD_RESET_LINK_INVALID_MESSAGE).first().waitFor();
  });

  it(`with ADMIN_2FA_REQUIRED_ROLES=${REQUIRED_ROLE}, no dashboard without the second factor; a recovery code works once`, async () => {
    const site = testSite();
    const page = await site.newPage({ viewport: PHONE });
    await logInAs(page, site, TREASURER);
    await heading(page, 'Set up two-step sign-in').waitFor();
    await page.getByText(TWO_FACTOR_SETUP_REQUIRED_MESSAGE).waitFor();
    expect(await heading(page, 'Admin Dashboard').count()).toBe(0);
    // The API refuses the dashboard's data too, even what the role may read.
    const refused = await page.request.get(site.url('/api/payments/'));
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ message: TWO_FACTOR_SETUP_REQUIRED_MESSAGE });
    await expectAxeClean(page);
    await expectFitsWidth(page);

    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.locator('main code').textContent())?.trim() ?? '';
    await page.getByRole('textbox', { name: /Code from the app/ }).fill(totpCode(secret));
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const codeList = page.getByRole('list', { name: 'Recovery codes' });
    await codeList.waitFor();
    const codes = await codeList.getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(10);
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await heading(page, 'Admin Dashboard').waitFor();

    // A recovery code signs in once, in a browser of its own.
    const signInWithCode = async (code: string) => {
      const other = await site.newPage({ viewport: DESKTOP });
      await logInAs(other, site, TREASURER);
      await other.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
      await other.getByRole('textbox', { name: /^Code/ }).fill(code);
      await other.getByRole('button', { name: 'Verify' }).click();
      return other;
    };
    const first = await signInWithCode(codes[0] ?? '');
    await heading(first, 'Admin Dashboard').waitFor();
    const again = await signInWithCode(codes[0] ?? '');
    await again.getByText(SECOND_FACTOR_FAILED_MESSAGE).waitFor();
    expect(await heading(again, 'Admin Dashboard').count()).toBe(0);

    // The account screen lists both signed-in browsers, and fits a phone.
    await page.getByRole('link', { name: 'Account' }).click();
    await heading(page, 'Account').waitFor();
    await page.getByText('This session').waitFor();
    await expect(
      page.getByRole('list', { name: 'Your sessions' }).getByRole('listitem').count(),
    ).resolves.toBe(2);
    await expectAxeClean(page);
    await expectFitsWidth(page);
  });
});
