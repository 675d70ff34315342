/**
 * Shipping one remote while the site runs, as docs/delivery.md tells a
 * team to: `npm run release`, `npm run deploy`, `npm run rollback`,
 * against a site with a releases directory of its own.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync, unlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { readManifestFile } from '@parish/tooling/release';
import { readRegistry } from '@parish/site-server';
import { ROOT } from '@parish/site-server/root';
import {
  createFixtureRemote,
  FIXTURES_DIR,
  npmRun,
  operatorEnv,
  release,
  type FixtureRemote,
} from '../support/releases';
import { expect, test } from '../support/fixtures';
import type { TestSite } from '../support/site';

// Tests build releases: allow for a busy machine. They run in order, each
// on what the one before deployed (one site, its releases directory its own).
test.describe.configure({ mode: 'serial', timeout: 180_000 });
const releasesDir = path.join(os.tmpdir(), `parish-releases-${randomUUID()}`);
test.use({ siteOptions: { releasesDir } });
test.afterAll(() => {
  rmSync(releasesDir, { recursive: true, force: true });
  rmSync(FIXTURES_DIR, { recursive: true, force: true });
});

const env = (site: TestSite) => operatorEnv(site, releasesDir);

/** The shell's @parish/shared-web, and the next minor a newer remote would need. */
const sharedWebVersion: string = JSON.parse(
  readFileSync(path.join(ROOT, 'shared-web/package.json'), 'utf8'),
).version;
const [major = 0, minor = 0] = sharedWebVersion.split('.').map(Number);
const nextSharedWeb = `${major}.${minor + 1}.0`;
const escaped = (version: string) => version.replace(/\./g, '\\.');

/** The release of `remote` the page shows, from the shell's marker around it. */
function releaseOnScreen(page: Page, remote: string) {
  return page.locator(`[data-remote="${remote}"]`).getAttribute('data-remote-release');
}

/** Any Content-Security-Policy report the page logs, which would mean the policy blocked something. */
function recordPolicyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/**
 * Requests the site answer every 50 ms while `during` runs (the page, the
 * registry and the manifest it names): each failure is an outage.
 */
