import path from 'node:path';
import { loadSiteConfig, serverRenderingSettings } from '../siteConfig';
import { ConfigurationRefused } from '../supervisor';

const ROOT = '/srv/parish';

describe("the site server's configuration", () => {
  it('runs everything on localhost by default', () => {
    const config = loadSiteConfig({}, ROOT);
    expect(config.ports).toEqual({
      shell: 3000,
      content: 3001,
      commerce: 3002,
      booking: 3003,
      admin: 3004,
      api: 8000,
    });
    expect(config.baseUrls.booking).toBe('http://localhost:3003');
    expect(config.releasesDir).toBe(path.join(ROOT, 'releases'));
    expect(config.apiBaseUrl).toBeUndefined();
    expect(config.serverRendering).toEqual({ enabled: true, budgetMs: 300, workers: 1 });
    // Browsers reach the site server itself: no proxy's X-Forwarded-For is believed.
    expect(config.trustedProxies).toBe(false);
  });

  it('takes ports, public URLs and server rendering from the environment', () => {
    const config = loadSiteConfig(
      {
        SHELL_PORT: '4000',
        BOOKING_URL: 'https://cdn.example.org/booking/',
        RELEASES_DIR: '/var/releases',
        PUBLIC_API_BASE_URL: 'https://api.example.org',
        SERVER_RENDERING: 'off',
        SSR_WORKERS: '2',
        SSR_BUDGET_MS: '',
      },
      ROOT,
    );
    expect(config.ports.shell).toBe(4000);
    expect(config.baseUrls.shell).toBe('http://localhost:4000');
    expect(config.baseUrls.booking).toBe('https://cdn.example.org/booking');
    expect(config.releasesDir).toBe('/var/releases');
    expect(config.apiBaseUrl).toBe('https://api.example.org');
    expect(config.serverRendering).toEqual({ enabled: false, budgetMs: 300, workers: 2 });
  });

  it('refuses every setting that makes no sense at once, saying why', () => {
    let refusal: unknown;
    try {
      loadSiteConfig(
        {
          SHELL_PORT: '70000',
          CONTENT_URL: 'ftp://x',
          SSR_WORKERS: 'many',
          SERVER_RENDERING: 'yes',
        },
        ROOT,
      );
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ConfigurationRefused);
    expect((refusal as ConfigurationRefused).reasons).toEqual(
      expect.arrayContaining([
        'SHELL_PORT must be a whole number from 1 to 65535, got "70000"',
        'CONTENT_URL must be an http(s) URL, got "ftp://x"',
        'SSR_WORKERS must be a whole number from 1 to 16, got "many"',
        'SERVER_RENDERING must be on or off, got "yes"',
      ]),
    );
    expect((refusal as ConfigurationRefused).reasons).toHaveLength(4);
  });

  it('reads TRUSTED_PROXIES as a number of hops or a list, and names an entry that is neither', () => {
    const trusted = (value: string) =>
      loadSiteConfig({ TRUSTED_PROXIES: value }, ROOT).trustedProxies;
    expect(trusted('1')).toBe(1);
    expect(trusted('10.0.0.0/8, 2001:db8::/32, loopback')).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
      'loopback',
    ]);
    expect(trusted('false')).toBe(false);
    let refusal: unknown;
    try {
      loadSiteConfig({ TRUSTED_PROXIES: 'true, lb.internal' }, ROOT);
    } catch (error) {
      refusal = error;
    }
    expect((refusal as ConfigurationRefused).reasons).toEqual([
      'TRUSTED_PROXIES must be a number of hops, or a comma list of addresses, CIDR ranges (10.0.0.0/8) and loopback/linklocal/uniquelocal; "true" is none of these',
      'TRUSTED_PROXIES must be a number of hops, or a comma list of addresses, CIDR ranges (10.0.0.0/8) and loopback/linklocal/uniquelocal; "lb.internal" is none of these',
    ]);
  });

  it('reads server rendering alone for the render pool', () => {
    expect(serverRenderingSettings({ SSR_BUDGET_MS: '1000' })).toEqual({
      enabled: true,
      budgetMs: 1000,
      workers: 1,
    });
  });
});
