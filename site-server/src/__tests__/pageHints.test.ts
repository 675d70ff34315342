import { createManifestReader, pageHints, registryElement, withPageHints } from '../pageHints';

const location = (manifest: string) => ({
  manifest,
  serverManifest: null,
  release: null,
  releaseManifest: manifest.replace('mf-manifest.json', 'releases/{release}/mf-manifest.json'),
});

describe("the shell page's hints", () => {
  it("lists the entry, ./routes and the page's own chunks, reading each manifest once", async () => {
    const manifest = {
      metaData: {
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        pages: { '/shop': ['shop.1.js'], '/giving': ['giving.2.js'] },
      },
      exposes: [{ name: 'routes', assets: { js: { sync: ['r.js'], async: ['shop.1.js'] } } }],
    };
    const originalFetch = global.fetch;
    global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => manifest });
    try {
      const routeFiles = createManifestReader();
      expect(await routeFiles('https://cdn.test/shop/mf-manifest.json', '/giving')).toEqual([
        'https://cdn.test/shop/remoteEntry.js',
        'https://cdn.test/shop/r.js',
        'https://cdn.test/shop/giving.2.js',
      ]);
      expect(await routeFiles('https://cdn.test/shop/mf-manifest.json', '/shop')).toContain(
        'https://cdn.test/shop/shop.1.js',
      );
      expect(global.fetch).toHaveBeenCalledTimes(1);
      // A manifest that does not answer: no preloads, and it is asked again next time.
      global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 502 });
      expect(await routeFiles('https://cdn.test/other/mf-manifest.json', '/shop')).toEqual([]);
      await routeFiles('https://cdn.test/other/mf-manifest.json', '/shop');
      expect(global.fetch).toHaveBeenCalledTimes(2);
    } finally {
      global.fetch = originalFetch;
    }
  });

  it('writes a registry no value can break out of', () => {
    const element = registryElement({
      content: location('https://x.test/</script>/mf-manifest.json'),
    });
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(element).toContain('\\u003c/script>');
  });

  it("preloads the route's remote, and nothing for admin pages", async () => {
    const registry = { commerce: location('https://shop.test/mf-manifest.json') };
    const routeFiles = jest.fn().mockResolvedValue(['https://shop.test/remoteEntry.js']);
    const shop = await pageHints({ registry, pathname: '/shop', routeFiles });
    expect(shop).toContain(
      '<link rel="preload" href="https://shop.test/mf-manifest.json" as="fetch" crossorigin="anonymous" />',
    );
    expect(shop).toContain(
      '<link rel="preload" href="https://shop.test/remoteEntry.js" as="script" />',
    );
    const admin = await pageHints({ registry, pathname: '/admin/events', routeFiles });
    expect(admin).not.toContain('<link');
    expect(withPageHints('<html><head><meta charset="utf-8"></head></html>', shop)).toMatch(
      /^<html><head><meta charset="utf-8">[\s\S]*parish-remotes[\s\S]*<\/head><\/html>$/,
    );
  });
});
