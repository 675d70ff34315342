import type { Locator, Page } from 'playwright-core';
import { describeViolation, isSerious, runAxe, WCAG_AA_TAGS } from '../support/axe';
import { recordRequests } from '../support/network';
import { DEMO_ADMIN, DESKTOP, PHONE, siteForThisFile } from '../support/site';
import { expectEventually } from '../support/wait';

const testSite = siteForThisFile();

function mainMenu(page: Page): Locator {
  return page.getByRole('banner').getByRole('navigation', { name: 'Main' });
}

async function pageHeading(page: Page, name: string | RegExp): Promise<Locator> {
  const heading = page.getByRole('main').getByRole('heading', { level: 1, name });
  await heading.waitFor();
  return heading;
}

/** True when `locator` is the focused element. */
async function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Serious and critical WCAG A/AA violations axe-core finds in `include` (default: the page). */
async function seriousAxeViolations(page: Page, include?: string[]): Promise<string[]> {
  const { violations } = await runAxe(page, { include, tags: WCAG_AA_TAGS });
  return violations.filter(isSerious).map(describeViolation);
}

describe('the shell at 1280 px', () => {
  it('reaches each remote from the header, marking the current page and focusing its heading', async () => {
    const site = testSite();
    const page = await site.newPage();
    const requests = recordRequests(page);
    await page.goto(site.url('/'));
    await pageHeading(page, 'Welcome to Holy Trinity');

    // mf-content: Events > All Events.
    await mainMenu(page).getByRole('button', { name: 'Events' }).click();
    const eventsMenu = page.getByRole('menu', { name: 'Events' });
    await eventsMenu.getByRole('menuitem', { name: /Book Event Tickets/ }).waitFor();
    await eventsMenu.getByRole('menuitem', { name: /All Events/ }).click();
    await page.waitForURL('**/events');
    const allEvents = await pageHeading(page, 'All Events');
    await expectEventually(() => hasFocus(allEvents));
    // The menu closes with a short fade: gone once it has run, not at once.
    await eventsMenu.waitFor({ state: 'detached' });

    // mf-commerce: the Shop button.
    await page.getByRole('banner').getByRole('link', { name: 'Shop' }).click();
    await page.waitForURL('**/shop');
    await pageHeading(page, 'Church Shop');

    // mf-booking: Events > Book Event Tickets is served by the booking remote.
    await mainMenu(page).getByRole('button', { name: 'Events' }).click();
    await page.getByRole('menuitem', { name: /Book Event Tickets/ }).click();
    await page.waitForURL('**/event/tickets');
    await expectEventually(async () =>
      requests.some((url) => url.startsWith(site.stack.urls.booking)),
    );
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();

    // A plain link, highlighted as the current page once followed.
    const calendar = mainMenu(page).getByRole('link', { name: 'Calendar' });
    await calendar.click();
    await page.waitForURL('**/calendar');
    // The header re-renders after the URL changes: wait for the mark, not read it once.
    await expectEventually(async () => (await calendar.getAttribute('aria-current')) === 'page');
    expect(
      await mainMenu(page).getByRole('link', { name: 'Giving' }).getAttribute('aria-current'),
    ).toBeNull();

    // The logo goes home.
    await page.getByRole('banner').getByRole('link', { name: 'Holy Trinity home' }).click();
    await page.waitForURL(site.url('/'));
    await pageHeading(page, 'Welcome to Holy Trinity');
  });

  it('opens a menu from the keyboard, and Escape returns focus to its button', async () => {
    const site = testSite();
    const page = await site.newPage();
    await page.goto(site.url('/events'));
    await pageHeading(page, 'All Events');

    // The skip link is the first tab stop and jumps to the main region.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expectEventually(() => hasFocus(skip));
    expect(await skip.isVisible()).toBe(true);
    // Pressed before the page is taken over, the link's Enter is held and
    // replayed once it is: focus moves then.
    await page.keyboard.press('Enter');
    await expectEventually(() => hasFocus(page.getByRole('main')));

    const aboutUs = mainMenu(page).getByRole('button', { name: 'About Us' });
    await aboutUs.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'About Us' });
    // The menu's own page (/about) comes first, then its children.
    await expectEventually(() => hasFocus(menu.getByRole('menuitem', { name: /^About Us/ })));
    await page.keyboard.press('ArrowDown');
    await expectEventually(() => hasFocus(menu.getByRole('menuitem', { name: /I'm New/ })));
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expectEventually(() => hasFocus(aboutUs));
  });

  it.each(['light', 'dark'] as const)(
    'has no serious or critical axe violation on the shell pages in the %s theme',
    async (scheme) => {
      const site = testSite();
      const page = await site.newPage();
      await page.emulateMedia({ colorScheme: scheme });
      const found: string[] = [];

      await page.goto(site.url('/login'));
      await pageHeading(page, 'Admin Login');
      expect(await page.locator('html').getAttribute('data-color-scheme')).toBe(scheme);
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
      await menu.waitFor();
      // Measure colours once the menu has faded in, not half-way.
      await expectEventually(async () =>
        menu.evaluate(
          (list) => getComputedStyle(list.closest('.MuiPaper-root') ?? list).opacity === '1',
        ),
      );
      found.push(...(await seriousAxeViolations(page, ['[role="menu"]'])));

      expect(found).toEqual([]);
    },
  );
});

describe.each([
  ['1280 px', DESKTOP],
  ['390 px', PHONE],
])('the shell at %s', (_width, viewport) => {
  it('keeps the theme across a reload and applies it before any app script runs', async () => {
    const site = testSite();
    const page = await site.newPage({ viewport });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(site.url('/login'));
    await pageHeading(page, 'Admin Login');
    const html = page.locator('html');
    // Default: the device's setting.
    expect(await html.getAttribute('data-color-scheme')).toBe('light');

    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: /Switch to light/ }).click();
    await banner.getByRole('button', { name: /Switch to dark/ }).click();
    expect(await html.getAttribute('data-color-scheme')).toBe('dark');

    await page.reload();
    await pageHeading(page, 'Admin Login');
    expect(await html.getAttribute('data-color-scheme')).toBe('dark');
    await banner.getByRole('button', { name: /^Theme: dark/ }).waitFor();

    // No flash: with every script of the site blocked, the page the server
    // rendered is there, and dark.
    await page.route(`${site.stack.urls.shell}/**/*.js`, (route) => route.abort());
    await page.reload();
    expect(await html.getAttribute('data-color-scheme')).toBe('dark');
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

  it('logs in, returns to the admin page, then logs out to /login', async () => {
    const site = testSite();
    const page = await site.newPage({ viewport });
    await page.goto(site.url('/admin'));
    await page.waitForURL('**/login');
    await pageHeading(page, 'Admin Login');

    // The password toggle has a name and shows the password.
    const password = page.getByLabel(/^Password/);
    await password.fill('secret');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await password.fill('');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Please enter both email and password.' })
      .waitFor();

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

  it("shows 'Oops! Page not found' inside the layout, with a link home", async () => {
    const site = testSite();
    const page = await site.newPage({ viewport });
    await page.goto(site.url('/no/such/page'));
    await pageHeading(page, 'Oops! Page not found');
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Go back home' }).click();
    await page.waitForURL(site.url('/'));
    await pageHeading(page, 'Welcome to Holy Trinity');
  });

  it('shows the daily verse, or its failure text when the API cannot give one', async () => {
    const site = testSite();
    const page = await site.newPage({ viewport });
    await page.goto(site.url('/login'));
    const verse = page.getByRole('banner').getByRole('status');
    // Offline here, so the API answers from its bundled verses: never a failure.
    await expectEventually(async () => /^\S.* — \S.*$/.test((await verse.textContent()) ?? ''));

    // A page the browser draws itself (the server renders no admin page)
    // asks for the verse; when that fails, the header says so.
    await page.route('**/api/verse/daily', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(site.url('/admin'));
    await page.getByRole('banner').getByText('Unable to load verse.').waitFor();
  });

  it('subscribes to the newsletter from the footer', async () => {
    const site = testSite();
    const page = await site.newPage({ viewport });
    await page.goto(site.url('/login'));
    const footer = page.getByRole('contentinfo');
    const email = footer.getByPlaceholder('Your email');
    await email.fill('not-an-address');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await footer
      .getByRole('alert')
      .filter({ hasText: 'Please enter a valid email address.' })
      .waitFor();
    await email.fill(`e2e-${Date.now()}@example.org`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await footer.getByText(/^Almost done: check your inbox/).waitFor();
  });
});

describe('the shell at 390 px', () => {
  it('opens the menu as a side sheet with an accordion that closes on a link tap', async () => {
    const site = testSite();
    const page = await site.newPage({ viewport: PHONE });
    await page.goto(site.url('/'));
    await pageHeading(page, 'Welcome to Holy Trinity');
    // The desktop menu is hidden, and nothing in the header overflows the screen.
    expect(await mainMenu(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await sheet.waitFor();
    await sheet.getByRole('button', { name: 'Events' }).click();
    await sheet.getByRole('link', { name: /All Events/ }).click();
    await page.waitForURL('**/events');
    await sheet.waitFor({ state: 'detached' });
    const allEvents = await pageHeading(page, 'All Events');
    await expectEventually(() => hasFocus(allEvents));

    await page.getByRole('button', { name: 'Open menu' }).click();
    await sheet.waitFor();
    // The current page's section is open already.
    expect(await sheet.getByRole('button', { name: 'Events' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await sheet.getByRole('link', { name: 'Give Now' }).click();
    await page.waitForURL('**/giving');
    await sheet.waitFor({ state: 'detached' });

    // Escape closes the sheet and focus returns to the menu button.
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await openMenu.click();
    await sheet.waitFor();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await expectEventually(() => hasFocus(openMenu));
  });

  it('has the Shop button and the theme control in the header', async () => {
    const site = testSite();
    const page = await site.newPage({ viewport: PHONE });
    await page.goto(site.url('/login'));
    await pageHeading(page, 'Admin Login');
    const banner = page.getByRole('banner');
    expect(await banner.getByRole('link', { name: 'Shop' }).isVisible()).toBe(true);
    expect(await banner.getByRole('button', { name: /^Theme:/ }).isVisible()).toBe(true);
    await banner.getByRole('link', { name: 'Shop' }).click();
    await page.waitForURL('**/shop');
    await pageHeading(page, 'Church Shop');
  });
});
