import type { Page } from 'playwright-core';
import { apiFor } from '../support/api';
import { describeViolation, isSerious, runAxe } from '../support/axe';
import {
  DESKTOP,
  logInAsAdmin,
  PHONE,
  siteForThisFile,
  type SiteContextOptions,
  type TestSite,
} from '../support/site';
import { expectEventually } from '../support/wait';

const testSite = siteForThisFile();

/** Every page of mf-content in the spec, and the pages it links to: path and h1. */
const CONTENT_PAGES = [
  ['/', 'Welcome to Holy Trinity'],
  ['/about', 'About Us'],
  ['/about/new', "I'm New"],
  ['/about/contact', 'Contact Us'],
  ['/about/staff-directory', 'Staff Directory'],
  ['/ministries', 'Ministries'],
  ['/events', 'All Events'],
  ['/media', 'Media'],
  ['/media/videos', 'Videos'],
  ['/courses-list', 'Our Courses'],
  ['/application', 'Register for a Course'],
  ['/courses', 'Courses'],
  ['/courses/theology', 'Intro to Catholic Theology'],
  ['/courses/church-history', 'History of the Early Church'],
  ['/courses/service', 'Faith & Community Service'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Use'],
  ['/catholic-quiz', 'Catholic Quiz'],
] as const;

/** Goes to `path` and waits until its h1 shows and its lists have loaded. */
async function visit(page: Page, site: TestSite, path: string, heading: string) {
  await page.goto(site.url(path));
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  await expectEventually(async () => (await page.getByText(/^Loading/).count()) === 0, 10_000);
}

/**
 * The site's own links in the page's content and footer: pages (without
 * their query and fragment) and files the API serves (an event's .ics).
 */
async function siteLinks(page: Page): Promise<{ pages: string[]; files: string[] }> {
  const links = await page
    .locator('main a[href^="/"], footer a[href^="/"]')
    .evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute('href') ?? '',
        // A download, or a link that names its type (the footer's podcast feed).
        file: anchor.hasAttribute('download') || anchor.hasAttribute('type'),
      })),
    );
  const isFile = (link: { href: string; file: boolean }) =>
    link.file || link.href.startsWith('/api/');
  return {
    pages: links
      .filter((link) => !isFile(link))
      .map((link) => link.href.split(/[?#]/)[0] ?? link.href),
    files: links.filter(isFile).map((link) => link.href),
  };
}

async function open(
  site: TestSite,
  path: string,
  heading: string,
  options: SiteContextOptions = {},
): Promise<Page> {
  const page = await site.newPage(options);
  await visit(page, site, path, heading);
  return page;
}

/** Every page in turn, in one browser tab: one page load each, not a browser each. */
const SLOW = 5 * 60_000;

describe('every content page', () => {
  it.each(['light', 'dark'] as const)(
    'renders at 1280 px with its own title, and is axe-clean in the %s theme',
    async (theme) => {
      const site = testSite();
      const page = await site.newPage({ viewport: DESKTOP, theme });
      const failures: string[] = [];
      for (const [path, heading] of CONTENT_PAGES) {
        await visit(page, site, path, heading);
        expect(await page.evaluate(() => document.documentElement.dataset.colorScheme)).toBe(theme);
        expect(await page.getByText('Oops! Page not found').count()).toBe(0);
        expect(await page.title()).toMatch(/Holy Trinity Ecumenical Catholic Church$/);
        const serious = (await runAxe(page)).violations.filter(isSerious);
        failures.push(...serious.map((violation) => `${path}: ${describeViolation(violation)}`));
      }
      expect(failures).toEqual([]);
      await page.context().close();
    },
    SLOW,
  );

  it(
    'renders at 390 px without scrolling sideways',
    async () => {
      const site = testSite();
      const page = await site.newPage({ viewport: PHONE });
      const wide: string[] = [];
      for (const [path, heading] of CONTENT_PAGES) {
        await visit(page, site, path, heading);
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          window: window.innerWidth,
        }));
        if (widths.page > widths.window) wide.push(`${path}: ${widths.page} px`);
      }
      expect(wide).toEqual([]);
      await page.context().close();
    },
    SLOW,
  );

  it(
    'links only to pages and files that exist, whichever remote serves them',
    async () => {
      const site = testSite();
      const page = await site.newPage();
      const pages = new Set<string>();
      const files = new Set<string>();
      for (const [path, heading] of CONTENT_PAGES) {
        await visit(page, site, path, heading);
        const links = await siteLinks(page);
        for (const target of links.pages) pages.add(target);
        for (const file of links.files) files.add(file);
      }
      expect(pages.size).toBeGreaterThan(15);
      // mf-booking's pages (Register Now, the widget, the calendar) are followed like mf-content's own.
      expect([...pages]).toEqual(expect.arrayContaining(['/event/tickets', '/calendar']));
      expect(files.size).toBeGreaterThan(0);

      const broken: string[] = [];
      for (const target of pages) {
        await page.goto(site.url(target));
        await page.locator('main h1').first().waitFor();
        if ((await page.getByText('Oops! Page not found').count()) > 0) broken.push(target);
      }
      for (const file of files) {
        const response = await page.request.get(site.url(file));
        if (!response.ok()) broken.push(`${file}: ${response.status()}`);
      }
      expect(broken).toEqual([]);
    },
    SLOW,
  );
});

