import type { Page } from '@playwright/test';
import { sitemapPaths } from '@parish/shared-types/pages';
import { apiFor } from '../support/api';
import { describeViolation, isSerious, runAxe } from '../support/axe';
import { openSection } from '../support/dashboard';
import { expect, test } from '../support/fixtures';
import { logInAsAdmin, type TestSite } from '../support/site';
import { expectTakenOver } from '../support/takeover';

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

/** The pages `/sitemap.xml` lists (lint:outside runs axe on each). */
const SITEMAP = new Set(sitemapPaths());

/** Goes to `path` and waits until its h1 shows, the page is taken over and its lists have loaded. */
async function visit(page: Page, site: TestSite, path: string, heading: string) {
  await page.goto(site.url(path));
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expectTakenOver(page);
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
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

/** Every page in turn, in one browser tab: one page load each, not a browser each. */
const SLOW = 5 * 60_000;

test.describe('every content page', () => {
  test('renders at 1280 px with its own title', async ({ site, page }) => {
    test.setTimeout(SLOW);
    for (const [path, heading] of CONTENT_PAGES) {
      await visit(page, site, path, heading);
      await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
      expect(await page.title()).toMatch(/Holy Trinity Ecumenical Catholic Church$/);
    }
  });

  // `npm run lint:outside` runs axe on every page of /sitemap.xml, light and
  // dark, at this width; the sitemap leaves out each course's page (linked
  // from /courses), so those are checked here.
  for (const theme of ['light', 'dark'] as const) {
    test(`is axe-clean at 1280 px on the pages the sitemap leaves out, in the ${theme} theme`, async ({
      site,
      newPage,
    }) => {
      const page = await newPage({ theme });
      const failures: string[] = [];
      for (const [path, heading] of CONTENT_PAGES.filter(([path]) => !SITEMAP.has(path))) {
        await visit(page, site, path, heading);
        await expect(page.locator('html')).toHaveAttribute('data-color-scheme', theme);
        const serious = (await runAxe(page)).violations.filter(isSerious);
        failures.push(...serious.map((violation) => `${path}: ${describeViolation(violation)}`));
      }
      expect(failures).toEqual([]);
    });
  }

  test(
    'renders at 390 px without scrolling sideways',
    { tag: '@phone-only' },
    async ({ site, page }) => {
      test.setTimeout(SLOW);
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
    },
  );

  test('links only to pages and files that exist, whichever remote serves them', async ({
    page,
    site,
  }) => {
    test.setTimeout(SLOW);
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
      await expect(page.locator('main h1').first()).toBeVisible();
      if ((await page.getByText('Oops! Page not found').count()) > 0) broken.push(target);
    }
    for (const file of files) {
      const response = await page.request.get(site.url(file));
      if (!response.ok()) broken.push(`${file}: ${response.status()}`);
    }
    expect(broken).toEqual([]);
  });
});

