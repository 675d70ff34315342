import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { APPS, startStack, type AppName, type RunningStack } from '@parish/site-server';
import { launchBrowser } from './browser';
// The visitor's light/dark choice, read before first paint; the module imports nothing.
import { THEME_MODE_STORAGE_KEY } from '../../../shared-web/src/theme/themeBoot';

export const DEMO_ADMIN = { email: 'admin@holytrinity.example', password: 'Trinity-Demo-2026' };

/** The screens the suites use: a laptop (every new page's default) and a phone. */
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };
/** Both, named, for suites that run at each width. */
export const WIDTHS = [
  { name: 'desktop', viewport: DESKTOP },
  { name: 'phone', viewport: PHONE },
] as const;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

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
  const ports = { api: await freePort() } as Record<AppName, number> & { api: number };
  for (const app of Object.keys(APPS) as AppName[]) ports[app] = await freePort();
  const apiLog: string[] = [];
  const stack = await startStack({
    ports,
    skip: options.skip,
    releasesDir: options.releasesDir,
    apiEnv: {
      PGLITE_DIR: path.join(dataDir, 'pglite'),
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // Suites log in more often than a person would.
      LOGIN_RATE_LIMIT_MAX: '1000',
      FORM_RATE_LIMIT_MAX: '1000',
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

/** Logs in through the shell's /login page (with another password to see it refused). */
export async function logInAsAdmin(page: Page, site: TestSite, password = DEMO_ADMIN.password) {
  await page.goto(site.url('/login'));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_ADMIN.email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
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
