/**
 * Issue 17: the public pages come from the shell's server with their
 * content in the HTML, render before any JavaScript runs, and the browser
 * then takes them over (hydrates) as they are: no mismatch, no second
 * fetch of the data, no redrawn content. A remote whose server build is
 * missing costs only its slot, which the browser renders as before.
 */
import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { sitemapPaths } from '@parish/shared-types';
import { ROOT } from '@parish/site-server/root';
import { expect, test } from '../support/fixtures';
import { startTestSite, type TestSite } from '../support/site';

/** Each public page, its main heading, and content from the API its HTML must already hold. */
const PAGES: Array<[path: string, heading: string, content: string]> = [
  ['/', 'Welcome to Holy Trinity', 'Fr. Michael Andrews'],
  ['/about', 'About Us', 'Rev. Deacon Maria Lopez'],
  ['/events', 'All Events', 'Christmas Celebrations'],
  ['/ministries', 'Ministries', 'Outreach &amp; Food Pantry'],
  ['/shop', 'Church Shop', 'Olive Wood Rosary'],
  ['/giving', 'Giving', 'Donate Now'],
  ['/event/tickets', 'Book Event Tickets', 'Christmas Celebrations'],
  ['/calendar', 'Event Calendar', 'Events for'],
  ['/media/videos', 'Videos', 'Liturgies &amp; Homilies'],
];

/** The text of the HTML's first `<h1>`. */
function firstHeading(html: string): string | null {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match?.[1]?.replace(/<[^>]+>/g, '').trim() ?? null;
}

test.describe('the public pages as the server sends them', () => {
  for (const [pagePath, heading, content] of PAGES) {
    test(`${pagePath} holds its heading, its content, its title and description before any script runs`, async ({
      site,
    }) => {
      const response = await fetch(site.url(pagePath));
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="root" data-server-rendered>');
      expect(firstHeading(html)).toBe(heading);
      expect(html).toContain(content);
      expect(html).toMatch(/<title>([^<]+ · )?Holy Trinity Ecumenical Catholic Church<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}" \/>/);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+" \/>/);
      // The page's styles are in its head, so the first paint is the right one.
      expect(html.indexOf('<style data-emotion="css')).toBeLessThan(html.indexOf('</head>'));
    });
  }

  test('holds the main heading of every page the site map lists, before any script runs', async ({
    site,
  }) => {
    const missing: string[] = [];
    for (const pagePath of sitemapPaths()) {
      const response = await fetch(site.url(pagePath));
      const html = await response.text();
      const heading = firstHeading(html);
      if (
        response.status !== 200 ||
        !html.includes('data-server-rendered') ||
        !heading ||
        heading === 'Oops! Page not found'
      ) {
        missing.push(`${pagePath}: ${response.status} ${heading ?? 'no heading'}`);
      }
    }
    expect(missing).toEqual([]);
  });

  test('answers an unknown address with 404 and the not-found page', async ({ site }) => {
    for (const pagePath of ['/no-such-page', '/courses/astrology']) {
      const response = await fetch(site.url(pagePath));
      expect(response.status).toBe(404);
      expect(firstHeading(await response.text())).toBe('Oops! Page not found');
    }
  });

  test('leaves admin pages to the browser, which checks the session first', async ({ site }) => {
    const html = await (await fetch(site.url('/admin'))).text();
    expect(html).toContain('<div id="root"></div>');
  });

  test('reads without JavaScript: the page and its navigation are there', async ({
    site,
    newPage,
  }) => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(site.url('/about'));
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByText('Rev. Deacon Maria Lopez').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ministries' }).first()).toBeVisible();
  });

  test('answers a repeat visit with 304 while nothing it shows has changed', async ({ site }) => {
    const first = await fetch(site.url('/shop'));
    await first.text();
    const again = await fetch(site.url('/shop'), {
      headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });
});

/** Marks the first `<h1>` the HTML parser creates, before any script of the site runs. */
async function markServerHeading(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('main h1');
      if (!heading) return;
      heading.setAttribute('data-from-server', '');
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** Errors and React's hydration warnings the page logs, and the API data it asks for. */
function watch(page: Page) {
  const problems: string[] = [];
  const reads: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/static/')) reads.push(pathname);
  });
  return { problems, reads };
}

