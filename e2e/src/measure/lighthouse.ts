/**
 * `npm run report:lighthouse`: Lighthouse's performance and accessibility
 * scores of the home page, against the production build served as
 * `npm start` serves it (every app on its own free port, the API on a
 * throw-away database). Builds first unless E2E_REUSE_BUILD=1.
 *
 * Chromium runs headless with the same offline-friendly flags as the
 * end-to-end tests, and a DevTools port Lighthouse connects to. Two runs:
 * Lighthouse's default (a mid-range phone on a slow 4G network, simulated)
 * and its desktop preset. Add more paths as arguments: `-- /login /shop`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser';
import { buildUnlessReused } from '../support/globalSetup';
import { freePort, startTestSite } from '../support/site';

interface Chromium {
  port: number;
  close: () => Promise<void>;
}

async function waitForDevTools(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Chromium exited (code ${child.exitCode})`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('Chromium did not open its DevTools port within 30 s');
}

async function launchChromium(): Promise<Chromium> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'parish-lighthouse-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitForDevTools(port, child);
  return {
    port,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? 'n/a' : String(Math.round(value * 100));

async function main() {
  const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  if (paths.length === 0) paths.push('/');
  await buildUnlessReused();

  // Only the stack is needed; Lighthouse drives its own Chromium.
  const site = await startTestSite();
  const chromium = await launchChromium();
  try {
    for (const pagePath of paths) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const flags: Flags = {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        };
        const result = await lighthouse(
          site.url(pagePath),
          flags,
          preset === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error('Lighthouse returned no result');
        const { categories, audits } = result.lhr;
        console.info(
          `\n${pagePath} (${preset}): performance ${score(categories.performance?.score)},` +
            ` accessibility ${score(categories.accessibility?.score)}`,
        );
        for (const id of [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
          'speed-index',
        ]) {
          const audit = audits[id];
          if (audit) console.info(`  ${audit.title}: ${audit.displayValue ?? ''}`);
        }
        const failing = Object.values(audits).filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 1 &&
            (audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric') &&
            categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id),
        );
        for (const audit of failing) console.info(`  accessibility: ${audit.id}: ${audit.title}`);
        if (process.env.LIGHTHOUSE_DETAILS === '1') {
          for (const id of ['bootup-time', 'long-tasks', 'largest-contentful-paint-element']) {
            console.info(`  ${id}: ${JSON.stringify(audits[id]?.details).slice(0, 3000)}`);
          }
        }
      }
    }
  } finally {
    await chromium.close();
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
