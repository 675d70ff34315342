import type { Page } from 'playwright-core';
import { apiPaths, type CheckoutSession } from '@parish/shared-types';
import { apiFor } from '../support/api';
import { describeViolation, isSerious, runAxe } from '../support/axe';
import { recordRequests } from '../support/network';
import {
  DESKTOP,
  PHONE,
  siteForThisFile,
  type SiteContextOptions,
  type TestSite,
} from '../support/site';

const testSite = siteForThisFile();

const asOffice = (site: TestSite) => apiFor(site, { asAdmin: true });

async function openPage(
  site: TestSite,
  path: string,
  options: SiteContextOptions = {},
): Promise<Page> {
  const page = await site.newPage(options);
  await page.goto(site.url(path));
  await page.locator('main h1').first().waitFor();
  return page;
}

/** A phone must not scroll sideways (spec: every page fits 390 px). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectNoSeriousAxeViolation(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  const results = await runAxe(page);
  const minor = results.violations.filter((violation) => !isSerious(violation));
  if (minor.length > 0)
    console.info(`${label}, minor:\n${minor.map(describeViolation).join('\n')}`);
  expect(results.violations.filter(isSerious).map(describeViolation)).toEqual([]);
}

/** The sandbox's checkout page (served by the API): checks what it says, then answers. */
async function answerSandboxCheckout(page: Page, action: 'Approve' | 'Cancel', shows: string[]) {
  await page.waitForURL(/\/api\/payments\/sandbox\/checkout\/cs_sandbox_/);
  await page.getByRole('heading', { name: 'Sandbox checkout' }).waitFor();
  for (const text of shows) await page.getByText(text).first().waitFor();
  await page
    .getByRole('button', { name: action === 'Approve' ? /^Approve payment of/ : 'Cancel' })
    .click();
}

const sessionIdOf = (page: Page) => new URL(page.url()).searchParams.get('session_id') ?? '';

/** Who the receipt goes to: the giving form's and the purchase dialog's two fields. */
async function fillReceiptContact(
  scope: Page | ReturnType<Page['getByRole']>,
  name = 'Maria Lopez',
  email = 'maria.lopez@example.org',
) {
  await scope.getByRole('textbox', { name: /^Your name/ }).fill(name);
  await scope.getByRole('textbox', { name: /^Email address/ }).fill(email);
}

/** The purchase dialog's first step: the receipt's contact, then on to the payment choice. */
async function purchaseDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Complete Your Purchase' });
  await fillReceiptContact(dialog);
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
  return dialog;
}

describe('mf-commerce: buying from the shop', () => {
  it('comes back from a cancelled card checkout with a notice, then buys by card, shows the receipt and goes home after 3 s', async () => {
    const site = testSite();
    const [item] = await apiFor(site).shop.list();
    if (!item) throw new Error('the seed has no shop item');
    const page = await openPage(site, '/shop');
    const buy = async () => {
      await page.getByRole('button', { name: `Buy Now: ${item.title}` }).click();
      const dialog = await purchaseDialog(page);
      await dialog.getByText(`$${item.price.toFixed(2)}`).waitFor();
      await dialog.getByRole('button', { name: 'Pay by Card' }).click();
    };

    await buy();
    await answerSandboxCheckout(page, 'Cancel', [`${item.title} × 1`]);
    await page.waitForURL(site.url('/shop'));
    await page
      .getByText('Your payment was cancelled and nothing was charged.', { exact: false })
      .waitFor();
    expect((await asOffice(site).payments.list())[0]).toMatchObject({
      purpose: 'shop',
      status: 'cancelled',
    });

    await buy();
    await answerSandboxCheckout(page, 'Approve', [`${item.title} × 1`]);
    await page.waitForURL('**/success?session_id=*');
    const receipt = page.getByRole('region', { name: 'Purchase receipt' });
    await receipt.getByText(`${item.title} × 1`).waitFor();
    await page
      .getByRole('status')
      .getByText('You will be redirected to the home page shortly...')
      .waitFor();
    const payment = (await asOffice(site).payments.list()).find(
      (candidate) => candidate.provider_reference === sessionIdOf(page),
    );
    expect(payment).toMatchObject({ purpose: 'shop', status: 'completed', amount: item.price });

    await page.waitForURL(site.url('/'), { timeout: 6_000 });
    await page.getByRole('heading', { level: 1, name: 'Welcome to Holy Trinity' }).waitFor();
  });

  it("buys by PayPal on a phone, captured at the shop's own /config/capture-order", async () => {
    const site = testSite();
    const [, item] = await apiFor(site).shop.list();
    if (!item) throw new Error('the seed has fewer than two shop items');
    const page = await openPage(site, '/shop', { viewport: PHONE });
    const requests = recordRequests(page);
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: `Buy Now: ${item.title}` }).click();
    const dialog = await purchaseDialog(page);
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    await dialog.getByRole('button', { name: 'Approve with PayPal (test)' }).click();

    await page.waitForURL('**/success?order_id=*');
    await page.getByText('Payment successful! Thank you for your purchase.').first().waitFor();
    await page.getByRole('region', { name: 'Purchase receipt' }).getByText(item.title).waitFor();
    expect(requests).toContain(`${site.stack.urls.shell}${apiPaths.shopCaptureOrder}`);
    const orderID = new URL(page.url()).searchParams.get('order_id');
    const payment = (await asOffice(site).payments.list()).find(
      (candidate) => candidate.provider_reference === orderID,
    );
    expect(payment).toMatchObject({ method: 'paypal', status: 'completed', amount: item.price });
  });
});

