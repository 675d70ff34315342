import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { RouterProvider } from 'react-router';
import {
  pathInLanguage,
  remoteForPath,
  splitLanguagePath,
  type Language,
  type RemoteName,
  type RemoteWidgetId,
} from '@parish/shared-types';
import {
  installWidgetLoader,
  PAGE_DATA_ELEMENT_ID,
  PageData,
  preloadRemoteWidget,
  readAdminHint,
  useSessionStore,
  type PageDataSnapshot,
} from '@parish/shared-web';
import {
  loadRemoteRoutes,
  loadRemoteWidget,
  REMOTE_LOAD_TIMEOUT_MS,
} from '../features/remotes/lib/federation';
import {
  prefetchLikelyRemotesWhenIdle,
  prefetchOnLinkIntent,
  setAdminSessionCheck,
} from '../features/remotes/lib/prefetch';
import { App } from './App';
import { SLOT_LEFT_TO_BROWSER } from './serverSlots';
import { releaseEarlyTaps } from '../lib/earlyTaps';
import { createStyleCache } from '../lib/styleCache';
import { createRouter } from './router';
import { loadTranslations } from '../lib/i18n';

/**
 * A part the server left to the browser (its remote failed there) is drawn
 * here by design: React reports it, with the digest the server gave it, and
 * that is no problem. Anything else is a real difference between the two.
 */
function reportHydrationProblem(error: unknown) {
  if ((error as { digest?: unknown } | null)?.digest === SLOT_LEFT_TO_BROWSER) return;
  console.error('[shell] the page did not hydrate cleanly', error);
}

/** What the server rendered the page with, if it rendered it (the data block beside the markup). */
function serverPageData(): PageData | null {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return new PageData(JSON.parse(text) as PageDataSnapshot);
  } catch {
    return null;
  }
}

/**
 * Everything the server-rendered page shows that is loaded on demand: the
 * remote's routes, the page's own code and the widgets it holds. Taking
 * the page over before they are in would throw those parts away and draw
 * them again (React redraws a part still loading when anything above it
 * changes during hydration); waiting costs nothing visible, as the page is
 * already on screen. Settles either way, at the latest after the remotes'
 * load limit: a part that failed then renders in the browser as before.
 */
function pageCodeLoaded(
  remote: RemoteName | null,
  pageData: PageData,
  language: Language,
): Promise<void> {
  const { path } = splitLanguagePath(window.location.pathname);
  const parts: Promise<unknown>[] = (pageData.snapshot.widgets ?? []).map((id) =>
    preloadRemoteWidget(id as RemoteWidgetId),
  );
  if (remote) {
    parts.push(loadRemoteRoutes(remote).then((module) => module.preload?.(path, language)));
  }
  const limit = new Promise((resolve) => setTimeout(resolve, REMOTE_LOAD_TIMEOUT_MS));
  return Promise.race([Promise.allSettled(parts), limit]).then(() => {});
}

/** Once the page on screen is React's, taps held meanwhile are replayed (lib/earlyTaps.ts). */
function TakenOver({ children }: { children: ReactNode }) {
  useEffect(() => releaseEarlyTaps(window), []);
  return children;
}

async function start() {
  // Admin code is fetched ahead only for a session the server has confirmed.
  setAdminSessionCheck(() => useSessionStore.getState().status === 'authenticated');
  prefetchOnLinkIntent();
  // Remote pages mount each other's widgets through the shell's runtime.
  installWidgetLoader(loadRemoteWidget);

  // The entry (index.ts) is already downloading the current page's remote;
  // run it now rather than after the first render. Admin code waits for a
  // confirmed session. Once the page's remote is in, fetch the likely next
  // ones while the browser is idle.
  const remote = remoteForPath(window.location.pathname);
  const pageRemote = remote && remote !== 'admin' ? loadRemoteRoutes(remote) : Promise.resolve();
  pageRemote.catch(() => {}).finally(() => prefetchLikelyRemotesWhenIdle(remote));

  // Visitors never pay for a session check; a returning admin's hint asks the
  // server, which has the final word.
  if (readAdminHint()) void useSessionStore.getState().check();

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const pageData = serverPageData();
  const serverRendered = Boolean(pageData) && container.hasAttribute('data-server-rendered');
  // The page's language is its address's (`/es/…`); the router sees the paths without it.
  const { language } = splitLanguagePath(window.location.pathname);
  const translations = await loadTranslations(language);
  const router = createRouter({ serverRendered, basename: pathInLanguage('/', language) });
  // The server's data stands for the page it rendered only: the next page
  // reads its own.
  const initial = router.state.location;
  const unsubscribe = router.subscribe(({ location }) => {
    if (location.pathname === initial.pathname && location.search === initial.search) return;
    pageData?.expire();
    unsubscribe();
  });
  const app = (
    <StrictMode>
      <TakenOver>
        {/* The server's kind of style cache: it takes over the styles the server wrote. */}
        <CacheProvider value={createStyleCache()}>
          <App
            router={<RouterProvider router={router} />}
            pageData={pageData}
            translations={translations}
          />
        </CacheProvider>
      </TakenOver>
    </StrictMode>
  );
  // A page the server rendered is taken over as it is (hydrated), once its
  // code is in; any other (an admin page, or one the server could not
  // render) is drawn here.
  if (pageData && serverRendered) {
    void pageCodeLoaded(remote === 'admin' ? null : remote, pageData, language).then(() =>
      // As a transition, React takes the page over in short slices (the page
      // is already on screen), so a tap or a key never waits on one long task.
      startTransition(() => {
        hydrateRoot(container, app, { onRecoverableError: reportHydrationProblem });
      }),
    );
  } else {
    createRoot(container).render(app);
  }
}

void start();
