/**
 * Issue 35, point 7: on a slow phone the server-rendered form is on screen
 * before its scripts take it over, and people type into it. What they typed
 * or chose is what the form holds after the take-over, and the Submit they
 * tapped meanwhile (held, then replayed) sends it. Every script here comes
 * 3 s after the page is on screen; each test checks the page was not yet
 * taken over when the visitor had typed and tapped.
 */
import type { Page } from '@playwright/test';
import { apiFor } from '../support/api';
import { expect, test } from '../support/fixtures';
import { DEMO_ADMIN, type TestSite } from '../support/site';
import { expectTakenOver, takenOver } from '../support/takeover';

const SCRIPT_DELAY_MS = 3_000;

/**
 * A phone on `pathname`, as soon as the server's page shows its heading;
 * every script arrives `SCRIPT_DELAY_MS` after that (counted from the page
 * on screen, not from the request: the server may take a while to render
 * on a loaded machine, and the visitor types only once they see the form).
 */
async function openBeforeScripts(page: Page, site: TestSite, pathname: string, heading: string) {
  let pageShown = () => {};
  const shown = new Promise<void>((resolve) => {
    pageShown = resolve;
  });
  await page.route(/\.js$/, async (route) => {
    await shown;
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });
  await page.goto(site.url(pathname), { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  pageShown();
  expect(await takenOver(page)).toBe(false);
}

test.describe('what a visitor typed before the page was taken over', { tag: '@phone-only' }, () => {
  test('/ministries: the interest typed and the ministry chosen are sent by the Submit tapped meanwhile', async ({
    site,
    page,
  }) => {
    const [, ministry] = await apiFor(site).ministries.list();
    if (!ministry) throw new Error('the demo data has ministries');
    await openBeforeScripts(page, site, '/ministries', 'Ministries');
    const form = page.getByRole('form', { name: 'Get Involved' });
    await form.getByRole('textbox', { name: /^Name/ }).fill('Early Ann');
    await form.getByRole('textbox', { name: /^Email/ }).fill('early.ann@example.org');
    await form.getByRole('textbox', { name: /^Phone/ }).fill('555-0135');
    await form.getByLabel(/^Ministry/).selectOption(String(ministry.id));
    await form.getByRole('textbox', { name: /^Message/ }).fill('Saturdays suit me.');
    await form.getByRole('button', { name: 'Submit' }).click();
    expect(await takenOver(page)).toBe(false);

    await expect(form.getByText('Thank you, Early Ann!', { exact: false })).toBeVisible({
      timeout: 20_000,
    });
    const interests = await apiFor(site, { asAdmin: true }).ministryInterests.list();
    expect(interests.find((interest) => interest.email === 'early.ann@example.org')).toMatchObject({
      name: 'Early Ann',
      phone: '555-0135',
      ministry: ministry.id,
      message: 'Saturdays suit me.',
    });
  });

  test('/about/contact: the message typed is sent by the Send Message tapped meanwhile', async ({
    site,
    page,
  }) => {
    await openBeforeScripts(page, site, '/about/contact', 'Contact Us');
    const form = page.getByRole('form', { name: 'Contact the parish office' });
    await form.getByRole('textbox', { name: /^Name/ }).fill('Early Ruth');
    await form.getByRole('textbox', { name: /^Email/ }).fill('early.ruth@example.org');
    await form.getByRole('textbox', { name: /^Phone/ }).fill('555-0136');
    await form.getByLabel(/^Who is this for/).selectOption('Pastoral care and prayer');
    await form.getByRole('textbox', { name: /^Message/ }).fill('Please pray for my mother.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(await takenOver(page)).toBe(false);

    await expect(form.getByText('Message sent successfully!')).toBeVisible({ timeout: 20_000 });
    const messages = await apiFor(site, { asAdmin: true }).contact.list();
    expect(messages.find((message) => message.email === 'early.ruth@example.org')).toMatchObject({
      name: 'Early Ruth',
      phone_number: '555-0136',
      who_is_this_for: 'Pastoral care and prayer',
      message: 'Please pray for my mother.',
    });
  });

  test('/login: the e-mail and password typed log in with the Log in tapped meanwhile', async ({
    site,
    page,
  }) => {
    await openBeforeScripts(page, site, '/login', 'Admin Login');
    await page.getByRole('textbox', { name: /^Email/ }).fill(DEMO_ADMIN.email);
    await page.getByLabel(/^Password/).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    expect(await takenOver(page)).toBe(false);

    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible({
      timeout: 30_000,
    });
  });

  test('/giving: the amount, the fee and the receipt typed are the gift Donate Now shows', async ({
    site,
    page,
  }) => {
    await openBeforeScripts(page, site, '/giving', 'Giving');
    const form = page.getByRole('form', { name: 'One-time gift' });
    await form.getByRole('textbox', { name: 'Other amount' }).fill('80');
    await form.getByRole('checkbox', { name: /cover the card processing fee/i }).check();
    await form.getByRole('textbox', { name: /^Your name/ }).fill('Early Ann');
    await form.getByRole('textbox', { name: /^Email address/ }).fill('early.ann@example.org');
    expect(await takenOver(page)).toBe(false);

    // Donate Now waits for an amount: the server's button is disabled until the take-over.
    await expectTakenOver(page);
    await form.getByRole('button', { name: 'Donate Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Your Gift' });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText('General Fund').locator('xpath=following-sibling::*[1]'),
    ).toHaveText('$80.00');
    await expect(dialog.getByText('Total').locator('xpath=following-sibling::*[1]')).toHaveText(
      '$82.70',
    );
    // Behind the dialog, which hides the form from the accessibility tree while it is open.
    const gift = page.locator('form[aria-label="One-time gift"]');
    await expect(gift.locator('input[name="payer_name"]')).toHaveValue('Early Ann');
    await expect(gift.locator('input[name="payer_email"]')).toHaveValue('early.ann@example.org');
  });
});

test('with scripts off, a login form sent by the browser posts nothing into an address and comes back to /login', async ({
  site,
  newPage,
}) => {
  const page = await newPage({ javaScriptEnabled: false });
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  await page.goto(site.url('/login'));
  await page.getByRole('textbox', { name: /^Email/ }).fill(DEMO_ADMIN.email);
  await page.getByLabel(/^Password/).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(site.url('/login'));
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  expect(
    addresses.filter(
      (address) =>
        address.includes(encodeURIComponent(DEMO_ADMIN.password)) ||
        address.includes(DEMO_ADMIN.password),
    ),
  ).toEqual([]);
});
