import type { Locator, Page } from '@playwright/test';
import { describeViolation, isSerious, runAxe, WCAG_AA_TAGS } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { recordRequests } from '../support/network';
import { DEMO_ADMIN, PHONE } from '../support/site';

function mainMenu(page: Page): Locator {
  return page.getByRole('banner').getByRole('navigation', { name: 'Main' });
}

async function pageHeading(page: Page, name: string | RegExp): Promise<Locator> {
  const heading = page.getByRole('main').getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  return heading;
}

/** Serious and critical WCAG A/AA violations axe-core finds in `include` (default: the page). */
async function seriousAxeViolations(page: Page, include?: string[]): Promise<string[]> {
  const { violations } = await runAxe(page, { include, tags: WCAG_AA_TAGS });
  return violations.filter(isSerious).map(describeViolation);
}

test.describe('the shell at 1280 px', () => {
  test('reaches each remote from the header, marking the current page and focusing its heading', async ({
    page,
    site,
  }) => {
    const requests = recordRequests(page);
    await page.goto(site.url('/'));
    await pageHeading(page, 'Welcome to Holy Trinity');

    // mf-content: Events > All Events.
    await mainMenu(page).getByRole('button', { name: 'Events' }).click();
    const eventsMenu = page.getByRole('menu', { name: 'Events' });
    await expect(eventsMenu.getByRole('menuitem', { name: /Book Event Tickets/ })).toBeVisible();
    await eventsMenu.getByRole('menuitem', { name: /All Events/ }).click();
    await page.waitForURL('**/events');
    const allEvents = await pageHeading(page, 'All Events');
    await expect(allEvents).toBeFocused();
    // The menu closes with a short fade: gone once it has run, not at once.
    await expect(eventsMenu).toHaveCount(0);

    // mf-commerce: the Shop button.
    await page.getByRole('banner').getByRole('link', { name: 'Shop' }).click();
    await page.waitForURL('**/shop');
    await pageHeading(page, 'Church Shop');

    // mf-booking: Events > Book Event Tickets is served by the booking remote.
    await mainMenu(page).getByRole('button', { name: 'Events' }).click();
    await page.getByRole('menuitem', { name: /Book Event Tickets/ }).click();
    await page.waitForURL('**/event/tickets');
    await expect
      .poll(() => requests.some((url) => url.startsWith(site.stack.urls.booking)))
      .toBe(true);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

    // A plain link, highlighted as the current page once followed.
    const calendar = mainMenu(page).getByRole('link', { name: 'Calendar' });
    await calendar.click();
    await page.waitForURL('**/calendar');
    // The header re-renders after the URL changes: wait for the mark, not read it once.
    await expect(calendar).toHaveAttribute('aria-current', 'page');
    await expect(mainMenu(page).getByRole('link', { name: 'Giving' })).not.toHaveAttribute(
      'aria-current',
    );

    // The logo goes home.
    await page.getByRole('banner').getByRole('link', { name: 'Holy Trinity home' }).click();
    await page.waitForURL(site.url('/'));
    await pageHeading(page, 'Welcome to Holy Trinity');
  });

  test('opens a menu from the keyboard, and Escape returns focus to its button', async ({
    page,
    site,
  }) => {
    await page.goto(site.url('/events'));
    await pageHeading(page, 'All Events');

    // The skip link is the first tab stop and jumps to the main region.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    // Pressed before the page is taken over, the link's Enter is held and
    // replayed once it is: focus moves then.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    const aboutUs = mainMenu(page).getByRole('button', { name: 'About Us' });
    await aboutUs.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'About Us' });
    // The menu's own page (/about) comes first, then its children.
    await expect(menu.getByRole('menuitem', { name: /^About Us/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: /I'm New/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(aboutUs).toBeFocused();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`has no serious or critical axe violation on the shell pages in the ${scheme} theme`, async ({
      site,
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      const found: string[] = [];

      await page.goto(site.url('/login'));
      await pageHeading(page, 'Admin Login');
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
      found.push(...(await seriousAxeViolations(page)));

      await page.goto(site.url('/no/such/page'));
      await pageHeading(page, 'Oops! Page not found');
      found.push(...(await seriousAxeViolations(page)));

      // On the home page only the shell's own parts: the page belongs to mf-content.
      await page.goto(site.url('/'));
      await pageHeading(page, 'Welcome to Holy Trinity');
      found.push(...(await seriousAxeViolations(page, ['header', 'footer'])));
      // An open menu, alone (the page behind it is hidden from assistive technology).
      await mainMenu(page).getByRole('button', { name: 'About Us' }).click();
      const menu = page.getByRole('menu', { name: 'About Us' });
      await expect(menu).toBeVisible();
      // Measure colours once the menu has faded in, not half-way.
      await expect
        .poll(() =>
          menu.evaluate(
            (list) => getComputedStyle(list.closest('.MuiPaper-root') ?? list).opacity === '1',
          ),
        )
        .toBe(true);
      found.push(...(await seriousAxeViolations(page, ['[role="menu"]'])));

      expect(found).toEqual([]);
    });
  }
});

