import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { APPS, startStack, type AppName, type RunningStack } from '@parish/site-server';
import { launchBrowser } from './browser';
import { freePort } from './ports';
import { copySeededData, DEMO_ADMIN, TEST_API_ENV } from './seededData';
// The visitor's light/dark choice, read before first paint; the module imports nothing.
import { THEME_MODE_STORAGE_KEY } from '../../../shared-web/src/theme/themeBoot';

export { DEMO_ADMIN };

/** The screens the suites use: a laptop (every new page's default) and a phone. */
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };
/** Both, named, for suites that run at each width. */
export const WIDTHS = [
  { name: 'desktop', viewport: DESKTOP },
  { name: 'phone', viewport: PHONE },
] as const;

/** A browser context's options, and the theme the visitor chose on an earlier visit. */
export type SiteContextOptions = BrowserContextOptions & { theme?: 'light' | 'dark' };

export interface TestSite {
  stack: RunningStack;
  browser: Browser;
  /** A fresh browser profile (no cookies, no storage), 1280 × 900 unless told otherwise. */
  newContext: (options?: SiteContextOptions) => Promise<BrowserContext>;
  newPage: (options?: SiteContextOptions) => Promise<Page>;
  url: (pathname: string, app?: AppName) => string;
  close: () => Promise<void>;
}

/**
 * Starts the API on a throw-away embedded database and every app on free
 * ports, so a running dev stack never interferes, plus a Chromium.
 */
export interface TestSiteOptions {
  /** Apps not to serve (a remote that is down). */
  skip?: AppName[];
  /** More settings for the API, e.g. `{ BOOKING_HOLD_MINUTES: '1' }`. */
  apiEnv?: NodeJS.ProcessEnv;
  /** Where releases and the live registry live (the delivery suite's own). */
  releasesDir?: string;
}

export async function startTestSite(options: TestSiteOptions = {}): Promise<TestSite> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parish-e2e-'));
  // Migrated and seeded once per run (globalSetup), unless this site seeds differently.
  copySeededData(dataDir, options.apiEnv);
  const ports = { api: await freePort() } as Record<AppName, number> & { api: number };
  for (const app of Object.keys(APPS) as AppName[]) ports[app] = await freePort();
  const apiLog: string[] = [];
  const stack = await startStack({
    ports,
    skip: options.skip,
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
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];

  const newContext = async ({ theme, ...options }: SiteContextOptions = {}) => {
    const context = await browser.newContext({ viewport: DESKTOP, ...options });
    contexts.push(context);
    if (theme) {
      await context.addInitScript(([key, mode]) => localStorage.setItem(key, mode), [
        THEME_MODE_STORAGE_KEY,
        theme,
      ] as const);
    }
    return context;
  };

  return {
    stack,
    browser,
    newContext,
    newPage: async (options) => (await newContext(options)).newPage(),
    url: (pathname, app = 'shell') => `${stack.urls[app]}${pathname}`,
    close: async () => {
      await Promise.all(contexts.map((context) => context.close().catch(() => {})));
      await browser.close();
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

/**
 * Starts a site before the file's tests and stops it after them; returns a
 * getter because the site exists only once `beforeAll` has run.
 */
export function siteForThisFile(options: TestSiteOptions = {}): () => TestSite {
  let site: TestSite | undefined;
  beforeAll(async () => {
    site = await startTestSite(options);
  });
  afterAll(async () => {
    await site?.close();
  });
  return () => {
    if (!site) throw new Error('the test site is not running');
    return site;
  };
}