async function watchForOutage(
  site: TestSite,
  during: () => Promise<void>,
): Promise<{ polls: number; failures: string[] }> {
  const failures: string[] = [];
  let polls = 0;
  let done = false;
  const poller = (async () => {
    while (!done) {
      polls += 1;
      try {
        const page = await fetch(site.url('/'));
        const registry = (await (await fetch(site.url('/remotes.json'))).json()) as {
          content: { manifest: string };
        };
        const manifest = await fetch(registry.content.manifest);
        if (!page.ok || !manifest.ok) failures.push(`${page.status} / ${manifest.status}`);
      } catch (error) {
        failures.push(String(error));
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    await during();
  } finally {
    done = true;
    await poller;
  }
  return { polls, failures };
}

/** A second version of mf-content: another team's build of the same contract. */
const CONTENT_V2: FixtureRemote = {
  name: 'content-v2',
  remote: 'content',
  exposes: { './routes': './src/routes.tsx' },
  // With a server build: the shell's server renders it from its first request.
  serverExposes: { './page-data': './src/pageData.ts' },
  files: {
    'src/routes.tsx': `export default function ContentRoutes() {
  return <main><h1>Welcome to release two</h1></main>;
}
`,
    'src/pageData.ts': `export default function pageData() {
  return [];
}
`,
  },
};

/** The release of `remote` in the HTML the shell's server sends for `pathname`, and its heading. */
async function releaseServerRendered(site: TestSite, pathname: string, remote: string) {
  const html = await (await fetch(site.url(pathname))).text();
  return {
    release: new RegExp(`data-remote="${remote}" data-remote-release="([^"]+)"`).exec(html)?.[1],
    heading: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
  };
}

let contentV1 = '';

test.describe('shipping a remote', () => {
  test('deploys a new release with no outage, keeps an open tab working, and rolls back', async ({
    site,
    newPage,
  }) => {
    const policyViolations: string[] = [];

    contentV1 = await release('content', path.join(ROOT, 'mf-content'), env(site));
    const first = await npmRun('deploy', ['content', contentV1], env(site));
    expect(first.output).toContain(`✔ content now serves ${contentV1} (was its unversioned build)`);

    // A visitor opens the home page on release 1 and keeps the tab open.
    const openTab = await newPage();
    policyViolations.push(...recordPolicyViolations(openTab));
    await openTab.goto(site.url('/'));
    await expect(
      openTab.getByRole('heading', { level: 1, name: 'Welcome to Holy Trinity' }),
    ).toBeVisible();
    expect(await releaseOnScreen(openTab, 'content')).toBe(contentV1);

    const contentV2 = await release('content', createFixtureRemote(CONTENT_V2), env(site));
    let deploy = { code: null as number | null, output: '', seconds: 0 };
    const watch = await watchForOutage(site, async () => {
      deploy = await npmRun('deploy', ['content', contentV2], env(site));
    });
    expect(deploy.code).toBe(0);
    expect(watch.failures).toEqual([]);
    expect(watch.polls).toBeGreaterThan(3);

    // The open tab goes on with release 1: a page it had not loaded yet still comes.
    await openTab.getByRole('banner').getByRole('button', { name: 'Events' }).click();
    await openTab.getByRole('menuitem', { name: /All Events/ }).click();
    await expect(openTab.getByRole('heading', { level: 1, name: 'All Events' })).toBeVisible();
    expect(await releaseOnScreen(openTab, 'content')).toBe(contentV1);

    // The shell's server renders release 2 from the next request, with no restart.
    expect(await releaseServerRendered(site, '/', 'content')).toEqual({
      release: contentV2,
      heading: 'Welcome to release two',
    });

    // The next visit gets release 2.
    const nextVisit = await newPage();
    policyViolations.push(...recordPolicyViolations(nextVisit));
    await nextVisit.goto(site.url('/'));
    await expect(
      nextVisit.getByRole('heading', { level: 1, name: 'Welcome to release two' }),
    ).toBeVisible();
    expect(await releaseOnScreen(nextVisit, 'content')).toBe(contentV2);

    const rollback = await npmRun('rollback', ['content'], env(site));
    expect(rollback.output).toContain(`✔ content is back on ${contentV1} (was ${contentV2})`);
    expect(await releaseServerRendered(site, '/', 'content')).toEqual({
      release: contentV1,
      heading: 'Welcome to Holy Trinity',
    });
    await nextVisit.goto(site.url('/'));
    await expect(
      nextVisit.getByRole('heading', { level: 1, name: 'Welcome to Holy Trinity' }),
    ).toBeVisible();
    expect(await releaseOnScreen(nextVisit, 'content')).toBe(contentV1);

    expect(policyViolations).toEqual([]);
    const inCommand = (output: string) => /switched in ([\d.]+ s)/.exec(output)?.[1];
    console.info(
      `npm run deploy: ${deploy.seconds.toFixed(1)} s (checks and switch ${inCommand(deploy.output)}); ` +
        `npm run rollback: ${rollback.seconds.toFixed(1)} s (${inCommand(rollback.output)}); ` +
        `${watch.polls} polls of the site during the deploy, none failed`,
    );
  });

  test('downloads nothing but revalidations on a repeat visit to /', async ({ site, page }) => {
    const context = page.context();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    interface Fetched {
      url: string;
      /** What the server answered (304 for a revalidation); null when the cache answered alone. */
      networkStatus: number | null;
      bytes: number;
      /** Loaded (from the server or the cache). */
      done: boolean;
    }
    let visit = new Map<string, Fetched>();
    const fetched = (requestId: string) => {
      let entry = visit.get(requestId);
      if (!entry) {
        entry = { url: '', networkStatus: null, bytes: 0, done: false };
        visit.set(requestId, entry);
      }
      return entry;
    };
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
      fetched(requestId).url = request.url;
    });
    // Sent only for answers that came from the server: a 304 shows here as 304.
    cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
      fetched(requestId).networkStatus = statusCode;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      Object.assign(fetched(requestId), { bytes: encodedDataLength, done: true });
    });

    const load = async () => {
      await page.goto(site.url('/'));
      await expect(
        page.getByRole('heading', { level: 1, name: 'Welcome to Holy Trinity' }),
      ).toBeVisible();
      // The shell downloads the other public remotes when idle: let it finish.
      const loadedFrom = (origin: string) =>
        [...visit.values()].some((entry) => entry.done && entry.url.startsWith(origin));
      await expect
        .poll(() => loadedFrom(site.stack.urls.commerce) && loadedFrom(site.stack.urls.booking))
        .toBe(true);
      await page.waitForLoadState('networkidle');
    };
    await load();
    const firstBytes = [...visit.values()].reduce((sum, entry) => sum + entry.bytes, 0);
    // A later visit, as from a bookmark: not a reload, which would revalidate everything.
    await page.goto('about:blank');
    visit = new Map();
    await load();

    const requests = [...visit.values()].filter((entry) => entry.url.startsWith('http'));
    const overNetwork = requests.filter((entry) => entry.networkStatus !== null);
    const downloaded = overNetwork.filter((entry) => entry.networkStatus !== 304);
    const bytes = overNetwork.reduce((sum, entry) => sum + entry.bytes, 0);
    console.info(
      `Repeat visit to /: ${requests.length} requests, ${requests.length - overNetwork.length} answered by the cache alone, ` +
        `${overNetwork.length} revalidated (304) for ${bytes} bytes in all; first visit ${(firstBytes / 1024).toFixed(1)} KiB. ` +
        `Revalidated: ${overNetwork.map((entry) => new URL(entry.url).pathname).join(', ')}`,
    );
    expect(downloaded.map((entry) => `${entry.networkStatus} ${entry.url}`)).toEqual([]);
    expect(bytes).toBeLessThan(20 * 1024);
  });
});