describe('mf-commerce: giving', () => {
  it('gives once to a chosen fund by card, with the fee covered, all by keyboard, and shows the receipt', async () => {
    const site = testSite();
    const before = (await asOffice(site).payments.fundTotals()).find(
      (row) => row.fund === 'missions',
    );
    const page = await openPage(site, '/giving');
    const donate = page.getByRole('button', { name: 'Donate Now' });
    expect(await donate.isDisabled()).toBe(true);
    await page.getByText('Please select or enter a donation amount').waitFor();

    await page.getByRole('button', { name: '$100', exact: true }).press('Enter');
    await page.getByRole('button', { name: /^Missions/ }).press('Space');
    await page
      .getByRole('checkbox', { name: 'Add $3.30 to cover the card processing fee' })
      .press('Space');
    await page.getByRole('textbox', { name: /^Your name/ }).focus();
    await page.keyboard.type('Maria Lopez');
    await page.getByRole('textbox', { name: /^Email address/ }).focus();
    await page.keyboard.type('maria.lopez@example.org');
    await donate.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Complete Your Gift' });
    await dialog.getByText('$103.30').waitFor();
    await dialog.getByRole('button', { name: 'Pay by Card' }).press('Enter');

    await answerSandboxCheckout(page, 'Approve', ['Missions: $100.00', '$3.30']);
    await page.waitForURL('**/success?session_id=*');
    await page.getByRole('button', { name: 'Stay on this page' }).click();
    const receipt = page.getByRole('region', { name: 'Gift receipt' });
    await receipt.getByText('Thank you for your donation!').waitFor();
    for (const text of ['Missions', '$100.00', 'Processing fee covered', '$3.30', '$103.30']) {
      await receipt.getByText(text, { exact: true }).first().waitFor();
    }
    await receipt.getByText(sessionIdOf(page)).waitFor();
    await receipt.getByRole('button', { name: 'Print receipt' }).waitFor();

    const after = (await asOffice(site).payments.fundTotals()).find(
      (row) => row.fund === 'missions',
    );
    expect(after?.total).toBe((before?.total ?? 0) + 100);
  });

  it('splits a gift on a phone, refusing parts that do not add up, and pays by PayPal', async () => {
    const site = testSite();
    const page = await openPage(site, '/giving', { viewport: PHONE });
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: '$100', exact: true }).click();
    await page.getByRole('switch', { name: 'Split my gift across several funds' }).click();
    await page.getByRole('button', { name: /^Youth Ministry/ }).click();
    await page.getByRole('textbox', { name: 'Youth Ministry amount' }).fill('60');
    await page.getByRole('button', { name: 'Donate Now' }).click();
    const message = 'The parts add up to $160, but the gift is $100. Make them equal.';
    await page.getByRole('alert').getByText(message).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectNoSidewaysScroll(page);

    await page.getByRole('textbox', { name: 'General Fund amount' }).fill('40');
    await fillReceiptContact(page);
    await page.getByRole('button', { name: 'Donate Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Your Gift' });
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    await dialog.getByRole('button', { name: 'Approve with PayPal (test)' }).click();

    await page.waitForURL('**/success?order_id=*');
    const receipt = page.getByRole('region', { name: 'Gift receipt' });
    await receipt.getByText('Youth Ministry').waitFor();
    await receipt.getByText('General Fund').waitFor();
    const orderID = new URL(page.url()).searchParams.get('order_id');
    const payment = (await asOffice(site).payments.list()).find(
      (candidate) => candidate.provider_reference === orderID,
    );
    expect(payment).toMatchObject({
      purpose: 'donation',
      status: 'completed',
      amount: 100,
      funds: [
        { fund: 'youth', amount: 60 },
        { fund: 'general', amount: 40 },
      ],
    });
  });

  it('sets up a recurring gift the office sees; a cancelled checkout comes back to the Recurring tab with the choices kept', async () => {
    const site = testSite();
    const page = await openPage(site, '/giving');
    await page.getByRole('tab', { name: 'Recurring' }).click();
    const recurring = page.getByRole('tabpanel', { name: 'Recurring' });
    await recurring.getByRole('button', { name: 'Weekly', exact: true }).click();
    await recurring.getByRole('button', { name: '$25', exact: true }).click();
    await recurring.getByRole('button', { name: /^Worship Ministry/ }).click();
    await fillReceiptContact(recurring);
    await recurring.getByRole('button', { name: 'Set Up Recurring Gift' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set Up Your Recurring Gift' });
    await dialog.getByText('Total, weekly').waitFor();
    expect(await dialog.getByRole('button', { name: 'Pay with PayPal' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Pay by Card' }).click();
    await answerSandboxCheckout(page, 'Cancel', ['Weekly', 'Worship Ministry: $25.00']);

    await page.waitForURL(/\/giving\?tab=recurring$/);
    await page
      .getByText('Your gift was cancelled and nothing was charged.', { exact: false })
      .waitFor();
    // The choices come back once the page is taken over, which may be just after the notice.
    const restored = page.getByRole('tabpanel', { name: 'Recurring' });
    await restored.getByRole('button', { name: 'Weekly', exact: true, pressed: true }).waitFor();
    await restored.getByRole('button', { name: '$25', exact: true, pressed: true }).waitFor();
    await restored.getByRole('button', { name: /^Worship Ministry/, pressed: true }).waitFor();

    await restored.getByRole('button', { name: 'Set Up Recurring Gift' }).click();
    await page.getByRole('button', { name: 'Pay by Card' }).click();
    await answerSandboxCheckout(page, 'Approve', ['Weekly']);
    await page.waitForURL('**/success?session_id=*');
    await page.getByRole('region', { name: 'Gift receipt' }).getByText('Weekly gift').waitFor();
    const [schedule] = await asOffice(site).payments.recurringGifts();
    expect(schedule).toMatchObject({
      price_id: 'gift-weekly',
      amount: 25,
      funds: [{ fund: 'worship', amount: 25 }],
      status: 'active',
      next_gift_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });
});

describe('mf-commerce pages: accessibility', () => {
  it.each([
    ['light', DESKTOP],
    ['dark', PHONE],
  ] as const)(
    'the shop, giving and success pages have no serious axe violation in the %s theme',
    async (theme, viewport) => {
      const site = testSite();
      const label = `${theme} ${viewport.width} px`;
      const shop = await openPage(site, '/shop', { theme, viewport });
      await shop
        .getByRole('button', { name: /^Buy Now/ })
        .first()
        .click();
      await shop.getByRole('button', { name: 'Continue to Payment' }).waitFor();
      await expectNoSeriousAxeViolation(shop, `shop with its dialog's receipt step, ${label}`);
      await purchaseDialog(shop);
      await shop.getByRole('button', { name: 'Pay by Card' }).waitFor();
      await expectNoSeriousAxeViolation(shop, `shop with its dialog, ${label}`);

      const giving = await openPage(site, '/giving', { theme, viewport });
      await giving.getByRole('button', { name: '$50', exact: true }).click();
      await giving.getByRole('switch', { name: 'Split my gift across several funds' }).click();
      await giving.getByRole('button', { name: /^Missions/ }).click();
      await giving.getByRole('button', { name: 'Donate Now' }).click();
      await giving.getByRole('alert').first().waitFor();
      await expectNoSeriousAxeViolation(giving, `giving with a split refused, ${label}`);
      // The other tabs use the same parts: one theme is enough for them.
      if (theme === 'light') {
        await giving.getByRole('tab', { name: 'Recurring' }).click();
        await expectNoSeriousAxeViolation(giving, `giving, Recurring tab, ${label}`);
        await giving.getByRole('tab', { name: 'Other Ways' }).click();
        await expectNoSeriousAxeViolation(giving, `giving, Other Ways tab, ${label}`);
      }

      // A gift paid through the sandbox, as its page's Approve button would.
      const session: CheckoutSession = await apiFor(site).payments.donate({
        amount: 20,
        fund: 'outreach',
        cover_fee: true,
      });
      await fetch(session.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=approve',
        redirect: 'manual',
      });
      const success = await openPage(site, `/success?session_id=${session.id}`, {
        theme,
        viewport,
      });
      await success.getByRole('button', { name: 'Stay on this page' }).click();
      await success.getByRole('region', { name: 'Gift receipt' }).waitFor();
      await expectNoSeriousAxeViolation(success, `success with a receipt, ${label}`);
      if (viewport === PHONE) await expectNoSidewaysScroll(success);
    },
  );
});
