/**
 * Lighthouse the way a visitor arrives (issue 28): every run in a Chromium
 * of its own with a new, empty profile (deleted after), so nothing the
 * browser compiled or cached on an earlier run helps the next. Default
 * mobile settings (a mid-range phone on slow 4G, simulated), as PageSpeed
 * Insights measures. Used by `npm run report:lighthouse` and by
 * `lighthouse.e2e.test.ts`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser';
import { freePort } from '../support/ports';
import { figuresOf, type AppOrigins, type RunFigures } from './lighthouseFigures';

export interface Chromium {
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
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Chromium did not open its DevTools port within 30 s');
}

/** A headless Chromium with a new profile directory, removed when it closes. */
export async function launchChromium(): Promise<Chromium> {
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
  try {
    await waitForDevTools(port, child);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
  return {
    port,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      // Chromium's helper processes may still be writing the profile for a
      // moment after the browser exits: retried, and never the run's failure.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.warn(`Could not remove ${profile}: ${(error as Error).message}`);
      }
    },
  };
}

export interface RunOptions {
  origins?: AppOrigins;
  /** Lighthouse's categories; performance only unless told. */
  categories?: string[];
}

/** One Lighthouse run of `url`, default mobile settings, in the Chromium given. */
export async function lighthouseRun(
  url: string,
  chromium: Chromium,
  { origins, categories = ['performance'] }: RunOptions = {},
): Promise<RunFigures> {
  const flags: Flags = {
    port: chromium.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error('Lighthouse returned no result');
  const runtimeError = result.lhr.runtimeError;
  if (runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.message}`);
  return figuresOf(result.lhr, origins);
}

/** One run as a first-time visitor: a new Chromium and profile, closed and deleted after. */
export async function coldRun(url: string, options?: RunOptions): Promise<RunFigures> {
  const chromium = await launchChromium();
  try {
    return await lighthouseRun(url, chromium, options);
  } finally {
    await chromium.close();
  }
}