describe('the forms reach the parish office', () => {
  // One administrator's browser for these tests, logged in by whichever needs it first.
  let office: Promise<Page> | undefined;
  function parishOffice(site: TestSite): Promise<Page> {
    office ??= (async () => {
      const page = await site.newPage();
      await logInAsAdmin(page, site);
      await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
      return page;
    })();
    return office;
  }

  /**
   * Opens the dashboard afresh on `tab`, as the administrator sees it, and
   * answers the row of `table` that holds `text`, once it shows.
   */
  async function rowInDashboard(site: TestSite, tab: string, table: string, text: string) {
    const page = await parishOffice(site);
    await page.goto(site.url('/admin'));
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('tab', { name: tab, selected: true }).waitFor();
    const row = page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });
    await row.waitFor();
    return row;
  }

  it('sends a contact message, shown as text, that administrators list', async () => {
    const site = testSite();
    const page = await open(site, '/about/contact', 'Contact Us');
    const name = '<b>Ruth</b> Ade';
    await page.getByLabel('Name', { exact: false }).first().fill(name);
    await page.getByRole('textbox', { name: /^Email/ }).fill('ruth@example.org');
    await page.getByRole('textbox', { name: /^Message/ }).fill('Is there a Bible study this week?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message sent successfully!').waitFor();
    const messages = await apiFor(site, { asAdmin: true }).contact.list();
    expect(messages.find((message) => message.email === 'ruth@example.org')).toMatchObject({
      name,
      message: 'Is there a Bible study this week?',
    });
    // The Contact tab's messages, the typed HTML as text.
    const row = await rowInDashboard(site, 'Contact', 'Messages', 'ruth@example.org');
    expect(await row.getByRole('rowheader').textContent()).toBe(name);
    await row.getByRole('cell', { name: 'Is there a Bible study this week?' }).waitFor();
  });

  it("sends a ministry interest from a card's Get Involved link, that administrators list", async () => {
    const site = testSite();
    const [ministry] = await apiFor(site).ministries.list();
    if (!ministry) throw new Error('the demo data has ministries');
    const page = await open(site, '/ministries', 'Ministries');
    await page.getByRole('link', { name: `Get Involved in ${ministry.title}` }).click();
    const form = page.getByRole('form', { name: 'Get Involved' });
    await expectEventually(
      async () => (await form.getByLabel(/^Ministry/).inputValue()) === String(ministry.id),
    );
    await form.getByRole('textbox', { name: /^Name/ }).fill('<i>Joan</i> Rivera');
    await form.getByRole('textbox', { name: /^Email/ }).fill('joan@example.org');
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText(`Thank you, <i>Joan</i> Rivera!`, { exact: false }).waitFor();
    const interests = await apiFor(site, { asAdmin: true }).ministryInterests.list();
    expect(interests[0]).toMatchObject({
      name: '<i>Joan</i> Rivera',
      email: 'joan@example.org',
      ministry: ministry.id,
      ministry_title: ministry.title,
    });
    // The Sign-ups tab's ministry interests.
    const row = await rowInDashboard(site, 'Sign-ups', 'Ministry interests', 'joan@example.org');
    expect(await row.getByRole('rowheader').textContent()).toBe('<i>Joan</i> Rivera');
    await row.getByRole('cell', { name: ministry.title, exact: true }).waitFor();
  });

  it('registers for a course from its page, and administrators list it', async () => {
    const site = testSite();
    const page = await open(site, '/courses/church-history', 'History of the Early Church');
    await page.getByRole('link', { name: 'Register for this course' }).click();
    await page.getByRole('heading', { level: 1, name: 'Register for a Course' }).waitFor();
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await page
      .getByRole('textbox', { name: /^First Name/ })
      .and(page.locator('[aria-invalid="true"]'))
      .waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('First name is required');
    await page.getByRole('textbox', { name: /^First Name/ }).fill('Peter');
    await page.getByRole('textbox', { name: /^Last Name/ }).fill('Nguyen');
    await page.getByRole('textbox', { name: /^Email/ }).fill('peter@example.org');
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await page.getByText(/You are registered for History of the Early Church/).waitFor();
    const registrations = await apiFor(site, { asAdmin: true }).courseRegistrations.list();
    expect(registrations[0]).toMatchObject({
      first_name: 'Peter',
      last_name: 'Nguyen',
      email: 'peter@example.org',
      course: 'history',
    });
    // The Sign-ups tab's course registrations, the course by its title.
    const row = await rowInDashboard(site, 'Sign-ups', 'Course registrations', 'peter@example.org');
    expect(await row.getByRole('rowheader').textContent()).toBe('Peter');
    await row.getByRole('cell', { name: 'History of the Early Church', exact: true }).waitFor();
  });
});

