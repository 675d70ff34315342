/**
 * `npm run report:pseudo`: the pseudo-locale run (issue 36, docs/i18n.md).
 * Builds every app with PARISH_PSEUDO_LOCALE=1, so every Spanish catalog
 * says its English pseudo-localized between `⟦ ⟧` (the API's too), serves
 * the site as the end-to-end tests do, and reads every Spanish page of the
 * sitemap and every section of the dashboard at a laptop's width, with the
 * phone's menu, the chat, a form sent empty and an API error: any text with
 * letters outside such a span was written outside the catalogs (data, the
 * allowed names, dates Intl writes and addresses excepted: pseudoTexts.ts).
 * Prints each finding with its element and pages, exits 1 when there is
 * one, and removes the pseudo build so that no later run reuses it.
 * PSEUDO_KEEP_BUILD=1 keeps it, marked (`missingBuilds` then counts it
 * missing, so the tests and `npm start` build again), for a next run of
 * this one with E2E_REUSE_BUILD=1.
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { APPS, buildApps, distDir, PSEUDO_BUILD_MARK, type AppName } from '@parish/site-server';
import { pseudoMessage, PSEUDO_LOCALE_VARIABLE } from '@parish/tooling/pseudo-locale';
import {
  DESKTOP,
  DEMO_ADMIN,
  logInAsAdmin,
  PHONE,
  startTestSite,
  type TestSite,
} from '../support/site';
import { takenOver } from '../support/takeover';
import { findingsOf, PageData, pageTexts, serverPageData, type Finding } from './pseudoTexts';

/** A plain catalog message as the pseudo build says it (to find buttons by their names). */
const say = (english: string) => pseudoMessage(english).join('');

/** A page's texts checked: what the visitor did there, and what was found. */
interface Visit {
  what: string;
  findings: Finding[];
}

/** Collects the JSON answers a page receives while it is open: their strings are data. */
function watchData(page: Page) {
  let data = new PageData();
  let reading: Array<Promise<void>> = [];
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    const into = data;
    reading.push(
      response.json().then(
        (body: unknown) => into.add(body),
        () => {},
      ),
    );
  });
  return {
    /** Forgets the data of the page before (a new address loads). */
    reset: () => {
      data = new PageData();
      reading = [];
    },
    /** The data received so far, the server's page data included. */
    current: async () => {
      await Promise.all(reading);
      data.add(await serverPageData(page));
      return data;
    },
  };
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  for (let tries = 0; tries < 60 && !(await takenOver(page)); tries += 1) {
    await page.waitForTimeout(250);
  }
}

/** Opens `path` (or stays, when it is null), does `act`, and checks what the page then says. */
async function check(
  site: TestSite,
  page: Page,
  data: ReturnType<typeof watchData>,
  what: string,
  path: string | null,
  act?: (page: Page) => Promise<void>,
): Promise<Visit> {
  if (path !== null) {
    data.reset();
    await page.goto(site.url(path));
    await settle(page);
  }
  if (act) {
    await act(page);
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    // What it loaded (a date field's Spanish) is drawn a moment after it arrives.
    await page.waitForTimeout(500);
  }
  const findings = findingsOf(await pageTexts(page), await data.current());
  console.info(`  ${what}: ${findings.length} finding${findings.length === 1 ? '' : 's'}`);
  return { what, findings };
}

/** The Spanish pages the sitemap lists (blog posts and all), as paths. */
async function spanishPages(site: TestSite): Promise<string[]> {
  const sitemap = await (await fetch(site.url('/sitemap.xml'))).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL((match[1] ?? '').replace(/&amp;/g, '&'));
    return `${url.pathname}${url.search}`;
  });
  return [...new Set(paths.filter((path) => path === '/es' || path.startsWith('/es/')))];
}

async function publicPages(site: TestSite, context: BrowserContext): Promise<Visit[]> {
  const page = await context.newPage();
  const data = watchData(page);
  const visits: Visit[] = [];
  for (const path of await spanishPages(site)) {
    visits.push(await check(site, page, data, path, path));
  }
  visits.push(
    await check(site, page, data, '/es with the chat open', '/es', async () => {
      await page.getByRole('button', { name: say('Chat with our virtual assistant') }).click();
      const chat = page.getByRole('dialog');
      await chat.getByRole('combobox').selectOption({ label: say('Ask a question') });
      await chat.getByRole('button', { name: say('Send') }).click();
      await chat.getByRole('alert').waitFor();
    }),
  );
  visits.push(
    await check(site, page, data, '/es/login sent empty', '/es/login', async () => {
      await page.getByRole('button', { name: say('Log in'), exact: true }).click();
    }),
  );
  visits.push(
    await check(site, page, data, '/es/login refused by the API', '/es/login', async () => {
      await page.getByRole('textbox', { name: say('Email') }).fill(DEMO_ADMIN.email);
      await page.locator('input[type=password]').fill('not-the-password-1');
      await page.getByRole('button', { name: say('Log in'), exact: true }).click();
      await page.getByRole('alert').first().waitFor();
    }),
  );
  return visits;
}