test.describe('the shell at either width', { tag: '@phone' }, () => {
  test('keeps the theme across a reload and applies it before any app script runs', async ({
    site,
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(site.url('/login'));
    await pageHeading(page, 'Admin Login');
    const html = page.locator('html');
    // Default: the device's setting.
    await expect(html).toHaveAttribute('data-color-scheme', 'light');

    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: /Switch to light/ }).click();
    await banner.getByRole('button', { name: /Switch to dark/ }).click();
    await expect(html).toHaveAttribute('data-color-scheme', 'dark');

    await page.reload();
    await pageHeading(page, 'Admin Login');
    await expect(html).toHaveAttribute('data-color-scheme', 'dark');
    await expect(banner.getByRole('button', { name: /^Theme: dark/ })).toBeVisible();

    // No flash: with every script of the site blocked, the page the server
    // rendered is there, and dark.
    await page.route(`${site.stack.urls.shell}/**/*.js`, (route) => route.abort());
    await page.reload();
    await expect(html).toHaveAttribute('data-color-scheme', 'dark');
    const background = await page.evaluate(
      () => getComputedStyle(document.documentElement).backgroundColor,
    );
    expect(background).toBe('rgb(17, 22, 29)');
    const header = page.getByRole('banner');
    expect(await header.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    await pageHeading(page, 'Admin Login');
  });

  test('logs in, returns to the admin page, then logs out to /login', async ({ site, page }) => {
    await page.goto(site.url('/admin'));
    await page.waitForURL('**/login');
    await pageHeading(page, 'Admin Login');

    // The password toggle has a name and shows the password.
    const password = page.getByLabel(/^Password/);
    await password.fill('secret');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await password.fill('');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please enter both email and password.' }),
    ).toBeVisible();

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_ADMIN.email);
    await password.fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/admin');
    await pageHeading(page, 'Admin Dashboard');

    await page.getByRole('banner').getByRole('button', { name: 'Administrator menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await pageHeading(page, 'Admin Login');
    expect(await page.evaluate(() => localStorage.getItem('isAdmin'))).toBeNull();

    // The server ended the session: the dashboard asks for a login again.
    await page.goto(site.url('/admin'));
    await page.waitForURL('**/login');
    await pageHeading(page, 'Admin Login');
  });

  test("shows 'Oops! Page not found' inside the layout, with a link home", async ({
    site,
    page,
  }) => {
    await page.goto(site.url('/no/such/page'));
    await pageHeading(page, 'Oops! Page not found');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Go back home' }).click();
    await page.waitForURL(site.url('/'));
    await pageHeading(page, 'Welcome to Holy Trinity');
  });

  test('shows the daily verse, or its failure text when the API cannot give one', async ({
    site,
    page,
  }) => {
    await page.goto(site.url('/login'));
    const verse = page.getByRole('banner').getByRole('status');
    // Offline here, so the API answers from its bundled verses: never a failure.
    await expect(verse).toHaveText(/^\S.* — \S.*$/);

    // A page the browser draws itself (the server renders no admin page)
    // asks for the verse; when that fails, the header says so.
    await page.route('**/api/verse/daily', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(site.url('/admin'));
    await expect(page.getByRole('banner').getByText('Unable to load verse.')).toBeVisible();
  });

  test('subscribes to the newsletter from the footer', async ({ site, page }) => {
    await page.goto(site.url('/login'));
    const footer = page.getByRole('contentinfo');
    const email = footer.getByPlaceholder('Your email');
    await email.fill('not-an-address');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(
      footer.getByRole('alert').filter({ hasText: 'Please enter a valid email address.' }),
    ).toBeVisible();
    await email.fill(`e2e-${Date.now()}@example.org`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText(/^Almost done: check your inbox/)).toBeVisible();
  });
});

test.describe('the shell at 390 px', { tag: '@phone-only' }, () => {
  test('opens the menu as a side sheet with an accordion that closes on a link tap', async ({
    site,
    page,
  }) => {
    await page.goto(site.url('/'));
    await pageHeading(page, 'Welcome to Holy Trinity');
    // The desktop menu is hidden, and nothing in the header overflows the screen.
    await expect(mainMenu(page)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.viewport.width,
    );

    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: 'Events' }).click();
    await sheet.getByRole('link', { name: /All Events/ }).click();
    await page.waitForURL('**/events');
    await expect(sheet).toHaveCount(0);
    const allEvents = await pageHeading(page, 'All Events');
    await expect(allEvents).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(sheet).toBeVisible();
    // The current page's section is open already.
    await expect(sheet.getByRole('button', { name: 'Events' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await sheet.getByRole('link', { name: 'Give Now' }).click();
    await page.waitForURL('**/giving');
    await expect(sheet).toHaveCount(0);
    // The page has arrived (and taken focus, as a new page does) before the menu opens again.
    await expect(await pageHeading(page, 'Giving')).toBeFocused();

    // Escape closes the sheet and focus returns to the menu button.
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await openMenu.click();
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(openMenu).toBeFocused();
  });

  test('has the Shop button and the theme control in the header', async ({ site, page }) => {
    await page.goto(site.url('/login'));
    await pageHeading(page, 'Admin Login');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Shop' })).toBeVisible();
    await expect(banner.getByRole('button', { name: /^Theme:/ })).toBeVisible();
    await banner.getByRole('link', { name: 'Shop' }).click();
    await page.waitForURL('**/shop');
    await pageHeading(page, 'Church Shop');
  });
});
