import { REMOTE_NAMES, remoteForPath, type RemoteName } from '@parish/shared-types';
import { downloadRemoteAhead, ensureRemotesRegistered, preloadRemoteRoutes } from './federation';

/**
 * Whether admin code may be fetched: only once the server has confirmed an
 * administrator's session (the local `isAdmin` hint alone is not enough).
 * The shell provides the answer, so this module imports no shared code and
 * can run before React and the session store are loaded.
 */
let adminSessionConfirmed: () => boolean = () => false;

export function setAdminSessionCheck(check: () => boolean): void {
  adminSessionConfirmed = check;
}

const requested = new Set<RemoteName>();

/** Whether a visitor's browser has asked to save data (no speculative downloads then). */
function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Starts downloading and running the remote that shows `remote` pages (its
 * entry and `./routes`), once per page load. Admin code only after login;
 * failures are left to the real load, which shows the fallback.
 */
function prefetchRemote(remote: RemoteName): boolean {
  if (requested.has(remote)) return false;
  if (remote === 'admin' && !adminSessionConfirmed()) return false;
  requested.add(remote);
  preloadRemoteRoutes(remote).catch(() => {
    // Let a later hover try again; the page itself reports a real failure.
    requested.delete(remote);
  });
  return true;
}

const pagesRequested = new Set<string>();

/** Downloads (without running) the chunks of the page at `pathname`, once per page load. */
function prefetchPageFiles(remote: RemoteName, pathname: string): boolean {
  const key = `${remote} ${pathname.replace(/\/+$/, '').toLowerCase()}`;
  if (pagesRequested.has(key)) return false;
  pagesRequested.add(key);
  downloadRemoteAhead(remote, pathname).catch(() => pagesRequested.delete(key));
  return true;
}

/**
 * Prefetches what the page at `path` (a site path or URL) needs: its
 * remote, run, and the page's own chunks, downloaded. Returns whether
 * anything started.
 */
export function prefetchRemoteForPath(path: string): boolean {
  let pathname: string;
  try {
    const url = new URL(path, window.location.href);
    if (url.origin !== window.location.origin) return false;
    pathname = url.pathname;
  } catch {
    return false;
  }
  const remote = remoteForPath(pathname);
  if (!remote || savingData()) return false;
  if (remote === 'admin' && !adminSessionConfirmed()) return false;
  const remoteStarted = prefetchRemote(remote);
  const pageStarted = prefetchPageFiles(remote, pathname);
  return remoteStarted || pageStarted;
}

function linkTarget(event: Event): HTMLAnchorElement | null {
  const target = event.target;
  if (!(target instanceof Element)) return null;
  return target.closest('a[href]');
}

/**
 * Fetches a page's remote as soon as a visitor points at or focuses a link
 * to it, anywhere on the page: the header, footer, chat or a remote's own
 * links, without any of them knowing about it.
 */
export function prefetchOnLinkIntent(root: Document = document): () => void {
  const onIntent = (event: Event) => {
    const link = linkTarget(event);
    if (link) prefetchRemoteForPath(link.href);
  };
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
  return () => {
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('focusin', onIntent);
  };
}

const downloaded = new Set<RemoteName>();

/**
 * Once the browser is idle, downloads the remotes a visitor is likely to
 * open next: the entry and `./routes` of every public one, since the header
 * links to each (Shop, Giving, Calendar, Events…); a page's own chunks come
 * when a visitor points at a link to it (`prefetchOnLinkIntent`), which
 * also runs the remote. Download only, at idle priority: running a remote's
 * entry costs a phone main-thread time the current page needs. Never
 * admin: that waits for a confirmed login.
 */
export function prefetchLikelyRemotesWhenIdle(current: RemoteName | null): void {
  if (savingData()) return;
  const likely = REMOTE_NAMES.filter((remote) => remote !== 'admin' && remote !== current);
  const downloadNext = () => {
    const next = likely.shift();
    if (!next) return;
    if (!downloaded.has(next) && !requested.has(next)) {
      downloaded.add(next);
      downloadRemoteAhead(next).catch(() => downloaded.delete(next));
    }
    schedule(downloadNext);
  };
  schedule(downloadNext);
}

function schedule(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(task, { timeout: 10_000 });
  } else {
    setTimeout(task, 1_000);
  }
}

/**
 * Called by the shell's entry before its own bundle has loaded: reads
 * remotes.json and downloads the current page's remote (entry and
 * `./routes`) in parallel with the shell, so the page's content is not a
 * second wave of requests after the shell has rendered. The page's own
 * chunks are preloaded by the page's HTML (site-server/src/pageHints.ts).
 */
export function startRemoteForPage(pathname: string): void {
  void ensureRemotesRegistered();
  const remote = remoteForPath(pathname);
  if (remote) prefetchRemote(remote);
}
