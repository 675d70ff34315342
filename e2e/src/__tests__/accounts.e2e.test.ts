/**
 * Accounts that resist takeover, end to end (docs/accounts.md): a mailed
 * password-reset link works once; with `ADMIN_2FA_REQUIRED_ROLES=finance`,
 * a finance administrator's dashboard stays shut until two-step sign-in is
 * on; a recovery code signs in once.
 */
import type { Page } from '@playwright/test';
import {
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_LINK_INVALID_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  SECOND_FACTOR_FAILED_MESSAGE,
  TWO_FACTOR_SETUP_REQUIRED_MESSAGE,
} from '@parish/shared-types';
import { apiFor } from '../support/api';
import { expect, expectNoSidewaysScroll, test } from '../support/fixtures';
import type { ReceivedMail } from '@parish/api/testing/smtp';
import { DEMO_ADMIN, DESKTOP, logInAs } from '../support/site';
import { totpCode } from '../support/totp';

/** The role whose administrators must use two-step sign-in here (the docs recommend owner and finance). */
const REQUIRED_ROLE = 'finance';
const NEW_PASSWORD = 'Vespers at the lakeside 2026';
/** The treasurer, added by the demo owner (whose own sign-in the setting leaves alone). */
const TREASURER = {
  email: 'treasurer@e2e.example',
  password: 'Offertory ledger 2031',
  name: 'E2E Treasurer',
};

test.use({
  siteOptions: {
    mail: true,
    apiEnv: { ADMIN_2FA_REQUIRED_ROLES: REQUIRED_ROLE },
    // Before the first test changes the demo owner's password.
    prepare: (site) =>
      apiFor(site, { asAdmin: true }).admins.create({ ...TREASURER, roles: ['finance'] }),
  },
});

function resetLinkIn(mail: ReceivedMail | undefined): string {
  const match = /https?:\/\/\S+\/login\/reset\?token=[\w-]+/.exec(mail?.parsed.text ?? '');
  if (!match) throw new Error(`no reset link in:\n${mail?.parsed.text}`);
  return match[0];
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

// Accounts are used on a phone as much as at a desk: the pages are checked at 390 px.
test.describe('accounts', { tag: '@phone-only' }, () => {
  test('a mailed reset link sets a new password once', async ({ site, page, mailbox, axe }) => {
    await page.goto(site.url('/login'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(heading(page, 'Forgot password')).toBeVisible();
    await axe(page, page.url(), { include: ['main'] });
    await expectNoSidewaysScroll(page);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_ADMIN.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByText(PASSWORD_RESET_SENT_MESSAGE)).toBeVisible();

    const [mail] = await mailbox.waitForMatching(
      (received) =>
        received.to.includes(DEMO_ADMIN.email) &&
        received.parsed.subject === 'Set a new password for the parish dashboard',
    );
    const link = resetLinkIn(mail);
    await page.goto(link);
    await expect(heading(page, 'Set a new password')).toBeVisible();
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.waitForURL('**/login');
    await expect(page.getByText(PASSWORD_RESET_DONE_MESSAGE)).toBeVisible();

    // The same link again: refused.
    await page.goto(link);
    await page.getByLabel(/^New password/).fill('Another evening at vespers');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await expect(page.getByText(PASSWORD_RESET_LINK_INVALID_MESSAGE).first()).toBeVisible();
  });

  test(`with ADMIN_2FA_REQUIRED_ROLES=${REQUIRED_ROLE}, no dashboard without the second factor; a recovery code works once`, async ({
    site,
    page,
    newPage,
    axe,
  }) => {
    await logInAs(page, site, TREASURER);
    await expect(heading(page, 'Set up two-step sign-in')).toBeVisible();
    await expect(page.getByText(TWO_FACTOR_SETUP_REQUIRED_MESSAGE)).toBeVisible();
    await expect(heading(page, 'Admin Dashboard')).toHaveCount(0);
    // The API refuses the dashboard's data too, even what the role may read.
    const refused = await page.request.get(site.url('/api/payments/'));
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ message: TWO_FACTOR_SETUP_REQUIRED_MESSAGE });
    await axe(page, page.url(), { include: ['main'] });
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    const secret = (await page.locator('main code').textContent())?.trim() ?? '';
    await page.getByRole('textbox', { name: /Code from the app/ }).fill(totpCode(secret));
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const codeList = page.getByRole('list', { name: 'Recovery codes' });
    await expect(codeList).toBeVisible();
    const codes = await codeList.getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(10);
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect(heading(page, 'Admin Dashboard')).toBeVisible();

    // A recovery code signs in once, in a browser of its own.
    const signInWithCode = async (code: string) => {
      const other = await newPage(DESKTOP);
      await logInAs(other, site, TREASURER);
      await expect(other.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
      await other.getByRole('textbox', { name: /^Code/ }).fill(code);
      await other.getByRole('button', { name: 'Verify' }).click();
      return other;
    };
    const first = await signInWithCode(codes[0] ?? '');
    await expect(heading(first, 'Admin Dashboard')).toBeVisible();
    const again = await signInWithCode(codes[0] ?? '');
    await expect(again.getByText(SECOND_FACTOR_FAILED_MESSAGE)).toBeVisible();
    await expect(heading(again, 'Admin Dashboard')).toHaveCount(0);

    // The account screen lists both signed-in browsers, and fits a phone.
    await page.getByRole('link', { name: 'Account' }).click();
    await expect(heading(page, 'Account')).toBeVisible();
    await expect(page.getByText('This session')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Your sessions' }).getByRole('listitem'),
    ).toHaveCount(2);
    await axe(page, page.url(), { include: ['main'] });
    await expectNoSidewaysScroll(page);
  });
});
