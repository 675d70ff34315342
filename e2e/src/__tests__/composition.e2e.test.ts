import { expect, test } from '../support/fixtures';
import { recordRequests, recordScripts } from '../support/network';

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

test.describe('the composed site', () => {
  test('shows the shell with the home page from mf-content at /', async ({ page, site }) => {
    const scripts = recordScripts(page);
    await page.goto(site.url('/'));

    await expect(
      page.getByRole('banner').getByRole('link', { name: /Holy Trinity/ }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Holy Trinity' }),
    ).toBeVisible();
    // Seeded upcoming events arrive from the API through mf-content.
    await expect(page.getByRole('link', { name: /^View Details of / }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    const downloaded = await scripts.settled();
    const total = downloaded.reduce((sum, script) => sum + script.gzipBytes, 0);
    console.info(
      `Total JS for / : ${(total / 1024).toFixed(1)} KiB gzip in ${downloaded.length} files ` +
        `(shell ${downloaded.filter((s) => s.url.startsWith(site.stack.urls.shell)).length}, ` +
        `content ${downloaded.filter((s) => s.url.startsWith(site.stack.urls.content)).length})`,
    );
    expect(total).toBeGreaterThan(0);
  });

  test('downloads React and the shared libraries once, from the shell', async ({ page, site }) => {
    const requests = recordRequests(page);
    await page.goto(site.url('/events'));
    await expect(page.getByRole('heading', { level: 1, name: 'All Events' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The remote's manifest names the files of its own fallback copies of each
    // shared library; none of them may be fetched while the shell's serve.
    const manifest = (await (
      await fetch(`${site.stack.urls.content}/mf-manifest.json`)
    ).json()) as {
      shared: ManifestShared[];
    };
    const fallbacks = manifest.shared
      .filter((shared) =>
        ['react', 'react-dom', 'react-dom/client', '@mui/material'].includes(shared.name),
      )
      .flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async]);
    expect(fallbacks.length).toBeGreaterThan(0);
    const fetchedFromContent = requests.filter((url) => url.startsWith(site.stack.urls.content));
    expect(fetchedFromContent.length).toBeGreaterThan(0);
    for (const file of fallbacks) {
      expect(fetchedFromContent).not.toContain(`${site.stack.urls.content}/${file}`);
    }
    const reactProviders = await page.evaluate(() => {
      const federation = (
        globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, unknown> } }
      ).__FEDERATION__;
      const scopes = Object.values(federation?.__SHARE__ ?? {}) as Array<
        Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>
      >;
      return scopes.flatMap((scope) =>
        Object.values(scope.default?.react ?? {})
          .filter((entry) => entry.loaded)
          .map((entry) => entry.from),
      );
    });
    expect(new Set(reactProviders)).toEqual(new Set(['shell']));
  });
});
