/**
 * The end-to-end fixtures (docs/testing.md). Each test file gets a composed
 * site of its own, started by its first test and stopped when the worker
 * moves on: a file's tests share its data, no two files do.
 * `test.use({ siteOptions })` at the top of a file sets its site up.
 */
import { startTestSmtpServer, type TestSmtpServer } from '@parish/api/testing/smtp';
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { describeViolation, isSerious, runAxe } from './axe';
import {
  chooseTheme,
  logInAsAdmin,
  startTestSite,
  type SiteContextOptions,
  type TestSite,
  type TestSiteOptions,
  type Theme,
} from './site';

export { expect };

export interface SiteOptions extends TestSiteOptions {
  /** Deliver the API's mail (its outbox read every 200 ms) to `mailbox`, an SMTP server in the worker. */
  mail?: boolean;
  /** Done once the file's site has started (an account its tests start from). */
  prepare?: (site: TestSite) => Promise<unknown>;
}

/**
 * Runs axe once the page has settled (the elements matching `include`, the
 * rules tagged `tags`) and fails on any serious or critical violation,
 * attaching axe's findings; prints the minor ones.
 */
export type Axe = (
  page: Page,
  what: string,
  options?: { include?: string[]; tags?: string[] },
) => Promise<AxeResults>;

type FileSite = { file: string; site: TestSite; mailbox: TestSmtpServer | null };

export const test = base.extend<
  {
    siteOptions: SiteOptions;
    /** The visitor's theme, chosen on an earlier visit (none: the device's). */
    theme: Theme | undefined;
    site: TestSite;
    mailbox: TestSmtpServer;
    /** A page in a browser profile of its own, on the project's screen in the `theme`, closed with the test. */
    newPage: (options?: SiteContextOptions) => Promise<Page>;
    /** A page on the dashboard, logged in as the demo administrator. */
    adminPage: Page;
    axe: Axe;
  },
  { fileSite: (file: string, options: SiteOptions) => Promise<FileSite> }
>({
  siteOptions: [{}, { option: true }],
  theme: [undefined, { option: true }],

  fileSite: [
    async ({ browser }, use) => {
      let current: FileSite | null = null;
      const stop = async () => {
        await current?.site.close();
        await current?.mailbox?.close();
        current = null;
      };
      await use(async (file, { mail, prepare, ...options }) => {
        if (current?.file === file) return current;
        await stop();
        const mailbox = mail ? await startTestSmtpServer() : null;
        const apiEnv = mailbox
          ? { ...options.apiEnv, MAIL_POLL_MS: '200', SMTP_URL: mailbox.url }
          : options.apiEnv;
        current = { file, mailbox, site: await startTestSite({ ...options, apiEnv }, browser) };
        await prepare?.(current.site);
        return current;
      });
      await stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  // Starting a site (about 10 s on a busy machine) is not counted in the first test's time.
  site: [
    async ({ fileSite, siteOptions }, use, testInfo) => {
      await use((await fileSite(testInfo.file, siteOptions)).site);
    },
    { timeout: 120_000 },
  ],

  mailbox: async ({ fileSite, siteOptions }, use, testInfo) => {
    const { mailbox } = await fileSite(testInfo.file, siteOptions);
    if (!mailbox) throw new Error('no mailbox: give the file `siteOptions: { mail: true }`');
    await use(mailbox);
  },

  context: async ({ context, theme }, use) => {
    await chooseTheme(context, theme);
    await use(context);
  },

  newPage: async ({ site, theme }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await site.newContext({ theme, ...options });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },

  adminPage: async ({ newPage, site }, use) => {
    const page = await newPage();
    await logInAsAdmin(page, site);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await use(page);
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
  axe: async ({}, use, testInfo) => {
    await use(async (page, what, options = {}) => {
      const results = await runAxe(page, options);
      const serious = results.violations.filter(isSerious);
      const minor = results.violations.filter((violation) => !isSerious(violation));
      if (minor.length > 0)
        console.info(`${what}, minor:\n${minor.map(describeViolation).join('\n')}`);
      if (serious.length > 0) {
        await testInfo.attach(`axe: ${what}`, {
          body: JSON.stringify(serious, null, 2),
          contentType: 'application/json',
        });
      }
      expect(serious.map(describeViolation), `axe on ${what}`).toEqual([]);
      return results;
    });
  },
});

/** The page fits its width: nothing scrolls sideways (the spec: every page fits 390 px). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `sideways scroll at ${page.viewportSize()?.width} px`).toBeLessThanOrEqual(0);
}
