import type * as Federation from '../lib/federation';
import type * as Prefetch from '../lib/prefetch';

jest.mock('../lib/federation', () => ({
  preloadRemoteRoutes: jest.fn(),
  downloadRemoteAhead: jest.fn(),
  ensureRemotesRegistered: jest.fn(() => Promise.resolve()),
}));

// The prefetcher remembers what it fetched for the page's lifetime; each
// test gets a fresh copy of it (and of the mocked loader it calls).
let prefetch: typeof Prefetch;
let preloadMock: jest.MockedFunction<typeof Federation.preloadRemoteRoutes>;
let downloadMock: jest.MockedFunction<typeof Federation.downloadRemoteAhead>;
const preloaded = () => preloadMock.mock.calls.map(([remote]) => remote);
/** Remotes downloaded ahead whole (entry and ./routes), as idle prefetching does. */
const downloaded = () =>
  downloadMock.mock.calls.filter(([, page]) => page === undefined).map(([remote]) => remote);
/** Pages whose own chunks were downloaded ahead. */
const pagesDownloaded = () =>
  downloadMock.mock.calls.filter(([, page]) => page !== undefined).map(([, page]) => page);

beforeEach(() => {
  jest.resetModules();
  const federation = jest.requireMock<typeof Federation>('../lib/federation');
  preloadMock = jest.mocked(federation.preloadRemoteRoutes);
  preloadMock.mockResolvedValue(undefined);
  downloadMock = jest.mocked(federation.downloadRemoteAhead);
  downloadMock.mockResolvedValue(undefined);
  prefetch = jest.requireActual<typeof Prefetch>('../lib/prefetch');
});

describe('prefetching remotes', () => {
  it("runs the remote owning a path once, and downloads each page's own chunks once", () => {
    expect(prefetch.prefetchRemoteForPath('/shop')).toBe(true);
    expect(prefetch.prefetchRemoteForPath('/giving')).toBe(true);
    expect(prefetch.prefetchRemoteForPath('/Giving/')).toBe(false);
    expect(prefetch.prefetchRemoteForPath(`${window.location.origin}/calendar`)).toBe(true);
    expect(preloaded()).toEqual(['commerce', 'booking']);
    expect(downloadMock.mock.calls).toEqual([
      ['commerce', '/shop'],
      ['commerce', '/giving'],
      ['booking', '/calendar'],
    ]);
  });

  it('ignores the login page, unknown paths and other sites', () => {
    expect(prefetch.prefetchRemoteForPath('/login')).toBe(false);
    expect(prefetch.prefetchRemoteForPath('/nowhere')).toBe(false);
    expect(prefetch.prefetchRemoteForPath('https://www.google.com/shop')).toBe(false);
    expect(preloadMock).not.toHaveBeenCalled();
    expect(downloadMock).not.toHaveBeenCalled();
  });

  it('never fetches admin code before the server has confirmed a login', () => {
    expect(prefetch.prefetchRemoteForPath('/admin')).toBe(false);
    prefetch.startRemoteForPage('/admin/add-item');
    expect(preloadMock).not.toHaveBeenCalled();
    expect(downloadMock).not.toHaveBeenCalled();

    let loggedIn = false;
    prefetch.setAdminSessionCheck(() => loggedIn);
    expect(prefetch.prefetchRemoteForPath('/super-admin')).toBe(false);
    loggedIn = true;
    expect(prefetch.prefetchRemoteForPath('/super-admin')).toBe(true);
    expect(preloaded()).toEqual(['admin']);
    expect(pagesDownloaded()).toEqual(['/super-admin']);
  });

  it("starts the current page's remote from the entry; the page's HTML preloads its chunks", () => {
    prefetch.startRemoteForPage('/events');
    expect(preloaded()).toEqual(['content']);
    expect(downloadMock).not.toHaveBeenCalled();
  });

  it('tries again on a later hover when a prefetch failed', async () => {
    preloadMock.mockRejectedValueOnce(new Error('offline'));
    expect(prefetch.prefetchRemoteForPath('/check')).toBe(true);
    await Promise.resolve();
    await Promise.resolve();
    expect(prefetch.prefetchRemoteForPath('/check')).toBe(true);
  });

  it('prefetches when a link is pointed at or focused, wherever it is', () => {
    document.body.innerHTML = `
      <nav><a href="/giving"><span>Giving</span></a><a href="/admin">Dashboard</a></nav>
      <footer><a href="/calendar">Calendar</a></footer>`;
    const stop = prefetch.prefetchOnLinkIntent();
    try {
      document.querySelector('span')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
      document.querySelector<HTMLAnchorElement>('footer a')?.focus();
      document
        .querySelector('a[href="/admin"]')
        ?.dispatchEvent(new Event('pointerover', { bubbles: true }));
      expect(preloaded()).toEqual(['commerce', 'booking']);
      expect(pagesDownloaded()).toEqual(['/giving', '/calendar']);
    } finally {
      stop();
      document.body.innerHTML = '';
    }
  });

  it('downloads the other public remotes one by one when idle, without running them, never admin', () => {
    jest.useFakeTimers();
    try {
      prefetch.setAdminSessionCheck(() => true);
      prefetch.prefetchLikelyRemotesWhenIdle('content');
      expect(downloadMock).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1_000);
      expect(downloaded()).toEqual(['commerce']);
      jest.runAllTimers();
      expect(downloaded()).toEqual(['commerce', 'booking']);
      expect(preloadMock).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaves out of idle downloads a remote a link has already fetched', () => {
    jest.useFakeTimers();
    try {
      prefetch.prefetchRemoteForPath('/shop');
      prefetch.prefetchLikelyRemotesWhenIdle(null);
      jest.runAllTimers();
      expect(downloaded()).toEqual(['content', 'booking']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('downloads nothing ahead when the visitor saves data', () => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    try {
      expect(prefetch.prefetchRemoteForPath('/shop')).toBe(false);
      jest.useFakeTimers();
      prefetch.prefetchLikelyRemotesWhenIdle(null);
      jest.runAllTimers();
      expect(preloadMock).not.toHaveBeenCalled();
      expect(downloadMock).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
      Reflect.deleteProperty(navigator, 'connection');
    }
  });
});