test.describe('the browser takes over the page as the server sent it', () => {
  // Light at 1280 px, dark on a phone.
  test(
    'every public page hydrates without a mismatch or a second read',
    { tag: '@phone' },
    async ({ site, newPage, isMobile }) => {
      const page = await newPage({ theme: isMobile ? 'dark' : 'light' });
      await markServerHeading(page);
      const seen = watch(page);
      for (const [pagePath, heading] of PAGES) {
        seen.reads.length = 0;
        await page.goto(site.url(pagePath));
        await page.waitForLoadState('networkidle');
        // The heading on screen is the element the server sent, kept by the browser.
        const onScreen = page.getByRole('heading', { level: 1, name: heading });
        await expect(onScreen).toHaveAttribute('data-from-server', '');
        // The page is alive: the site's menu button or links respond (hydrated).
        expect(seen.reads.filter((read) => read !== '/api/payments/setup')).toEqual([]);
      }
      expect(seen.problems).toEqual([]);
    },
  );

  test('is interactive once taken over: a filter on /events works without reloading', async ({
    page,
    site,
  }) => {
    await page.goto(site.url('/events'));
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Past Events' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Past Events' })).toBeVisible();
    await page.getByRole('link', { name: 'Shop' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Church Shop' })).toBeVisible();
  });

  test('keeps the place of a visitor who scrolled before the scripts finished', async ({
    page,
    site,
  }) => {
    // Slow scripts give the visitor time to scroll the server's page.
    await page.route(/\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.goto(site.url('/events'), { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'All Events' })).toBeVisible();
    await page.mouse.move(640, 450);
    await page.mouse.wheel(0, 800);
    await page.waitForFunction(() => window.scrollY >= 800);
    // Every script is in and the page is taken over: React holds the server's heading
    // (its fiber is on the element), and a frame has passed for what its effects do.
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() =>
        page
          .getByRole('heading', { level: 1, name: 'All Events' })
          .evaluate((heading) =>
            Object.keys(heading).some((key) => key.startsWith('__reactFiber')),
          ),
      )
      .toBe(true);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(800);
    await page.getByRole('button', { name: 'Past Events' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Past Events' })).toBeVisible();
  });
  test('does what a tap before the scripts finished asked for, once they have', async ({
    page,
    site,
  }) => {
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.route(/\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    // A filter (a button, which does nothing without scripts).
    await page.goto(site.url('/events'), { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Past Events' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Past Events' })).toBeVisible();
    // A link within the site: the visitor moves within it, the site is not loaded again.
    await page.goto(site.url('/events'), { waitUntil: 'commit' });
    await page.getByRole('link', { name: 'Shop' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Church Shop' })).toBeVisible();
    expect(documents).toEqual(['/events', '/events']);
  });
});

test.describe('a remote whose server build is missing', () => {
  const serverBuild = path.join(ROOT, 'mf-booking', 'dist', 'server');
  const aside = `${serverBuild}.set-aside`;
  let withoutBuild: TestSite | undefined;

  // A site of its own, started while the build is set aside.
  test.beforeAll(async ({ browser }) => {
    renameSync(serverBuild, aside);
    withoutBuild = await startTestSite({}, browser);
  });
  test.afterAll(async () => {
    await withoutBuild?.close();
    if (existsSync(aside)) renameSync(aside, serverBuild);
  });

  test('costs only its slot: the page is served, and the browser renders the slot as before', async () => {
    if (!withoutBuild) throw new Error('no site');
    const site = withoutBuild;
    const response = await fetch(site.url('/calendar'));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    expect(firstHeading(html)).toBeNull();
    // Other remotes' pages still come rendered.
    expect(firstHeading(await (await fetch(site.url('/shop'))).text())).toBe('Church Shop');
    const page = await (await site.newContext()).newPage();
    const seen = watch(page);
    await page.goto(site.url('/calendar'));
    await expect(page.getByRole('heading', { level: 1, name: 'Event Calendar' })).toBeVisible();
    await expect(page.getByText(/^Events for /)).toBeVisible();
    expect(seen.problems).toEqual([]);
  });
});
