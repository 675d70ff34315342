import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteLocation } from '@parish/shared-types';
import {
  downloadRemoteAhead,
  fetchRemotesRegistry,
  forgetRemoteRoutes,
  loadRemoteRoutes,
  loadRemoteWidget,
  preloadRemoteRoutes,
  registeredRelease,
  registerRemotesFromRegistry,
  RemoteUnavailableError,
} from '../lib/federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);

/** A remote's entry in remotes.json, on its unversioned build unless a release is given. */
function at(host: string, release: string | null = null): RemoteLocation {
  return {
    manifest: release
      ? `http://${host}/releases/${release}/mf-manifest.json`
      : `http://${host}/mf-manifest.json`,
    serverManifest: null,
    release,
    releaseManifest: `http://${host}/releases/{release}/mf-manifest.json`,
  };
}
const RoutesComponent = () => null;

/** Asserts that `start` fails with the loader's timeout once 5 s pass without an answer. */
async function expectToGiveUpAfter5Seconds(start: () => Promise<unknown>) {
  jest.useFakeTimers();
  try {
    const assertion = expect(start()).rejects.toThrow(/no answer within 5 s/);
    await jest.advanceTimersByTimeAsync(5_000);
    await assertion;
  } finally {
    jest.useRealTimers();
  }
}

beforeEach(() => {
  registerRemotesFromRegistry({ content: at('content.test'), booking: at('booking.test') });
  forgetRemoteRoutes('content');
  forgetRemoteRoutes('booking');
});

describe('remote loading', () => {
  it('registers every remote of the registry with its manifest', () => {
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [
        { name: 'content', entry: 'http://content.test/mf-manifest.json' },
        { name: 'booking', entry: 'http://booking.test/mf-manifest.json' },
      ],
      { force: true },
    );
  });

  it('loads a remote routes module once and reuses it', async () => {
    loadRemoteMock.mockResolvedValue({ default: RoutesComponent });
    const first = await loadRemoteRoutes('content');
    const second = await loadRemoteRoutes('content');
    expect(first.default).toBe(RoutesComponent);
    expect(second).toBe(first);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(loadRemoteMock).toHaveBeenCalledWith('content/routes');
  });

  it('gives up on a remote that does not answer within 5 seconds', async () => {
    loadRemoteMock.mockReturnValue(new Promise(() => {}));
    await expectToGiveUpAfter5Seconds(() => loadRemoteRoutes('booking'));
  });

  it('tries again after a failure once the failure is forgotten', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('connection refused'));
    await expect(loadRemoteRoutes('content')).rejects.toThrow('connection refused');
    // Until Retry, the same failure is reported without new requests.
    await expect(loadRemoteRoutes('content')).rejects.toThrow('connection refused');
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);

    loadRemoteMock.mockResolvedValueOnce({ default: RoutesComponent });
    forgetRemoteRoutes('content');
    await expect(loadRemoteRoutes('content')).resolves.toEqual({ default: RoutesComponent });
  });

  it('refuses a remote missing from remotes.json and a module without a component', async () => {
    await expect(loadRemoteRoutes('admin')).rejects.toBeInstanceOf(RemoteUnavailableError);
    loadRemoteMock.mockResolvedValueOnce({});
    await expect(loadRemoteRoutes('content')).rejects.toThrow(/no default component/);
  });
});

describe('loading a widget of another remote', () => {
  it('loads `<remote>/widgets/<Name>` from the remote that exposes it', async () => {
    loadRemoteMock.mockResolvedValueOnce({ default: RoutesComponent });
    await expect(loadRemoteWidget('booking/widgets/UpcomingEvents')).resolves.toEqual({
      default: RoutesComponent,
    });
    expect(loadRemoteMock).toHaveBeenCalledWith('booking/widgets/UpcomingEvents');
  });

  it('fails as a page would: not listed, no component, or no answer within 5 s', async () => {
    registerRemotesFromRegistry({ content: at('content.test') });
    await expect(loadRemoteWidget('booking/widgets/UpcomingEvents')).rejects.toThrow(
      /not listed in remotes.json/,
    );
    registerRemotesFromRegistry({ booking: at('booking.test') });
    loadRemoteMock.mockResolvedValueOnce({});
    await expect(loadRemoteWidget('booking/widgets/UpcomingEvents')).rejects.toThrow(
      /no default component/,
    );
    loadRemoteMock.mockReturnValue(new Promise(() => {}));
    await expectToGiveUpAfter5Seconds(() => loadRemoteWidget('booking/widgets/UpcomingEvents'));
  });
});

