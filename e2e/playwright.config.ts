/**
 * End-to-end tests (Playwright Test): the production build served as
 * separate origins, as `npm start` serves it, driven in Debian's Chromium.
 * docs/testing.md says how the suites are laid out and how to read a trace.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './src/support/browser';
import { DESKTOP, PHONE } from './src/support/site';

/** The cold Lighthouse file measures timings: it runs last, never beside a build. */
const LIGHTHOUSE = '**/lighthouse.e2e.test.ts';

export default defineConfig({
  testDir: 'src/__tests__',
  testMatch: '**/*.e2e.test.ts',
  globalSetup: './src/support/globalSetup.ts',
  // A test that passes only when tried again is a bug to fix, not to hide.
  retries: 0,
  // Two files at a time (E2E_WORKERS to change it): a file mostly waits on
  // its browser and servers, so a second one uses the time; CI has two cores.
  workers: Number(process.env.E2E_WORKERS) || 2,
  forbidOnly: Boolean(process.env.CI),
  timeout: 90_000,
  // Web-first assertions wait for the page; a loaded 2-core machine is slow to render.
  expect: { timeout: 15_000 },
  outputDir: 'test-results',
  reporter: 'list',
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // In CI, a failing test leaves its trace under e2e/test-results (npx playwright show-trace).
    trace: process.env.CI ? 'retain-on-failure' : 'off',
  },
  projects: [
    // Every test at 1280 px, but those about a phone alone.
    { name: 'desktop', use: DESKTOP, testIgnore: LIGHTHOUSE, grepInvert: /@phone-only/ },
    // Layout, navigation, forms, booking and giving at 390 px with touch: the tests tagged @phone.
    { name: 'phone', use: PHONE, testIgnore: LIGHTHOUSE, grep: /@phone/ },
    { name: 'lighthouse', use: DESKTOP, testMatch: LIGHTHOUSE },
  ],
});
