import { pageHints, registryElement, remoteRouteFiles, withPageHints } from '../lib/pageHints';

const location = (manifest: string) => ({
  manifest,
  serverManifest: null,
  release: null,
  releaseManifest: manifest.replace('mf-manifest.json', 'releases/{release}/mf-manifest.json'),
});

describe("the shell page's hints", () => {
  it('lists the entry and the routes chunks beside the manifest', () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { name: 'widgets/X', assets: { js: { sync: ['x.js'], async: [] } } },
        { name: 'routes', assets: { js: { sync: ['r.js'], async: ['a.js'] } } },
      ],
    };
    expect(remoteRouteFiles('https://cdn.test/shop/mf-manifest.json', manifest)).toEqual([
      'https://cdn.test/shop/remoteEntry.js',
      'https://cdn.test/shop/r.js',
      'https://cdn.test/shop/a.js',
    ]);
    expect(remoteRouteFiles('https://cdn.test/mf-manifest.json', { nothing: true })).toEqual([]);
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
