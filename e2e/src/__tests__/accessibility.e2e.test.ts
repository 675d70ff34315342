import type { Page } from 'playwright-core';
import { describeViolation, isSerious, runAxe } from '../support/axe';
import { siteForThisFile, WIDTHS } from '../support/site';

const testSite = siteForThisFile();

const THEMES = ['light', 'dark'] as const;

interface ShellPage {
  name: string;
  path: string;
  /** Resolves once the page is fully shown. */
  ready: (page: Page) => Promise<void>;
}

const SHELL_PAGES: ShellPage[] = [
  {
    name: 'home',
    path: '/',
    ready: (page) =>
      page.getByRole('heading', { level: 1, name: 'Welcome to Holy Trinity' }).waitFor(),
  },
  {
    name: 'login',
    path: '/login',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor(),
  },
  {
    name: 'not found',
    path: '/no-such-page',
    ready: (page) => page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor(),
  },
  {
    name: 'home with the chat open and answering',
    path: '/',
    ready: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Welcome to Holy Trinity' }).waitFor();
      await page.getByRole('button', { name: 'Chat with our virtual assistant' }).click();
      const chat = page.getByRole('dialog', { name: 'Holy Trinity Virtual Assistant' });
      await chat.getByRole('combobox').selectOption({ label: 'Upcoming events and calendar' });
      await chat.getByRole('button', { name: 'Send' }).click();
      await chat.getByText('Here are our upcoming events:').waitFor();
      // Leave the text box open with its validation message, to scan that too.
      await chat.getByRole('combobox').selectOption({ label: 'Ask a question' });
      await chat.getByRole('button', { name: 'Send' }).click();
      await chat.getByRole('alert').waitFor();
    },
  },
];

describe.each(WIDTHS)('accessibility at $name width', ({ viewport }) => {
  describe.each(THEMES)('in the %s theme', (theme) => {
    it.each(SHELL_PAGES.map((shellPage) => [shellPage.name, shellPage] as const))(
      'the %s page has no serious or critical axe violation',
      async (_name, shellPage) => {
        const site = testSite();
        const context = await site.newContext({ viewport, theme });
        const page = await context.newPage();
        await page.goto(site.url(shellPage.path));
        await shellPage.ready(page);
        expect(await page.evaluate(() => document.documentElement.dataset.colorScheme)).toBe(theme);
        // Let the page settle (transitions, remote content, the verse).
        await page.waitForLoadState('networkidle');

        const results = await runAxe(page);
        expect(results.passes.length).toBeGreaterThan(0);
        const serious = results.violations.filter(isSerious);
        const minor = results.violations.filter((violation) => !isSerious(violation));
        if (minor.length > 0) {
          console.info(
            `${shellPage.name} (${theme}, ${viewport.width} px), minor:\n` +
              minor.map(describeViolation).join('\n'),
          );
        }
        expect(serious.map(describeViolation)).toEqual([]);
        await context.close();
      },
    );
  });
});