test.describe('the forms reach the parish office', { tag: '@phone-only' }, () => {
  // One administrator's browser for these tests, logged in by whichever needs it first.
  let office: Promise<Page> | undefined;
  function parishOffice(site: TestSite): Promise<Page> {
    office ??= (async () => {
      const page = await (await site.newContext()).newPage();
      await logInAsAdmin(page, site);
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
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
    await openSection(page, tab);
    const row = page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });
    await expect(row).toBeVisible();
    return row;
  }

  test('sends a contact message, shown as text, that administrators list', async ({
    site,
    page,
  }) => {
    await visit(page, site, '/about/contact', 'Contact Us');
    const name = '<b>Ruth</b> Ade';
    await page.getByLabel('Name', { exact: false }).first().fill(name);
    await page.getByRole('textbox', { name: /^Email/ }).fill('ruth@example.org');
    await page.getByRole('textbox', { name: /^Message/ }).fill('Is there a Bible study this week?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    const messages = await apiFor(site, { asAdmin: true }).contact.list();
    expect(messages.find((message) => message.email === 'ruth@example.org')).toMatchObject({
      name,
      message: 'Is there a Bible study this week?',
    });
    // The Contact tab's messages, the typed HTML as text.
    const row = await rowInDashboard(site, 'Contact', 'Messages', 'ruth@example.org');
    await expect(row.getByRole('rowheader')).toHaveText(name);
    await expect(
      row.getByRole('cell', { name: 'Is there a Bible study this week?' }),
    ).toBeVisible();
  });

  test("sends a ministry interest from a card's Get Involved link, that administrators list", async ({
    site,
    page,
  }) => {
    const [ministry] = await apiFor(site).ministries.list();
    if (!ministry) throw new Error('the demo data has ministries');
    await visit(page, site, '/ministries', 'Ministries');
    await page.getByRole('link', { name: `Get Involved in ${ministry.title}` }).click();
    const form = page.getByRole('form', { name: 'Get Involved' });
    await expect(form.getByLabel(/^Ministry/)).toHaveValue(String(ministry.id));
    await form.getByRole('textbox', { name: /^Name/ }).fill('<i>Joan</i> Rivera');
    await form.getByRole('textbox', { name: /^Email/ }).fill('joan@example.org');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText(`Thank you, <i>Joan</i> Rivera!`, { exact: false })).toBeVisible();
    const interests = await apiFor(site, { asAdmin: true }).ministryInterests.list();
    expect(interests[0]).toMatchObject({
      name: '<i>Joan</i> Rivera',
      email: 'joan@example.org',
      ministry: ministry.id,
      ministry_title: ministry.title,
    });
    // The Sign-ups tab's ministry interests.
    const row = await rowInDashboard(site, 'Sign-ups', 'Ministry interests', 'joan@example.org');
    await expect(row.getByRole('rowheader')).toHaveText('<i>Joan</i> Rivera');
    await expect(row.getByRole('cell', { name: ministry.title, exact: true })).toBeVisible();
  });

  test('registers for a course from its page, and administrators list it', async ({
    site,
    page,
  }) => {
    await visit(page, site, '/courses/church-history', 'History of the Early Church');
    await page.getByRole('link', { name: 'Register for this course' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Register for a Course' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(
      page.getByRole('textbox', { name: /^First Name/ }).and(page.locator('[aria-invalid="true"]')),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('First name is required');
    await page.getByRole('textbox', { name: /^First Name/ }).fill('Peter');
    await page.getByRole('textbox', { name: /^Last Name/ }).fill('Nguyen');
    await page.getByRole('textbox', { name: /^Email/ }).fill('peter@example.org');
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(
      page.getByText(/You are registered for History of the Early Church/),
    ).toBeVisible();
    const registrations = await apiFor(site, { asAdmin: true }).courseRegistrations.list();
    expect(registrations[0]).toMatchObject({
      first_name: 'Peter',
      last_name: 'Nguyen',
      email: 'peter@example.org',
      course: 'history',
    });
    // The Sign-ups tab's course registrations, the course by its title.
    const row = await rowInDashboard(site, 'Sign-ups', 'Course registrations', 'peter@example.org');
    await expect(row.getByRole('rowheader')).toHaveText('Peter');
    await expect(
      row.getByRole('cell', { name: 'History of the Early Church', exact: true }),
    ).toBeVisible();
  });
});

test.describe('media and motion', () => {
  test('draws a placeholder for each video picture offline, and the player dialog links to the video', async ({
    site,
    page,
  }) => {
    const [video] = await apiFor(site).videos.list();
    if (!video) throw new Error('the demo data has videos');
    await visit(page, site, '/media/videos', 'Videos');
    const button = page.getByRole('button', { name: `Play ${video.title}` });
    await expect(button.getByTestId('video-placeholder')).toBeVisible({ timeout: 20_000 });
    await button.click();
    const dialog = page.getByRole('dialog', { name: video.title });
    await expect(dialog.getByRole('link', { name: 'Watch on YouTube' })).toHaveAttribute(
      'href',
      video.youtube_url,
    );
  });

  test('holds the hero carousel still for visitors who prefer reduced motion', async ({
    site,
    newPage,
  }) => {
    const page = await newPage({ reducedMotion: 'reduce' });
    // The page's clock is the test's: ten seconds pass at once, over three autoplay steps.
    await page.clock.install();
    await visit(page, site, '/', 'Welcome to Holy Trinity');
    await expect(page.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(page.getByRole('group', { name: /^1 of / })).toHaveAttribute(
      'aria-hidden',
      'false',
    );
  });

  test('lands on the leadership team when the home page sends a visitor to /about#leadership', async ({
    site,
    page,
  }) => {
    await visit(page, site, '/', 'Welcome to Holy Trinity');
    await page.getByRole('link', { name: 'Meet Our Leadership Team' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const top = document.getElementById('leadership')?.getBoundingClientRect().top ?? -1;
          return top >= 0 && top < window.innerHeight / 2;
        }),
      )
      .toBe(true);
  });
});
