import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectTakenOver } from '../support/takeover';

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
      expect(
        page.getByRole('heading', { level: 1, name: 'Welcome to Holy Trinity' }),
      ).toBeVisible(),
  },
  {
    name: 'login',
    path: '/login',
    ready: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible(),
  },
  {
    name: 'not found',
    path: '/no-such-page',
    ready: (page) =>
      expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible(),
  },
  {
    name: 'home with the chat open and answering',
    path: '/',
    ready: async (page) => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Welcome to Holy Trinity' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Chat with our virtual assistant' }).click();
      const chat = page.getByRole('dialog', { name: 'Holy Trinity Virtual Assistant' });
      await chat.getByRole('combobox').selectOption({ label: 'Upcoming events and calendar' });
      await chat.getByRole('button', { name: 'Send' }).click();
      await expect(chat.getByText('Here are our upcoming events:')).toBeVisible();
      // Leave the text box open with its validation message, to scan that too.
      await chat.getByRole('combobox').selectOption({ label: 'Ask a question' });
      await chat.getByRole('button', { name: 'Send' }).click();
      await expect(chat.getByRole('alert')).toBeVisible();
    },
  },
];

// The shell's own pages, at each project's width (@phone), in each theme.
for (const theme of THEMES) {
  test.describe(`in the ${theme} theme`, () => {
    test.use({ theme });
    for (const shellPage of SHELL_PAGES) {
      test(
        `the ${shellPage.name} page has no serious or critical axe violation`,
        { tag: '@phone' },
        async ({ page, site, axe }) => {
          await page.goto(site.url(shellPage.path));
          await shellPage.ready(page);
          await expect(page.locator('html')).toHaveAttribute('data-color-scheme', theme);
          // Scanned as a visitor finds it once its scripts have taken it over.
          await expectTakenOver(page);
          await expect(page.getByText(/^Loading/)).toHaveCount(0);

          const results = await axe(
            page,
            `${shellPage.name} (${theme}, ${page.viewportSize()?.width} px)`,
          );
          expect(results.passes.length).toBeGreaterThan(0);
        },
      );
    }
  });
}
