/**
 * `npm run lint:outside`: linters no one here wrote, on what the site
 * really serves (CI runs it after the end-to-end tests, on their builds):
 *
 * - Redocly CLI's recommended rules on the API's `/api/openapi.json`
 *   (redocly.yaml says which rule is off and why each warning remains);
 * - html-validate's standard rules on every page of `/sitemap.xml`, as the
 *   site server renders it (.htmlvalidate.json);
 * - axe-core's WCAG 2.1 A and AA rules on the same pages in Debian's
 *   Chromium (CHROMIUM_PATH), light and dark, as the end-to-end suite runs
 *   it (e2e/src/support/axe.ts): no browser is ever downloaded;
 * - linkinator on every link of the same pages that stays on the site or
 *   its API (the machine is offline: others are not followed).
 *
 * Each must find no error. The site runs as `npm start` runs it, on free
 * ports and a throw-away embedded database.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HtmlValidate, FileSystemConfigLoader } from 'html-validate';
import { LinkChecker, LinkState } from 'linkinator';
import { APPS, missingBuilds, ROOT, startStack, type AppName } from '@parish/site-server';
import { describeViolation, runAxe, WCAG_AA_TAGS } from '@parish/e2e/support/axe';
import { launchBrowser } from '@parish/e2e/support/browser';
import { addBusyParishEvents } from '@parish/e2e/support/busyParish';
import { freePort } from '@parish/e2e/support/ports';
import { TEST_API_ENV } from '@parish/e2e/support/seededData';
import { chooseTheme, DESKTOP } from '@parish/e2e/support/site';

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

/**
 * axe-core's WCAG 2.1 A and AA rules on each page, light and dark (side by
 * side: each mostly waits for its pages to settle); the number of violations.
 */
async function accessibility(pages: string[]): Promise<number> {
  const browser = await launchBrowser();
  try {
    const themes = await Promise.all(
      (['light', 'dark'] as const).map(async (theme) => {
        const context = await browser.newContext(DESKTOP);
        await chooseTheme(context, theme);
        const tab = await context.newPage();
        const lines: string[] = [];
        let errors = 0;
        for (const page of pages) {
          await tab.goto(page);
          await tab.waitForLoadState('networkidle');
          const { violations } = await runAxe(tab, { tags: WCAG_AA_TAGS });
          errors += violations.length;
          lines.push(
            `  ${violations.length === 0 ? '✔' : '✖'} ${new URL(page).pathname} (${theme})`,
          );
          for (const violation of violations) lines.push(`      ${describeViolation(violation)}`);
        }
        await context.close();
        return { errors, lines };
      }),
    );
    for (const { lines } of themes) console.info(lines.join('\n'));
    return themes.reduce((sum, { errors }) => sum + errors, 0);
  } finally {
    await browser.close();
  }
}

/** linkinator on each page's links to the site and its API; the number of broken ones. */
async function links(pages: string[], origins: string[]): Promise<number> {
  const result = await new LinkChecker().check({
    path: pages,
    concurrency: 4,
    timeout: 20_000,
    linksToSkip: async (link) => !origins.some((origin) => link.startsWith(origin)),
  });
  const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
  const checked = result.links.filter((link) => link.state === LinkState.OK).length;
  console.info(`  ✔ ${checked} links answered`);
  for (const link of broken) {
    console.info(`  ✖ ${link.url} (${link.status ?? 'no answer'}) on ${link.parent ?? '?'}`);
  }
  return broken.length;
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
    // The e2e sites' settings: the demo owner's password, limits for a script.
    apiEnv: {
      ...TEST_API_ENV,
      PGLITE_DIR: path.join(dir, 'pglite'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
    },
  });
  const failures: string[] = [];
  try {
    // A busy parish's events, sold-out, nearly full and waitlisted ones among
    // them: states the demo's handful never shows get checked too (issue 35).
    await addBusyParishEvents(stack.urls.api);

    console.info('\n▶ Redocly CLI: /api/openapi.json');
    if (!(await redocly(stack.urls.api, dir))) failures.push('Redocly found errors');

    const pages = await sitemapPages(stack.urls.shell);
    console.info(`\n▶ html-validate (standard): ${pages.length} pages of /sitemap.xml`);
    const htmlErrors = await htmlValidate(pages);
    if (htmlErrors > 0) failures.push(`html-validate found ${htmlErrors} errors`);

    console.info(`\n▶ axe (WCAG 2.1 A and AA), light and dark: ${pages.length} pages`);
    const a11yErrors = await accessibility(pages);
    if (a11yErrors > 0) failures.push(`axe found ${a11yErrors} violations`);

    console.info(`\n▶ linkinator: the links of ${pages.length} pages`);
    const brokenLinks = await links(pages, [stack.urls.shell, stack.urls.api]);
    if (brokenLinks > 0) failures.push(`linkinator found ${brokenLinks} broken links`);
  } finally {
    await stack.close();
    rmSync(dir, { recursive: true, force: true });
  }
  if (failures.length > 0) throw new Error(failures.join('; '));
  console.info('\n✔ Redocly, html-validate, axe and linkinator: no errors');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
