import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';
import { siteForThisFile } from '../support/site';

const testSite = siteForThisFile();
// Jest runs the suites as CommonJS.
const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');

/** shared-web's THEME_MODE_STORAGE_KEY: the visitor's light/dark choice, read before first paint. */
const THEME_STORAGE_KEY = 'parish-theme-mode';

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
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

function describeViolation(violation: Result): string {
  const targets = violation.nodes
    .slice(0, 3)
    .map((node) => node.target.join(' '))
    .join(' | ');
  return `${violation.impact}: ${violation.id} (${violation.help}) at ${targets}`;
}

async function scan(page: Page): Promise<AxeResults> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } }).axe.run(
      document,
    ),
  );
}

describe.each(WIDTHS)('accessibility at $name width', ({ viewport }) => {
  describe.each(THEMES)('in the %s theme', (theme) => {
    it.each(SHELL_PAGES.map((shellPage) => [shellPage.name, shellPage] as const))(
      'the %s page has no serious or critical axe violation',
      async (_name, shellPage) => {
        const site = testSite();
        const context = await site.newContext({ viewport });
        await context.addInitScript(([key, mode]) => localStorage.setItem(key, mode), [
          THEME_STORAGE_KEY,
          theme,
        ] as const);
        const page = await context.newPage();
        await page.goto(site.url(shellPage.path));
        await shellPage.ready(page);
        expect(await page.evaluate(() => document.documentElement.dataset.colorScheme)).toBe(theme);
        // Let the page settle (transitions, remote content, the verse).
        await page.waitForLoadState('networkidle');

        const results = await scan(page);
        expect(results.passes.length).toBeGreaterThan(0);
        const serious = results.violations.filter(
          (violation) => violation.impact === 'serious' || violation.impact === 'critical',
        );
        const minor = results.violations.filter((violation) => !serious.includes(violation));
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