async function phoneMenu(site: TestSite): Promise<Visit> {
  const context = await site.newContext(PHONE);
  const page = await context.newPage();
  return check(site, page, watchData(page), '/es with the phone menu open', '/es', async () => {
    await page.getByRole('button', { name: say('Open menu') }).click();
    await page.getByRole('dialog').waitFor();
  });
}

/** Every section of the dashboard, and each page its menu links to, in Spanish. */
async function dashboard(site: TestSite, context: BrowserContext): Promise<Visit[]> {
  const page = await context.newPage();
  const data = watchData(page);
  await logInAsAdmin(page, site);
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  const visits = [await check(site, page, data, '/es/admin', '/es/admin')];
  const menu = page.getByRole('navigation', { name: say('Dashboard sections') });
  const count = await menu.getByRole('link').count();
  for (let index = 0; index < count; index += 1) {
    if (!new URL(page.url()).pathname.endsWith('/es/admin')) {
      data.reset();
      await page.goto(site.url('/es/admin'));
      await settle(page);
    }
    const link = menu.getByRole('link').nth(index);
    const name = (await link.textContent())?.trim() ?? String(index);
    visits.push(
      await check(site, page, data, `/es/admin › ${name}`, null, async () => {
        data.reset();
        await link.click();
        await settle(page);
      }),
    );
  }
  return visits;
}

/** Each finding once, with the checks that met it. */
function report(visits: Visit[]): number {
  const found = new Map<string, { finding: Finding; where: string[] }>();
  for (const visit of visits) {
    for (const finding of visit.findings) {
      const key = `${finding.text}\u0000${finding.element}`;
      const entry = found.get(key) ?? { finding, where: [] };
      entry.where.push(visit.what);
      found.set(key, entry);
    }
  }
  for (const { finding, where } of found.values()) {
    const pages =
      where.length > 3
        ? `${where.slice(0, 3).join(', ')} and ${where.length - 3} more`
        : where.join(', ');
    console.info(
      `\n"${finding.text}" (outside the catalogs: ${finding.words})\n  ${finding.element}\n  on ${pages}`,
    );
  }
  return found.size;
}

const APP_NAMES = Object.keys(APPS) as AppName[];
const markOf = (app: AppName) => path.join(distDir(app), PSEUDO_BUILD_MARK);

/** Builds every app with pseudo-localized catalogs, unless asked to reuse such builds. */
async function buildPseudo() {
  const reuse =
    process.env.E2E_REUSE_BUILD === '1' && APP_NAMES.every((app) => existsSync(markOf(app)));
  if (reuse) return;
  await buildApps();
  for (const app of APP_NAMES) writeFileSync(markOf(app), 'Built by npm run report:pseudo.\n');
}

/** Leaves no pseudo build behind: the next end-to-end run (even with E2E_REUSE_BUILD=1) builds again. */
function removeBuilds() {
  if (process.env.PSEUDO_KEEP_BUILD === '1') return;
  for (const app of APP_NAMES) rmSync(distDir(app), { recursive: true, force: true });
}

/** The site, started again once if another process took one of its free ports first. */
async function startSite(): Promise<TestSite> {
  try {
    return await startTestSite();
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'EADDRINUSE') throw error;
    return startTestSite();
  }
}

async function main(): Promise<number> {
  // The builds and the API (which inherits the environment) say pseudo-localized English.
  process.env[PSEUDO_LOCALE_VARIABLE] = '1';
  try {
    await buildPseudo();
    const site = await startSite();
    try {
      const context = await site.newContext(DESKTOP);
      const visits = [
        ...(await publicPages(site, context)),
        await phoneMenu(site),
        ...(await dashboard(site, await site.newContext(DESKTOP))),
      ];
      const findings = report(visits);
      console.info(`\nPseudo-locale run: ${visits.length} pages checked, ${findings} findings`);
      return findings > 0 ? 1 : 0;
    } finally {
      await site.close();
    }
  } finally {
    removeBuilds();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
