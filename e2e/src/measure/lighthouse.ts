/**
 * `npm run report:lighthouse`: Lighthouse's performance and accessibility
 * of the public pages issue 17 holds to its targets (`/`, `/about`,
 * `/events`, `/shop`, `/calendar`, or the paths given: `-- /login /giving`),
 * against the production build served as `npm start` serves it (every app
 * on its own free port, the API on a throw-away database, pages rendered on
 * the server). Builds first unless E2E_REUSE_BUILD=1.
 *
 * Chromium runs headless with the same offline-friendly flags as the
 * end-to-end tests, and a DevTools port Lighthouse connects to. Each page is
 * measured with Lighthouse's default (a mid-range phone on a slow 4G
 * network, simulated) and its desktop preset, three times each
 * (LIGHTHOUSE_RUNS); the median run is reported, with its largest paint's
 * element, and a table for docs/performance.md.
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

/** The pages issue 17 holds to its targets. */
const DEFAULT_PATHS = ['/', '/about', '/events', '/shop', '/calendar'];
/** Runs per page and profile; the median run (by performance score) is reported. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

interface RunFigures {
  performance: number;
  accessibility: number;
  fcp: string;
  lcp: string;
  tbt: string;
  cls: string;
  /** What the largest paint was (Lighthouse's label of the element). */
  lcpElement: string;
  failingAccessibility: string[];
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

function figuresOf(lhr: LighthouseResult['lhr']): RunFigures {
  const { categories, audits } = lhr;
  const display = (id: string) => audits[id]?.displayValue ?? 'n/a';
  const element = audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { nodeLabel?: string; snippet?: string } }[] }[] } | undefined;
  const node = element?.items?.[0]?.items?.[0]?.node;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcp: display('first-contentful-paint'),
    lcp: display('largest-contentful-paint'),
    tbt: display('total-blocking-time'),
    cls: display('cumulative-layout-shift'),
    lcpElement: node ? `${node.nodeLabel ?? ''} (${node.snippet ?? ''})`.slice(0, 120) : 'n/a',
    failingAccessibility: Object.values(audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 1 &&
          (audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric') &&
          categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id),
      )
      .map((audit) => audit.id),
  };
}

async function main() {
  const given = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const paths = given.length ? given : DEFAULT_PATHS;
  await buildUnlessReused();

  // Only the stack is needed; Lighthouse drives its own Chromium.
  const site = await startTestSite();
  const chromium = await launchChromium();
  const rows: string[] = [];
  try {
    for (const pagePath of paths) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const runs: RunFigures[] = [];
        for (let run = 0; run < RUNS; run++) {
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
          runs.push(figuresOf(result.lhr));
          if (process.env.LIGHTHOUSE_DETAILS === '1') {
            for (const id of ['bootup-time', 'long-tasks']) {
              console.info(
                `  ${id}: ${JSON.stringify(result.lhr.audits[id]?.details).slice(0, 3000)}`,
              );
            }
          }
        }
        const sorted = [...runs].sort((a, b) => a.performance - b.performance);
        const median = sorted[Math.floor(sorted.length / 2)] as RunFigures;
        const range = `${sorted[0]?.performance}–${sorted.at(-1)?.performance}`;
        console.info(
          `\n${pagePath} (${preset}, median of ${runs.length}: performance ${median.performance} [${range}], ` +
            `accessibility ${median.accessibility})\n  FCP ${median.fcp}, LCP ${median.lcp}, TBT ${median.tbt}, CLS ${median.cls}` +
            `\n  LCP element: ${median.lcpElement}` +
            (median.failingAccessibility.length
              ? `\n  accessibility: ${median.failingAccessibility.join(', ')}`
              : ''),
        );
        rows.push(
          `| \`${pagePath}\` | ${preset} | ${median.performance} (${range}) | ${median.accessibility} | ${median.lcp} | ${median.tbt} | ${median.cls} | ${median.lcpElement.replace(/\|/g, '/')} |`,
        );
      }
    }
    console.info(
      `\n| Page | Profile | Performance (range) | Accessibility | LCP | TBT | CLS | LCP element |\n| --- | --- | ---: | ---: | --- | --- | --- | --- |\n${rows.join('\n')}`,
    );
  } finally {
    await chromium.close();
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