test.describe('a build that would break the site', () => {
  /** Refused booking builds: each is released, then deploy must refuse it, saying why. */
  const BROKEN: { what: string; fixture: FixtureRemote; refusal: RegExp }[] = [
    {
      what: `a remote that needs @parish/shared-web ${nextSharedWeb} against a shell that provides ${sharedWebVersion}`,
      fixture: {
        name: 'booking-shared-web-next',
        remote: 'booking',
        exposes: { './routes': './src/routes.tsx' },
        files: {
          'src/routes.tsx': `import { ParishNotice } from '@parish/shared-web';
export default function BookingRoutes() {
  return <ParishNotice />;
}
`,
        },
        sharedWeb: {
          version: nextSharedWeb,
          files: {
            'src/notice.tsx': `export function ParishNotice() {\n  return <p>New in ${nextSharedWeb}</p>;\n}\n`,
          },
          addToIndex: "export { ParishNotice } from './notice';",
        },
      },
      refusal: new RegExp(
        `✖ booking \\S+ requires @parish/shared-web \\^${escaped(nextSharedWeb)}, but the deployed shell \\(\\S+\\) provides ${escaped(sharedWebVersion)}`,
      ),
    },
    {
      what: 'a remote whose ./routes was renamed',
      fixture: {
        name: 'booking-renamed-expose',
        remote: 'booking',
        exposes: { './pages': './src/routes.tsx' },
        files: {
          'src/routes.tsx': 'export default function BookingRoutes() {\n  return null;\n}\n',
        },
      },
      refusal:
        /✖ booking \S+ does not expose \.\/routes, which the shell mounts .*; it exposes \.\/pages\./,
    },
    {
      what: 'a remote built with a router major the shell does not provide',
      fixture: {
        name: 'booking-router-8',
        remote: 'booking',
        exposes: { './routes': './src/routes.tsx' },
        files: {
          'src/routes.tsx': `import { useLocation } from 'react-router';
export default function BookingRoutes() {
  return <p>{useLocation().pathname}</p>;
}
`,
        },
        // Stands for react-router 8 installed in this team's checkout.
        packages: {
          'react-router': {
            version: '8.0.0',
            files: {
              'index.js': "export function useLocation() {\n  return { pathname: '/' };\n}\n",
            },
          },
        },
      },
      refusal:
        /✖ booking \S+ requires react-router \^8\.0\.0, but the deployed shell \(\S+\) provides 7\.\d+\.\d+/,
    },
  ];

  test('is refused by deploy, which says what is wrong and changes nothing', async ({
    page,
    site,
  }) => {
    for (const { what, fixture, refusal } of BROKEN) {
      const version = await release('booking', createFixtureRemote(fixture), env(site));
      const before = readFileSync(path.join(releasesDir, 'registry.json'), 'utf8');
      const deploy = await npmRun('deploy', ['booking', version], env(site));
      expect({ what, code: deploy.code }).toEqual({ what, code: 1 });
      expect(deploy.output).toContain(`✖ Refused: booking ${version} would break the site.`);
      expect(deploy.output).toMatch(refusal);
      expect(deploy.output).toContain(
        'Nothing changed: booking still serves its unversioned build.',
      );
      expect(readFileSync(path.join(releasesDir, 'registry.json'), 'utf8')).toBe(before);
    }
    await page.goto(site.url('/check'));
    await expect(page.getByRole('heading', { level: 1, name: 'Check Your Booking' })).toBeVisible();
    expect(await releaseOnScreen(page, 'booking')).toBe('unversioned');
  });
});