describe('media and motion', () => {
  it('draws a placeholder for each video picture offline, and the player dialog links to the video', async () => {
    const site = testSite();
    const [video] = await apiFor(site).videos.list();
    if (!video) throw new Error('the demo data has videos');
    const page = await open(site, '/media/videos', 'Videos');
    const button = page.getByRole('button', { name: `Play ${video.title}` });
    await button.getByTestId('video-placeholder').waitFor({ timeout: 20_000 });
    await button.click();
    const dialog = page.getByRole('dialog', { name: video.title });
    expect(await dialog.getByRole('link', { name: 'Watch on YouTube' }).getAttribute('href')).toBe(
      video.youtube_url,
    );
  });

  it('holds the hero carousel still for visitors who prefer reduced motion', async () => {
    const page = await open(testSite(), '/', 'Welcome to Holy Trinity', {
      reducedMotion: 'reduce',
    });
    await page.getByRole('button', { name: 'Play the slideshow' }).waitFor();
    await page.waitForTimeout(3500);
    expect(await page.getByRole('group', { name: /^1 of / }).getAttribute('aria-hidden')).toBe(
      'false',
    );
  });

  it('lands on the leadership team when the home page sends a visitor to /about#leadership', async () => {
    const page = await open(testSite(), '/', 'Welcome to Holy Trinity');
    await page.getByRole('link', { name: 'Meet Our Leadership Team' }).click();
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    await expectEventually(() =>
      page.evaluate(() => {
        const top = document.getElementById('leadership')?.getBoundingClientRect().top ?? -1;
        return top >= 0 && top < window.innerHeight / 2;
      }),
    );
  });
});
