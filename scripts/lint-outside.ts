/**
 * `npm run lint:outside`: linters no one here wrote, on what the site
 * really serves (CI runs it after the end-to-end tests, on their builds):
 *
 * - Redocly CLI's recommended rules on the API's `/api/openapi.json`
 *   (redocly.yaml says which rule is off and why each warning remains);
 * - html-validate's standard rules on every page of `/sitemap.xml`, as the
 *   site server renders it (.htmlvalidate.json);
 * - pa11y (HTML_CodeSniffer, WCAG 2 AA) on the same pages, in Debian's
 *   Chromium (CHROMIUM_PATH): no browser is ever downloaded.
 *
 * Each must find no error. The site runs as `npm start` runs it, on free
 * ports and a throw-away embedded database.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HtmlValidate, FileSystemConfigLoader } from 'html-validate';
import pa11y from 'pa11y';
import { APPS, missingBuilds, ROOT, startStack, type AppName } from '@parish/site-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/src/support/browser';
import { freePort } from '../e2e/src/support/ports';

/** Redocly CLI on the document the API serves; true when it finds no error. */
async function redocly(apiUrl: string, dir: string): Promise<boolean> {
  const document = await (await fetch(`${apiUrl}/api/openapi.json`)).text();
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, document);
  const result = spawnSync(
    path.join(ROOT, 'node_modules/.bin/redocly'),
    ['lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format', 'stylish'],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, REDOCLY_TELEMETRY: 'off' } },
  );
  return result.status === 0;
}

/** The site's pages, as `/sitemap.xml` lists them, on the shell's URL. */
async function sitemapPages(shellUrl: string): Promise<string[]> {
  const xml = await (await fetch(`${shellUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
}

/** html-validate on each page's server-rendered HTML; the number of errors. */
async function htmlValidate(pages: string[]): Promise<number> {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  let errors = 0;
  for (const page of pages) {
    const html = await (await fetch(page)).text();
    const report = await validator.validateString(html, path.join(ROOT, 'sitemap-page.html'));
    const found = report.results.flatMap((result) =>
      result.messages.filter((message) => message.severity === 2),
    );
    errors += found.length;
    console.info(`  ${found.length === 0 ? '✔' : '✖'} ${new URL(page).pathname}`);
    for (const message of found) {
      console.info(`      ${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
    }
  }
  return errors;
}

/** pa11y (HTML_CodeSniffer, WCAG 2 AA) on each page; the number of errors. */
async function accessibility(pages: string[]): Promise<number> {
  let errors = 0;
  for (const page of pages) {
    const result = await pa11y(page, {
      runners: ['htmlcs'],
      standard: 'WCAG2AA',
      timeout: 60_000,
      chromeLaunchConfig: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    });
    const found = result.issues.filter((issue) => issue.type === 'error');
    errors += found.length;
    console.info(`  ${found.length === 0 ? '✔' : '✖'} ${new URL(page).pathname}`);
    for (const issue of found)
      console.info(`      ${issue.code}: ${issue.message} (${issue.selector})`);
  }
  return errors;
}

async function main() {
  const missing = missingBuilds();
  if (missing.length > 0) {
    throw new Error(`No production build of ${missing.join(', ')}: run \`npm run build\` first.`);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parish-lint-'));
  const ports = { api: await freePort() } as Record<AppName, number> & { api: number };
  for (const app of Object.keys(APPS) as AppName[]) ports[app] = await freePort();
  const stack = await startStack({
    ports,
    apiEnv: {
      PGLITE_DIR: path.join(dir, 'pglite'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      SESSION_SECRET: 'lint-session-secret-that-is-long-enough-0123456789',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  const failures: string[] = [];
  try {
    console.info('\n▶ Redocly CLI: /api/openapi.json');
    if (!(await redocly(stack.urls.api, dir))) failures.push('Redocly found errors');

    const pages = await sitemapPages(stack.urls.shell);
    console.info(`\n▶ html-validate (standard): ${pages.length} pages of /sitemap.xml`);
    const htmlErrors = await htmlValidate(pages);
    if (htmlErrors > 0) failures.push(`html-validate found ${htmlErrors} errors`);

    console.info(`\n▶ pa11y (HTML_CodeSniffer, WCAG2AA): ${pages.length} pages`);
    const a11yErrors = await accessibility(pages);
    if (a11yErrors > 0) failures.push(`pa11y found ${a11yErrors} errors`);
  } finally {
    await stack.close();
    rmSync(dir, { recursive: true, force: true });
  }
  if (failures.length > 0) throw new Error(failures.join('; '));
  console.info('\n✔ Redocly, html-validate and pa11y: no errors');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