test.describe('a release that loses files', () => {
  test("shows the remote's fallback with Retry, never 'Unexpected Application Error!'", async ({
    page,
    site,
  }) => {
    // content serves release 1 (after the rollback above); its page chunks go missing.
    expect((await readRegistry(releasesDir)).remotes.content?.current?.release).toBe(contentV1);
    const releaseDir = path.join(releasesDir, 'content', contentV1);
    const manifest = await readManifestFile(path.join(releaseDir, 'mf-manifest.json'));
    const pages =
      manifest.exposes.find((expose) => expose.name === 'routes')?.assets.js.async ?? [];
    expect(pages.length).toBeGreaterThan(0);
    for (const file of pages) unlinkSync(path.join(releaseDir, file));
    await page.goto(site.url('/events'));
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    await expect(page.getByText('This page could not be loaded')).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    // The header still works, and Retry loads the page again (still missing: the fallback again).
    await expect(
      page.getByRole('banner').getByRole('link', { name: /Holy Trinity/ }),
    ).toBeVisible();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Retry' }).click(),
    ]);
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
  });
});

test.describe('the API process', () => {
  test('is started again when it dies', async ({ site }) => {
    site.stack.apiProcess.kill('SIGKILL');
    await expect
      .poll(
        async () => {
          try {
            return site.stack.apiRestarts() === 1 && (await fetch(site.url('/api/health'))).ok;
          } catch {
            return false;
          }
        },
        { timeout: 60_000 },
      )
      .toBe(true);
  });
});

test.describe('a remote shipped alone with an MUI component the deployed shell does not share', () => {
  /** mf-commerce rebuilt by its team with Rating, which no other app uses: the shell is not rebuilt. */
  const WITH_RATING: FixtureRemote = {
    name: 'commerce-rating',
    remote: 'commerce',
    exposes: { './routes': './src/routes.tsx' },
    files: {
      'src/routes.tsx': `import { Button, Rating, Typography } from '@mui/material';
export default function CommerceRoutes() {
  return (
    <>
      <Typography variant="h1">Rated by the parish</Typography>
      <Rating name="parish-rating" value={4} readOnly />
      <Button variant="contained">Themed</Button>
    </>
  );
}
`,
    },
    // Its checkout ran \`npm run shared:exports\` after importing Rating.
    sharedExports: { '@mui/material': ['Rating'] },
  };

  test('is deployed with a warning first, then renders with its own copy and the shell’s theme, logging why', async ({
    page,
    site,
  }) => {
    const version = await release('commerce', createFixtureRemote(WITH_RATING), env(site));
    const deploy = await npmRun('deploy', ['commerce', version], env(site));
    expect(deploy.code).toBe(0);
    expect(deploy.output).toMatch(
      new RegExp(
        `commerce ${escaped(version)} uses Rating from @mui/material, which the shared copy of the deployed shell \\(\\S+\\) lacks: commerce will load its own copy`,
      ),
    );
    expect(deploy.output).toContain(`✔ commerce now serves ${version}`);
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(site.url('/shop'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Rated by the parish' }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: '4 Stars' })).toBeVisible();
    expect(await releaseOnScreen(page, 'commerce')).toBe(version);
    expect(errors).toEqual([]);
    expect(warnings).toContainEqual(
      expect.stringMatching(
        /^\[federation\] @mui\/material from shell lacks Rating, which commerce uses: it loads its own copy\./,
      ),
    );
    // The shell's theme reaches the remote's own copy: its primary colour (light scheme).
    const background = await page
      .getByRole('button', { name: 'Themed' })
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(background).toBe('rgb(29, 53, 87)');
    // The site's own frame is unharmed.
    await expect(
      page.getByRole('banner').getByRole('link', { name: /Holy Trinity/ }),
    ).toBeVisible();
  });
});
