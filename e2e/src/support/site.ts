import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { APPS, startStack, type AppName, type RunningStack } from '@parish/site-server';
import { launchBrowser } from './browser';
import { freePort } from './ports';
import { copySeededData, DEMO_ADMIN, TEST_API_ENV } from './seededData';
// The visitor's light/dark choice, read before first paint; the module imports nothing.
import { THEME_MODE_STORAGE_KEY } from '@parish/shared-web/theme-boot';

export { DEMO_ADMIN };

/** The screens of the config's two projects: a laptop, and a phone held upright. */
export const DESKTOP = { viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false };
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

export type Theme = 'light' | 'dark';

/** A browser context's options, and the theme the visitor chose on an earlier visit. */
export type SiteContextOptions = BrowserContextOptions & { theme?: Theme };

export interface TestSite {
  stack: RunningStack;
  /** A fresh browser profile (no cookies, no storage), on the project's screen unless told otherwise. */
  newContext: (options?: SiteContextOptions) => Promise<BrowserContext>;
  url: (pathname: string, app?: AppName) => string;
  close: () => Promise<void>;
}

export interface TestSiteOptions {
  /** More settings for the API, e.g. `{ BOOKING_HOLD_MINUTES: '1' }`. */
  apiEnv?: NodeJS.ProcessEnv;
  /** Where releases and the live registry live (the delivery suite's own). */
  releasesDir?: string;
}

/** Makes the visitor's earlier theme choice part of a new browser profile. */
export async function chooseTheme(context: BrowserContext, theme: Theme | undefined) {
  if (!theme) return;
  await context.addInitScript(([key, mode]) => localStorage.setItem(key, mode), [
    THEME_MODE_STORAGE_KEY,
    theme,
  ] as const);
}

/**
 * Starts the API on a throw-away embedded database and every app on free
 * ports, so a running dev stack never interferes. Its contexts come from
 * `browser` (the test runner's), or from a Chromium it launches when first
 * asked (the measuring scripts).
 */
export async function startTestSite(
  options: TestSiteOptions = {},
  browser?: Browser,
): Promise<TestSite> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parish-e2e-'));
  // Migrated and seeded once per run (globalSetup), unless this site seeds differently.
  copySeededData(dataDir, options.apiEnv);
  const ports = { api: await freePort() } as Record<AppName, number> & { api: number };
  for (const app of Object.keys(APPS) as AppName[]) ports[app] = await freePort();
  const apiLog: string[] = [];
  const stack = await startStack({
    ports,
    releasesDir: options.releasesDir,
    // Two suites run at once on a loaded 2-core machine: past the default
    // 300 ms a page's reads are left to the browser, which the suites that
    // count the browser's reads would take for a fault.
    serverRenderingEnv: { SSR_BUDGET_MS: '1500' },
    apiEnv: {
      ...TEST_API_ENV,
      PGLITE_DIR: path.join(dataDir, 'pglite'),
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      ...options.apiEnv,
    },
    onApiOutput: (line) => apiLog.push(line),
  }).catch((error: unknown) => {
    console.error(apiLog.join('\n'));
    throw error;
  });
  let launched: Promise<Browser> | undefined;
  const contexts: BrowserContext[] = [];

  return {
    stack,
    newContext: async ({ theme, ...contextOptions }: SiteContextOptions = {}) => {
      // The test runner's browser gives a new context its project's screen; our own, a laptop's.
      const context = browser
        ? await browser.newContext(contextOptions)
        : await (
            await (launched ??= launchBrowser())
          ).newContext({ ...DESKTOP, ...contextOptions });
      contexts.push(context);
      await chooseTheme(context, theme);
      return context;
    },
    url: (pathname, app = 'shell') => `${stack.urls[app]}${pathname}`,
    close: async () => {
      await Promise.all(contexts.map((context) => context.close().catch(() => {})));
      if (launched) await (await launched).close();
      await stack.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs in through the shell's /login page as `account`. */
export async function logInAs(
  page: Page,
  site: TestSite,
  account: { email: string; password: string },
) {
  await page.goto(site.url('/login'));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logs in as the demo administrator (with another password to see it refused). */
export async function logInAsAdmin(page: Page, site: TestSite, password = DEMO_ADMIN.password) {
  await logInAs(page, site, { email: DEMO_ADMIN.email, password });
}