describe('downloading a remote ahead', () => {
  const preloadMock = jest.mocked(preloadRemote);

  it("fetches the remote's manifest, entry and ./routes module, not its pages' chunks", async () => {
    preloadMock.mockResolvedValue(undefined);
    await preloadRemoteRoutes('booking');
    expect(preloadMock).toHaveBeenCalledWith([
      { nameOrAlias: 'booking', exposes: ['./routes'], resourceCategory: 'sync' },
    ]);
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('skips a remote missing from remotes.json', async () => {
    await preloadRemoteRoutes('admin');
    expect(preloadMock).not.toHaveBeenCalled();
  });

  it('gives up on a remote that does not answer within 5 seconds', async () => {
    preloadMock.mockReturnValue(new Promise(() => {}));
    await expectToGiveUpAfter5Seconds(() => preloadRemoteRoutes('content'));
  });
});

describe('downloading a remote for later', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
    document.head.innerHTML = '';
  });

  it("prefetches the entry and ./routes beside the manifest, and a page's own chunks when asked, running nothing", async () => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => ({
        metaData: {
          remoteEntry: { name: 'remoteEntry.js', path: '' },
          pages: { '/calendar': ['calendar.2.js', 'common.4.js'], '/check': ['check.3.js'] },
        },
        exposes: [
          {
            name: 'routes',
            assets: {
              js: { sync: ['expose_routes.1.js'], async: ['calendar.2.js', 'check.3.js'] },
            },
          },
        ],
      }),
    });
    const prefetched = () =>
      Array.from(document.head.querySelectorAll<HTMLLinkElement>('link')).map((link) => [
        link.rel,
        link.href,
      ]);
    await downloadRemoteAhead('booking');

    expect(global.fetch).toHaveBeenCalledWith(
      'http://booking.test/mf-manifest.json',
      expect.anything(),
    );
    expect(prefetched()).toEqual([
      ['prefetch', 'http://booking.test/remoteEntry.js'],
      ['prefetch', 'http://booking.test/expose_routes.1.js'],
    ]);
    expect(preloadRemote).not.toHaveBeenCalled();
    expect(loadRemoteMock).not.toHaveBeenCalled();

    // A page adds its own chunks only, and the manifest is read once.
    await downloadRemoteAhead('booking', '/calendar');
    expect(prefetched().slice(2)).toEqual([
      ['prefetch', 'http://booking.test/calendar.2.js'],
      ['prefetch', 'http://booking.test/common.4.js'],
    ]);
    await downloadRemoteAhead('booking', '/calendar');
    expect(document.head.querySelectorAll('link')).toHaveLength(4);
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('fails on a manifest it cannot read', async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ nope: 1 }) });
    await expect(downloadRemoteAhead('content')).rejects.toThrow(/manifest is not valid/);
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 503 });
    await expect(downloadRemoteAhead('content')).rejects.toThrow(/answered 503/);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});

describe('remotes.json', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
  });

  it('keeps only known remote names with a complete location', async () => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => ({
        content: at('c', '1.0.0-20261124.101500-abc1234'),
        admin: at('a'),
        unknown: at('x'),
        booking: 'http://b/mf-manifest.json',
        commerce: { manifest: 'http://s/mf-manifest.json' },
      }),
    });
    await expect(fetchRemotesRegistry()).resolves.toEqual({
      content: at('c', '1.0.0-20261124.101500-abc1234'),
      admin: at('a'),
    });
  });

  it("reads the registry the shell's server wrote into the page, without a request", async () => {
    global.fetch = jest.fn();
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'parish-remotes';
    element.textContent = JSON.stringify({ content: at('c') });
    document.head.append(element);
    try {
      await expect(fetchRemotesRegistry()).resolves.toEqual({ content: at('c') });
      expect(global.fetch).not.toHaveBeenCalled();
    } finally {
      element.remove();
    }
  });

  it('fails clearly when the registry cannot be read', async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 404 });
    await expect(fetchRemotesRegistry()).rejects.toThrow('/remotes.json answered 404');
  });
});

describe('which release a page loads', () => {
  const RELEASE = '1.0.0-20261124.101500-abc1234';
  const TRIED = '1.1.0-20261201.090000-def5678';
  const override = {
    remote: 'booking' as const,
    release: TRIED,
    expiresAt: '2099-01-01T00:00:00Z',
  };

  it('is the deployed release, as remotes.json says', () => {
    registerRemotesFromRegistry({ booking: at('booking.test', RELEASE) });
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'booking', entry: `http://booking.test/releases/${RELEASE}/mf-manifest.json` }],
      { force: true },
    );
    expect(registeredRelease('booking')).toEqual({ release: RELEASE, override: null });
  });

  it("is the administrator's override, from the registry's own release location", () => {
    registerRemotesFromRegistry(
      { booking: at('booking.test', RELEASE), content: at('content.test') },
      override,
    );
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [
        { name: 'booking', entry: `http://booking.test/releases/${TRIED}/mf-manifest.json` },
        { name: 'content', entry: 'http://content.test/mf-manifest.json' },
      ],
      { force: true },
    );
    expect(registeredRelease('booking')).toEqual({
      release: TRIED,
      override: { override, deployed: RELEASE },
    });
    expect(registeredRelease('content')).toEqual({ release: null, override: null });
  });
});
