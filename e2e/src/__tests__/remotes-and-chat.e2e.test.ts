import type { Page } from '@playwright/test';
import { apiFor } from '../support/api';
import { expect, test } from '../support/fixtures';
import { addLatency, recordRequests } from '../support/network';
import { logInAsAdmin, type TestSite } from '../support/site';

/** The project's screen: a phone's header folds its menu into a side sheet. */
type Width = 'desktop' | 'phone';
const widthOf = (isMobile: boolean): Width => (isMobile ? 'phone' : 'desktop');

/** Opens the main menu where it is: the header's bar on a desktop, the side sheet on a phone. */
async function openMainMenu(page: Page, width: Width) {
  if (width === 'desktop')
    return page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog').getByRole('navigation', { name: 'Main' });
}

async function followCalendarLink(page: Page, width: Width) {
  const menu = await openMainMenu(page, width);
  await menu.getByRole('link', { name: 'Calendar', exact: true }).click();
}

/** Events → All Events: a drop-down menu on a desktop, an accordion in the sheet. */
async function followAllEventsLink(page: Page, width: Width) {
  const menu = await openMainMenu(page, width);
  await menu.getByRole('button', { name: 'Events', exact: true }).click();
  const scope = width === 'desktop' ? page.getByRole('menu', { name: 'Events' }) : menu;
  await scope.getByRole(width === 'desktop' ? 'menuitem' : 'link', { name: /^All Events/ }).click();
}

/**
 * Waits until a remote has replaced the previous page (and the skeleton)
 * with a page of its own, never the fallback.
 */
async function remotePageShown(page: Page, previousHeading: string) {
  await expect(
    page.locator('main h1').filter({ hasNotText: previousHeading }).first(),
  ).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

const fromOrigin = (requests: string[], site: TestSite, app: 'content' | 'commerce' | 'booking') =>
  requests.filter((url) => url.startsWith(site.stack.urls[app]));

test.describe('navigation', { tag: '@phone' }, () => {
  test('reaches every remote from the header, without reloading the shell', async ({
    site,
    page,
    isMobile,
  }) => {
    const width = widthOf(isMobile);
    const requests = recordRequests(page);
    await page.goto(site.url('/'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Holy Trinity' }),
    ).toBeVisible();
    // mf-commerce, through the Shop button.
    await page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).click();
    await page.waitForURL('**/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Church Shop' })).toBeVisible();

    // mf-booking, through the Calendar link (whichever page it shows there).
    await followCalendarLink(page, width);
    await page.waitForURL('**/calendar');
    await remotePageShown(page, 'Church Shop');

    // mf-content, through Events → All Events.
    await followAllEventsLink(page, width);
    await page.waitForURL('**/events');
    await expect(page.getByRole('heading', { level: 1, name: 'All Events' })).toBeVisible();
    await remotePageShown(page, 'Church Shop');

    expect(fromOrigin(requests, site, 'booking').some((url) => url.endsWith('.js'))).toBe(true);
    expect(fromOrigin(requests, site, 'commerce').some((url) => url.endsWith('.js'))).toBe(true);
    expect(fromOrigin(requests, site, 'content').some((url) => url.endsWith('.js'))).toBe(true);

    // Every move was client-side: the shell's page was loaded once.
    for (const path of ['/shop', '/calendar', '/events']) {
      expect(requests).not.toContain(site.url(path));
    }
  });

  test('reaches mf-admin after logging in', async ({ site, page }) => {
    await logInAsAdmin(page, site);
    await page.waitForURL('**/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  });
});

test.describe('remote loading', () => {
  test("fetches the page's remote while the shell's own code is still downloading", async ({
    site,
    page,
  }) => {
    const context = page.context();
    // Latency on every request separates what runs in parallel from what waits.
    await addLatency(context, page, 80);
    await page.goto(site.url('/'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Holy Trinity' }),
    ).toBeVisible();

    const timing = await page.evaluate((contentOrigin) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const shellScripts = entries.filter(
        (entry) => entry.name.startsWith(location.origin) && entry.name.endsWith('.js'),
      );
      const manifest = entries.find((entry) => entry.name === `${contentOrigin}/mf-manifest.json`);
      const remoteEntry = entries.find((entry) => entry.name === `${contentOrigin}/remoteEntry.js`);
      return {
        manifestStart: manifest?.startTime ?? null,
        remoteEntryStart: remoteEntry?.startTime ?? null,
        shellScriptsEnd: Math.max(...shellScripts.map((entry) => entry.responseEnd)),
      };
    }, site.stack.urls.content);
    expect(timing.manifestStart).not.toBeNull();
    expect(timing.manifestStart as number).toBeLessThan(timing.shellScriptsEnd);
    expect(timing.remoteEntryStart as number).toBeLessThan(timing.shellScriptsEnd + 80);
  });

  test('prefetches the other public remotes when idle, never admin', async ({ page, site }) => {
    const requests = recordRequests(page);
    await page.goto(site.url('/'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Holy Trinity' }),
    ).toBeVisible();

    await expect
      .poll(
        () =>
          fromOrigin(requests, site, 'commerce').length > 0 &&
          fromOrigin(requests, site, 'booking').length > 0,
        { message: 'mf-commerce and mf-booking prefetched' },
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.startsWith(site.stack.urls.admin))).toEqual([]);
  });
});

test.describe('the chat assistant', { tag: '@phone' }, () => {
  test('answers a choice and delivers a prayer request once it is written', async ({
    site,
    page,
  }) => {
    await page.goto(site.url('/'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Holy Trinity' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Chat with our virtual assistant' }).click();
    const chat = page.getByRole('dialog', { name: 'Holy Trinity Virtual Assistant' });
    await expect(chat.getByText('Your spiritual guide')).toBeVisible();
    const topic = chat.getByRole('combobox', { name: 'How can we help?' });

    await topic.selectOption({ label: 'Worship service times' });
    await chat.getByRole('button', { name: 'Send' }).click();
    // The church hours: the Mass schedule's featured services, as /about shows them.
    await expect(
      chat.getByText(/Sunday School at 9:00 AM, Sunday Worship at 10:00 AM/),
    ).toBeVisible();
    await expect(topic).toHaveValue('');

    await topic.selectOption({ label: 'Prayer request' });
    const prayer = chat.getByPlaceholder('What would you like us to pray for?');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(
      chat
        .getByRole('alert')
        .filter({ hasText: 'Please enter your prayer intention before submitting.' }),
    ).toBeVisible();

    const intention = `For the sick of our parish (${page.viewportSize()?.width} px)`;
    await prayer.fill(intention);
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByText(/Thank you for sharing your prayer request/)).toBeVisible();
    const messages = await apiFor(site, { asAdmin: true }).contact.list();
    expect(messages.some((message) => message.message === intention)).toBe(true);

    // Escape closes the chat and gives focus back to its button.
    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await expect(
      page.getByRole('button', { name: 'Chat with our virtual assistant' }),
    ).toBeFocused();
  });
});
